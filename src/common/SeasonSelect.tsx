import { useEffect, useRef } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { currentSeason } from '../providers/currentSeason';
import { useSeasons } from './list/useSeasons';

export interface SeasonSelectProps {
  /** The chosen season id; '' while none is chosen. */
  value: string;
  /** Called with the chosen season ('' and undefined when cleared); also once with the current season on first load. */
  onChange: (seasonId: string, season: Season | undefined) => void;
  /** The seasons to offer; the `season` resource's list when not given. */
  seasons?: Season[];
  /** Offer an empty entry to clear the filter (lists fall back to their toggle state, spec §4). */
  allowClear?: boolean;
  /** Field label; defaults to 'Season'. */
  label?: string;
  id?: string;
  /** Preselect the season flagged current when nothing is chosen yet (default true). */
  preselectCurrent?: boolean;
}

/** The season dropdown of the lists and detail pages: the current season is preselected on first load. */
export const SeasonSelect = ({
  value,
  onChange,
  seasons: given,
  allowClear = false,
  label,
  id = 'season-select',
  preselectCurrent = true,
}: SeasonSelectProps) => {
  const translate = useTranslate();
  const loaded = useSeasons({ enabled: given === undefined });
  const seasons = given ?? loaded.data ?? [];
  const preselected = useRef(false);

  useEffect(() => {
    if (preselected.current || !preselectCurrent || value || seasons.length === 0) return;
    preselected.current = true;
    const current = currentSeason(seasons);
    if (current) onChange(current.id, current);
  }, [seasons, value, preselectCurrent, onChange]);

  return (
    <TextField
      select
      id={id}
      size="small"
      label={label ?? translate('shared.season')}
      value={seasons.some((season) => season.id === value) ? value : ''}
      onChange={(event) => {
        const chosen = seasons.find((season) => season.id === event.target.value);
        onChange(chosen?.id ?? '', chosen);
      }}
      // The theme makes text fields full-width; this one sits in a toolbar.
      fullWidth={false}
      sx={{ minWidth: 200 }}
    >
      {allowClear && (
        <MenuItem value="">
          <em>{translate('shared.allSeasons')}</em>
        </MenuItem>
      )}
      {seasons.map((season) => (
        <MenuItem key={season.id} value={season.id}>
          {season.seasonName}
        </MenuItem>
      ))}
    </TextField>
  );
};
