import { DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/form/FormDialog';
import { TeamChoiceInput } from '../common/form/TeamChoiceInput';
import { requiredText } from '../common/form/validators';
import { errorText } from '../common/errorText';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';

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
const newTeamRules = [requiredText('validationerror.mandatoryfield')];

export const MoveDialog = ({ open, kind, userIds, currentTeamId, onClose, onDone }: MoveDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();

  const move = async ({ newTeamId }: { newTeamId: string }) => {
    try {
      // One call each, all or nothing on the server.
      if (kind === 'player') await call(endpoints.teamAddPlayerToTeam, { body: { userIds, newTeamId } });
      else await call(endpoints.teamAddTrainerToTeam, { body: { userIds, newTeamId, ...(currentTeamId ? { oldTeamId: currentTeamId } : {}) } });
      notify('teamDetail.moved', { type: 'success' });
      onClose();
      onDone();
    } catch (error) {
      notify(`${translate('teamDetail.moveFailed')} ${errorText(error)}`.trim(), { type: 'error' });
      onDone();
    }
  };

  return (
    <FormDialog<{ newTeamId: string }>
      open={open}
      onClose={onClose}
      id="move-dialog"
      title={translate('teamDetail.move')}
      intro={<DialogContentText>{translate('teamDetail.moveQuestion', { n: userIds.length })}</DialogContentText>}
      onSubmit={move}
      submitLabel="teamDetail.moveAction"
    >
      <TeamChoiceInput source="newTeamId" id="move-new-team" label="teamDetail.newTeam" excludeTeamId={currentTeamId} validate={newTeamRules} />
    </FormDialog>
  );
};
