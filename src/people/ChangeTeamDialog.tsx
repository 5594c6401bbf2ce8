import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/form/FormDialog';
import { TeamChoiceInput } from '../common/form/TeamChoiceInput';
import { requiredText } from '../common/form/validators';
import { errorText } from '../common/errorText';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';

export interface ChangeTeamDialogProps {
  open: boolean;
  userId: string;
  type: 'Player' | 'Trainer';
  /** The team the person leaves (a trainer may train several; this is the one shown). */
  currentTeamId: string | null;
  onClose: () => void;
  /** After the move (the page reloads). */
  onChanged: () => void;
}

const teamRules = [requiredText('people.form.required')];

/** The detail pages' change-team modal: pick another team; Player/ChangeTeam moves the person. */
export const ChangeTeamDialog = ({ open, userId, type, currentTeamId, onClose, onChanged }: ChangeTeamDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();

  const save = async ({ teamId }: { teamId: string }) => {
    try {
      await call(endpoints.playerChangeTeam, { body: { userId, newTeamId: teamId, type, ...(currentTeamId ? { oldTeamId: currentTeamId } : {}) } });
      notify('people.changeTeam.done', { type: 'success' });
      onChanged();
      onClose();
    } catch (error) {
      notify(`${translate('people.changeTeam.failed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
  };

  return (
    <FormDialog<{ teamId: string }>
      open={open}
      onClose={onClose}
      id="change-team"
      title={translate('people.changeTeam.title')}
      onSubmit={save}
      submitLabel="people.changeTeam.save"
    >
      <TeamChoiceInput source="teamId" id="change-team-select" label="people.changeTeam.newTeam" excludeTeamId={currentTeamId} validate={teamRules} />
    </FormDialog>
  );
};

/** The detail pages' 'Change team' button with its modal. */
export const ChangeTeamButton = (props: Omit<ChangeTeamDialogProps, 'open' | 'onClose'>) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        {translate('people.changeTeam.button')}
      </Button>
      <ChangeTeamDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
