import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { Team } from '../../../contract/clubStructure';

/**
 * The keyboard and menu path of the board: 'Move to team' opens a menu of the club's teams; choosing
 * one moves the selected players there (the same move as dropping them on the team).
 */
export const MoveMenuButton = ({ teams, onMove, disabled }: { teams: Team[]; onMove: (team: Team, userIds: string[]) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (target: HTMLElement) => {
    if (selectedIds.length === 0) {
      notify('placement.noneSelected', { type: 'warning' });
      return;
    }
    setAnchor(target);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<DriveFileMoveIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'placement-move-menu' : undefined}
        disabled={disabled}
        onClick={(event) => open(event.currentTarget)}
      >
        {selectedIds.length === 0 ? translate('placement.moveTo') : translate('placement.moveSelected', { smart_count: selectedIds.length })}
      </Button>
      <Menu id="placement-move-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {teams.map((team) => (
          <MenuItem
            key={team.id}
            onClick={() => {
              setAnchor(null);
              onMove(team, selectedIds.map(String));
            }}
          >
            {team.teamName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
