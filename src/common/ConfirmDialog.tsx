import type { ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MODAL_TRANSITION } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Already translated title, e.g. 'Remove teams'. */
  title: string;
  /** Already translated question, e.g. 'Remove the 2 selected teams?'. */
  message: ReactNode;
  /** Label of the confirm button; defaults to 'Remove'. */
  confirmLabel?: string;
  /** Disables both buttons and shows a spinner while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The removal confirmation used by every list (spec §2: confirmation modal). */
export const ConfirmDialog = ({ open, title, message, confirmLabel, loading = false, onConfirm, onClose }: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="confirm-dialog-title" {...MODAL_TRANSITION}>
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('shared.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading}
          color="error"
          variant="contained"
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel ?? translate('shared.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
