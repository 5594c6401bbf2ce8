import { useEffect, useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { MODAL_TRANSITION } from '../common/modal';
import { OtherTeamSelect } from '../common/OtherTeamSelect';
import { errorText } from '../common/errorText';
import { useTouchlineData } from '../common/useTouchlineData';

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

/** The detail pages' change-team modal: pick another team; Player/ChangeTeam moves the person. */
export const ChangeTeamDialog = ({ open, userId, type, currentTeamId, onClose, onChanged }: ChangeTeamDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [teamId, setTeamId] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTeamId('');
    setMissing(false);
  }, [open]);

  const save = async () => {
    if (!teamId) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.changeTeam({ userId, newTeamId: teamId, type, ...(currentTeamId ? { oldTeamId: currentTeamId } : {}) });
      notify('people.changeTeam.done', { type: 'success' });
      onChanged();
      onClose();
    } catch (error) {
      notify(`${translate('people.changeTeam.failed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="change-team-title" fullWidth maxWidth="xs" {...MODAL_TRANSITION}>
      <DialogTitle id="change-team-title">{translate('people.changeTeam.title')}</DialogTitle>
      <DialogContent>
        <OtherTeamSelect
          id="change-team-select"
          label={translate('people.changeTeam.newTeam')}
          value={teamId}
          onChange={(id) => {
            setTeamId(id);
            setMissing(false);
          }}
          excludeTeamId={currentTeamId}
          enabled={open}
          error={missing ? translate('people.form.required') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('people.changeTeam.save')}
        </Button>
      </DialogActions>
    </Dialog>
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
