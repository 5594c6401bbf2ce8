import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from './errorText';
import { useQuery } from '@tanstack/react-query';
import { useTouchlineData } from './useTouchlineData';

export interface OtherTeamSelectProps {
  id: string;
  label: string;
  /** The chosen team id; '' while none is chosen. */
  value: string;
  onChange: (teamId: string) => void;
  /** The team the people leave: not offered. */
  excludeTeamId?: string | null;
  /** Load the club's teams only while the surrounding modal is open. */
  enabled: boolean;
  /** A validation message to show under the field (the field turns red). */
  error?: string;
}

/** The club's teams but one, for the move and change-team modals; a failed load says so under the field. */
export const OtherTeamSelect = ({ id, label, value, onChange, excludeTeamId, enabled, error }: OtherTeamSelectProps) => {
  const translate = useTranslate();
  const dataProvider = useTouchlineData();
  // The teams dropdown's own query (a custom dataProvider method); refreshed whenever the modal opens.
  const teams = useQuery({ queryKey: ['teams', 'getTeams'], queryFn: () => dataProvider.getTeams(), enabled });
  const loadError = teams.error ? `${translate('load.failed')} ${errorText(teams.error)}`.trim() : undefined;
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!(error ?? loadError)}
      helperText={error ?? loadError}
      fullWidth
      sx={{ mt: 2 }}
    >
      {(teams.data ?? [])
        .filter((team) => team.id !== excludeTeamId)
        .map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.teamName}
          </MenuItem>
        ))}
    </TextField>
  );
};
