import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicPage } from '../common/PublicPage';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';

/** Spec §4/§9: the activation view stays 1 s before moving on. */
export const REDIRECT_DELAY_MS = 1000;

/** Leaving the web app for the checkout (an object so a test can watch it). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

type State = 'error' | 'checking' | 'valid' | 'invalid';

/**
 * /account/tokenconfirmation and /tokenvalidation (same screen, spec §2): checks the e-mailed link.
 * With activatetoken it is an invitation, with resetactivatetoken a password recovery. States: a
 * generic error (missing parameters or the check failed), checking, valid (then after 1 s on to
 * the set-password page, or to the checkout URL when the server gives one), invalid (expired link).
 */
export const TokenValidationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email');
  const resetToken = params.get('resetactivatetoken');
  const activateToken = params.get('activatetoken');
  const recovery = !activateToken && !!resetToken;
  const token = activateToken ?? resetToken;
  const [state, setState] = useState<State>(token && email ? 'checking' : 'error');

  useEffect(() => {
    if (!token || !email) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('checking');
    const check = recovery
      ? call(endpoints.accountResetPasswordTokenValidation, { auth: false, query: { email, resetactivatetoken: token } })
      : call(endpoints.accountTokenConfirmation, { auth: false, query: { email, activatetoken: token } });
    check.then(
      (result) => {
        if (cancelled) return;
        if (!result.invitationValid) {
          setState('invalid');
          return;
        }
        setState('valid');
        timer = setTimeout(() => {
          if (!recovery && result.checkoutUrl) browser.assign(result.checkoutUrl);
          else navigate(`/changepassword?${new URLSearchParams(recovery ? { recoverytoken: token } : { activatetoken: token })}`, { replace: true });
        }, REDIRECT_DELAY_MS);
      },
      () => {
        if (!cancelled) setState('error');
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [token, email, recovery, navigate]);

  return (
    <PublicPage>
      {state === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} />
          <Typography>{translate('account.token.checking')}</Typography>
        </Box>
      )}
      {state === 'valid' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} color="success" />
          <Typography>{translate(recovery ? 'account.token.recoveryValid' : 'token.activated')}</Typography>
        </Box>
      )}
      {state === 'invalid' && (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('token.invalid')}
          </Alert>
          <Typography sx={{ mb: 3 }}>
            {translate(recovery ? 'account.token.expiredRecovery' : 'account.token.expiredActivation')}
          </Typography>
          <Button component={Link} to={recovery ? '/forgotpassword' : '/login'} variant="contained" fullWidth>
            {translate(recovery ? 'account.token.requestNew' : 'account.backToLogin')}
          </Button>
        </>
      )}
      {state === 'error' && (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {translate('token.activationError')}
          </Alert>
          <Button component={Link} to="/login" variant="outlined" fullWidth>
            {translate('account.backToLogin')}
          </Button>
        </>
      )}
    </PublicPage>
  );
};
