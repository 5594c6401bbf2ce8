import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { MODAL_TRANSITION } from '../common/modal';
import { PhotoUpload } from '../common/PhotoUpload';
import { TEAM_LOGO_MAX_BYTES } from '../common/uploadPhoto';
import { errorText } from '../common/errorText';
import { useTouchlineData } from '../common/useTouchlineData';
import { EMPTY_GUID } from '../providers/dataProvider';

export interface TeamDialogProps {
  open: boolean;
  /** The team to edit; absent to add one. */
  team?: { id: string; teamName: string; division: string; logoClub: string | null };
  onClose: () => void;
  /** After a successful save, with the team's id. */
  onSaved: (teamId: string) => void;
}

/** Add or edit a team: name, division and logo (at most 500,000 bytes in this modal, spec §5). */
export const TeamDialog = ({ open, team, onClose, onSaved }: TeamDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [teamName, setTeamName] = useState('');
  const [division, setDivision] = useState('');
  const [logoId, setLogoId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTeamName(team?.teamName ?? '');
    setDivision(team?.division ?? '');
    setLogoId(null);
  }, [open, team]);

  const save = async () => {
    if (!teamName.trim()) {
      notify('validationerror.mandatoryfield', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.saveTeam({
        Id: team?.id ?? EMPTY_GUID,
        TeamName: teamName.trim(),
        Division: division.trim(),
        // A new logo's id; otherwise the team keeps its logo.
        ...(logoId ? { LogoUrl: logoId } : {}),
      });
      if (!answer.isSucceeded || !answer.id) throw new Error(answer.errorMessage ?? '');
      notify('team.saved', { type: 'success' });
      onClose();
      onSaved(answer.id);
    } catch (error) {
      notify(`${translate('team.saveFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="team-dialog-title" fullWidth maxWidth="xs" {...MODAL_TRANSITION}>
      <DialogTitle id="team-dialog-title">{translate(team ? 'teamsPage.editTitle' : 'teamsPage.addTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField
            label={translate('teamsPage.teamName')}
            value={teamName}
            onChange={(event) => setTeamName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            autoFocus
          />
          <TextField
            label={translate('teamsPage.division')}
            value={division}
            onChange={(event) => setDivision(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <PhotoUpload
            value={team?.logoClub}
            onUploaded={setLogoId}
            onBusyChange={setUploading}
            maxBytes={TEAM_LOGO_MAX_BYTES}
            label={translate('teamsPage.logo')}
            fallback={teamName.charAt(0)}
            shape="rounded"
            size={72}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || uploading}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('shared.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
