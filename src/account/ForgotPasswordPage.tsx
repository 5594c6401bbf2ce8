import { useState, type FormEvent } from 'react';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { PublicPage } from '../common/PublicPage';
import { AccountField } from './AccountFields';
import { isPlausibleEmail } from '../../contract/email';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { maskEmail } from './maskEmail';
import { typedBeforeScript } from '../beforeScripts/typedBeforeScript';
import { useSendHeldSubmit } from '../beforeScripts/earlySubmits';

const FORM = 'forgot-form';
const EMAIL_FIELD = 'forgot-email';

/**
 * /forgotpassword (spec §2, §5): the e-mail address, checked in the form; on success a confirmation
 * with the address masked. The server answers the same for unknown addresses, so this screen does too.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState(() => typedBeforeScript(EMAIL_FIELD));
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A flag of its own rather than react-query's useMutation: this prerendered first page loads no query
  // cache, and react-query would add about 10 kB (gzip) to it (measured for issue 27).
  const [submitting, setSubmitting] = useState(false);
  useSendHeldSubmit(FORM);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? 'forgot.noEmail' : !isPlausibleEmail(address) ? 'forgot.invalidEmail' : null;
    setError(problem);
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    setSubmitting(true);
    try {
      await call(endpoints.accountResetPassword, { auth: false, query: { email: address } });
      setSentTo(address);
    } catch (failure) {
      // Spec §8: a failed reset request shows nothing — except being told to wait when rate limited.
      if (failure instanceof HttpError && failure.status === 429) notify('account.forgot.tooMany', { type: 'warning' });
      else console.error('Reset request failed', failure);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <PublicPage>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('account.forgot.sentTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('account.forgot.sent')}</Typography>
        <Typography sx={{ mb: 3, fontWeight: 'bold', wordBreak: 'break-all' }} data-testid="masked-email">
          {maskEmail(sentTo)}
        </Typography>
        <Button component={Link} to="/login" variant="contained" fullWidth>
          {translate('account.backToLogin')}
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('account.forgot.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('account.forgot.intro')}
      </Typography>
      <Box component="form" id={FORM} onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <AccountField
          id={EMAIL_FIELD}
          label={translate('account.forgot.email')}
          value={email}
          onChange={setEmail}
          error={error !== null}
          autoComplete="email"
          inputMode="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {translate('account.forgot.submit')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to="/login">
          {translate('account.backToLogin')}
        </MuiLink>
      </Box>
    </PublicPage>
  );
};
