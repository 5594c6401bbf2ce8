import { useListContext } from 'react-admin';
import { SeasonSelect } from '../SeasonSelect';
import { useSeasons } from './useSeasons';

/**
 * The season dropdown of a list, bound to its `clubSeasonId` filter; clearing it drops the filter
 * (the list falls back to its toggle state, spec §4). Changing it clears the selection.
 */
export const SeasonFilter = ({ id, allowClear = false }: { id: string; allowClear?: boolean }) => {
  const { filterValues, setFilters, onUnselectItems } = useListContext();
  const { data: seasons } = useSeasons();
  if (!seasons || seasons.length === 0) return null;
  return (
    <SeasonSelect
      id={id}
      value={(filterValues.clubSeasonId as string | undefined) ?? ''}
      seasons={seasons}
      allowClear={allowClear}
      preselectCurrent={false}
      onChange={(clubSeasonId) => {
        const { clubSeasonId: _dropped, ...others } = filterValues;
        setFilters(clubSeasonId ? { ...others, clubSeasonId } : others);
        onUnselectItems();
      }}
    />
  );
};
