import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { PublicPage } from '../common/PublicPage';
import { OwnQueryCache } from '../common/OwnQueryCache';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './AccountFields';
import { GUARDIAN_QUERY } from './MobileAppPage';

/**
 * /changepassword?activatetoken=… (first password) or ?recoverytoken=… (reset), spec §2, §4, §5.
 * Submitting checks only that both entries match; the checklist is informative. After success a
 * manager goes to /login, anyone else is told to use the mobile app.
 */
export const ChangePasswordPage = () => (
  <OwnQueryCache>
    <ChangePasswordForm />
  </OwnQueryCache>
);

const ChangePasswordForm = () => {
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

  const recovery = !activateToken;
  const setting = useMutation({
    mutationFn: () =>
      recovery
        ? call(endpoints.accountSetupResetPassword, { auth: false, body: { password, token: recoveryToken! } })
        : call(endpoints.accountSetupInitialPassword, { auth: false, body: { password, token: activateToken! } }),
    onSuccess: (answer) => {
      notify(recovery ? 'password.resetSucceeded' : 'password.setupSucceeded', { type: 'success' });
      if (answer.item2.includes('Manager')) navigate('/login', { replace: true });
      else {
        // A guardian has no mobile app of their own: the page says where on the web to go instead.
        const guardian = answer.item2.includes('Guardian') ? `?${GUARDIAN_QUERY}` : '';
        navigate(`${recovery ? '/passwordchanged' : '/congratulation'}${guardian}`, { replace: true });
      }
    },
    onError: (error) => {
      const reason = error instanceof Error ? error.message : '';
      notify(`${translate('password.setupFailed')} ${reason}`.trim(), { type: 'error' });
    },
  });

  if (!activateToken && !recoveryToken) return <Navigate to="/login" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      notify('password.mismatch', { type: 'warning' });
      return;
    }
    setting.mutate();
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
          autoComplete="new-password"
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
          autoComplete="new-password"
          shown={repeatShown}
          onToggle={() => setRepeatShown((value) => !value)}
          showLabel={translate('account.change.showRepeat')}
          hideLabel={translate('account.change.hideRepeat')}
        />
        <Button type="submit" variant="contained" size="large" disabled={setting.isPending || setting.isSuccess} fullWidth>
          {translate('account.change.submit')}
        </Button>
      </Box>
    </PublicPage>
  );
};
