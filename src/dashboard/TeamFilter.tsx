import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Team } from '../../contract/clubStructure';

export interface TeamFilterProps {
  teams: Team[];
  /** The chosen team ids; empty means all teams. */
  value: string[];
  onChange: (teamIds: string[]) => void;
}

const ALL = '__all__';

/** The dashboard's team multi-select with an 'all teams' option (spec §2 Overview). */
export const TeamFilter = ({ teams, value, onChange }: TeamFilterProps) => {
  const translate = useTranslate();
  const chosen = value.filter((id) => teams.some((team) => team.id === id));
  return (
    <TextField
      select
      id="dashboard-teams"
      size="small"
      label={translate('dashboard.teamFilter')}
      value={chosen.length ? chosen : [ALL]}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: () =>
            chosen.length === 0
              ? translate('dashboard.allTeams')
              : teams.filter((team) => chosen.includes(team.id)).map((team) => team.teamName).join(', '),
        },
      }}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[];
        // Picking 'all teams' clears the selection; picking a team drops 'all teams'.
        const last = picked[picked.length - 1];
        onChange(last === ALL ? [] : picked.filter((id) => id !== ALL));
      }}
    >
      <MenuItem value={ALL}>
        <Checkbox checked={chosen.length === 0} size="small" />
        <ListItemText primary={translate('dashboard.allTeams')} />
      </MenuItem>
      {teams.map((team) => (
        <MenuItem key={team.id} value={team.id}>
          <Checkbox checked={chosen.includes(team.id)} size="small" />
          <ListItemText primary={team.teamName} />
        </MenuItem>
      ))}
    </TextField>
  );
};
