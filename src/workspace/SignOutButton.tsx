import { useState } from 'react';
import { IconButton } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLogout, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { handOverOpenDrafts } from './useDraftAutosave';
import { saveOutbox, unsentReportCount } from './saveOutbox';

/**
 * Signs the trainer out, but not unawares: the open report's waiting changes are handed over and
 * sent first, and when some cannot reach the server (no connection) the trainer is told that they
 * stay on this device, to be sent when they sign in here again, and may stay signed in instead.
 */
export const SignOutButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  // An explicit sign-out: the next person signing in here starts on their own first page, not on this one.
  const endSession = () => void logout({}, undefined, false);
  const [unsentReports, setUnsentReports] = useState(0);
  // The open report's waiting changes go first; then the sign-out, or the question when some could not.
  const handOver = useMutation({
    mutationFn: handOverOpenDrafts,
    onSuccess: () => {
      const waiting = unsentReportCount(saveOutbox.state().unsent);
      if (waiting > 0) setUnsentReports(waiting);
      else endSession();
    },
  });

  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={translate('workspace.signOut')} disabled={handOver.isPending} onClick={() => handOver.mutate()}>
        <LogoutIcon />
      </IconButton>
      <Confirm
        isOpen={unsentReports > 0}
        title="workspace.signOutUnsent.title"
        content="workspace.signOutUnsent.text"
        translateOptions={{ smart_count: unsentReports }}
        confirm="workspace.signOutUnsent.confirm"
        cancel="workspace.signOutUnsent.stay"
        onConfirm={() => {
          setUnsentReports(0);
          endSession();
        }}
        onClose={() => setUnsentReports(0)}
      />
    </>
  );
};
