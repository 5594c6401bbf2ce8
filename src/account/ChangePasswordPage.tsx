import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { PublicPage } from '../common/PublicPage';
import { accountApi } from './accountApi';
import { PasswordChecklist } from './PasswordChecklist';

const PasswordField = ({ id, label, value, onChange, shown, onToggle, showLabel, hideLabel, autoFocus }: {
  id: string; label: string; value: string; onChange: (value: string) => void;
  shown: boolean; onToggle: () => void; showLabel: string; hideLabel: string; autoFocus?: boolean;
}) => (
  <TextField
    id={id}
    label={label}
    type={shown ? 'text' : 'password'}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoComplete="new-password"
    autoFocus={autoFocus}
    fullWidth
    slotProps={{
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label={shown ? hideLabel : showLabel} aria-pressed={shown} onClick={onToggle} edge="end">
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ),
      },
    }}
  />
);

/**
 * /changepassword?activatetoken=… (first password) or ?recoverytoken=… (reset), spec §2, §4, §5.
 * Submitting checks only that both entries match; the checklist is informative. After success a
 * manager goes to /login, anyone else is told to use the mobile app.
 */
export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activateToken = params.get('activatetoken');
  const recoveryToken = params.get('recoverytoken');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const [repeatShown, setRepeatShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (!activateToken && !recoveryToken) return <Navigate to="/login" replace />;
  const recovery = !activateToken;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      notify('password.mismatch', { type: 'warning' });
      return;
    }
    setSubmitting(true);
    try {
      const answer = recovery
        ? await accountApi.setupResetPassword(recoveryToken!, password)
        : await accountApi.setupInitialPassword(activateToken!, password);
      notify(recovery ? 'password.resetSucceeded' : 'password.setupSucceeded', { type: 'success' });
      if (answer.item2.includes('Manager')) navigate('/login', { replace: true });
      else navigate(recovery ? '/passwordchanged' : '/congratulation', { replace: true });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      notify(`${translate('password.setupFailed')} ${reason}`.trim(), { type: 'error' });
      setSubmitting(false);
    }
  };

  return (
    <PublicPage>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(recovery ? 'account.change.titleReset' : 'account.change.titleActivate')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
        <PasswordField
          id="new-password"
          label={translate('account.change.password')}
          value={password}
          onChange={setPassword}
          shown={shown}
          onToggle={() => setShown((value) => !value)}
          showLabel={translate('account.change.showPassword')}
          hideLabel={translate('account.change.hidePassword')}
          autoFocus
        />
        <PasswordChecklist password={password} />
        <PasswordField
          id="repeat-password"
          label={translate('account.change.repeat')}
          value={repeat}
          onChange={setRepeat}
          shown={repeatShown}
          onToggle={() => setRepeatShown((value) => !value)}
          showLabel={translate('account.change.showRepeat')}
          hideLabel={translate('account.change.hideRepeat')}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {translate('account.change.submit')}
        </Button>
      </Box>
    </PublicPage>
  );
};
