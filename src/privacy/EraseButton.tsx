import { useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { endpoints } from '../providers/endpoints';
import { useWrite } from '../providers/useWrite';
import { errorText } from '../common/errorText';

/** Typed names compared as a person reads them: spaces around and between words and letter case do not count. */
const sameName = (typed: string, name: string) => typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Erase a person (art. 17, managers): it cannot be undone, so react-admin's Confirm asks for the
 * person's name to be typed before the erasure goes ahead. Afterwards the page goes back to the list.
 */
export const EraseButton = ({ userId, name, backTo }: { userId: string; name: string; backTo: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const erase = useWrite(endpoints.privacyErasePerson, {
    onSuccess: () => {
      setOpen(false);
      notify('privacy.erased', { type: 'success', messageArgs: { name } });
      navigate(backTo);
    },
    onError: (error) => notify(translate('privacy.eraseFailed', { error: errorText(error) }), { type: 'error' }),
  });
  const close = () => {
    setOpen(false);
    setTyped('');
    setMismatch(false);
  };
  const confirm = () => {
    if (!sameName(typed, name)) {
      setMismatch(true);
      return;
    }
    erase.mutate({ body: { userId } });
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {translate('privacy.erase')}
      </Button>
      <Confirm
        isOpen={open}
        loading={erase.isPending}
        title="privacy.eraseTitle"
        titleTranslateOptions={{ name }}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{translate('privacy.eraseExplanation', { name })}</Typography>
            <TextField
              autoFocus
              fullWidth
              id="erase-typed-name"
              label={translate('privacy.eraseTypeName', { name })}
              value={typed}
              error={mismatch}
              helperText={mismatch ? translate('privacy.eraseTypeName', { name }) : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setMismatch(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirm();
              }}
            />
          </>
        }
        confirm="privacy.eraseConfirm"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
