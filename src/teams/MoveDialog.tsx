import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { MODAL_TRANSITION } from '../common/modal';
import { errorText } from '../common/errorText';
import { OtherTeamSelect } from '../common/OtherTeamSelect';
import { useTouchlineData } from '../common/useTouchlineData';

export interface MoveDialogProps {
  open: boolean;
  kind: 'player' | 'trainer';
  /** The selected people's ids. */
  userIds: string[];
  currentTeamId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Moves the selected people to another team in one call. Players: AddPlayerToTeam with newTeamId
 * (each leaves this team, a player is in one team at a time). Trainers: AddTrainerToTeam with this
 * team as oldTeamId (they leave this team only; their other teams stay).
 */
export const MoveDialog = ({ open, kind, userIds, currentTeamId, onClose, onDone }: MoveDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [newTeamId, setNewTeamId] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setNewTeamId('');
  }, [open]);

  const move = async () => {
    if (!newTeamId) {
      notify('validationerror.mandatoryfield', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      // One call each, all or nothing on the server.
      if (kind === 'player') await dataProvider.addPlayersToTeam(userIds, newTeamId);
      else await dataProvider.addTrainersToTeam(userIds, newTeamId, currentTeamId);
      notify('teamDetail.moved', { type: 'success' });
      onClose();
      onDone();
    } catch (error) {
      notify(`${translate('teamDetail.moveFailed')} ${errorText(error)}`.trim(), { type: 'error' });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="move-dialog-title" fullWidth maxWidth="xs" {...MODAL_TRANSITION}>
      <DialogTitle id="move-dialog-title">{translate('teamDetail.move')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('teamDetail.moveQuestion', { n: userIds.length })}</DialogContentText>
        <OtherTeamSelect
          id="move-new-team"
          label={translate('teamDetail.newTeam')}
          value={newTeamId}
          onChange={setNewTeamId}
          excludeTeamId={currentTeamId}
          enabled={open}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void move()} disabled={saving}>
          {translate('teamDetail.moveAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
