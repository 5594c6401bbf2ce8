import { startTransition, useState, type FormEvent } from 'react';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { HttpError, useAuthProvider, useNotificationContext, useNotify, useTranslate } from 'react-admin';
import { config } from '../config';
import { LOGIN_BLOCKED, LOGIN_FAILED } from '../providers/authProvider';
import { appPath, session } from '../providers/session';
import { PublicPage } from '../common/PublicPage';
import { AccountField, PasswordField } from './AccountFields';
import { FAMILY_PATH, MY_REPORTS_PATH, WORKSPACE_PATH, isWorkspacePlayerLink } from '../paths';
import { typedBeforeScript } from '../beforeScripts/typedBeforeScript';
import { useSendHeldSubmit } from '../beforeScripts/earlySubmits';
import { usePrefetchManagerApp } from './prefetchManagerApp';
import { startOverviewCalls } from '../dashboard/startOverviewCalls';

/** The pages of the trainers', players' and guardians' own areas. */
const OTHER_ROLES_PAGES = [WORKSPACE_PATH, MY_REPORTS_PATH, FAMILY_PATH];

const FORM = 'login-form';
const EMAIL_FIELD = 'login-email';
const PASSWORD_FIELD = 'login-password';

/** /login (spec §2). No client validation (spec §5): the server decides. */
export const LoginPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  // Where the manager was going when react-admin sent them here (its nextPathname), else the overview.
  const { state } = useLocation() as { state?: { nextPathname?: string; nextSearch?: string } | null };
  // Never a trainer's or player's page: those belong to whoever was signed in before on this device.
  const remembered = appPath(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : null);
  const next = remembered && !OTHER_ROLES_PAGES.some((page) => remembered.startsWith(page)) ? remembered : '/';
  // A reminder e-mail's link to a player (issue 15) is the one page of a trainer's kept: it names
  // only ids, and the workspace says so when the player is not the signed-in trainer's.
  const workspaceLink = remembered && isWorkspacePlayerLink(remembered) ? remembered : undefined;
  const [email, setEmail] = useState(() => typedBeforeScript(EMAIL_FIELD));
  const [password, setPassword] = useState(() => typedBeforeScript(PASSWORD_FIELD));
  const [showPassword, setShowPassword] = useState(false);
  // A flag of its own rather than react-query's useMutation: this prerendered first page loads no query
  // cache, and react-query would add about 10 kB (gzip) to it (measured for issue 27).
  const [submitting, setSubmitting] = useState(false);
  useSendHeldSubmit(FORM);
  usePrefetchManagerApp();

  if (session.hasToken() && !submitting) return <Navigate to="/" replace />;

  /*
   * react-admin's useLogin, without its router layer (issue 13: that brings react-router's whole data
   * router to /login): the auth provider signs in and names the landing page of the role (its
   * redirectTo), else the page the manager was going to. Old toasts go; the managers' app loads there.
   */
  const signIn = async (params: object) => {
    const answer = (await authProvider!.login(params)) as { redirectTo?: string } | undefined;
    const landing = answer?.redirectTo ?? next;
    // A manager bound for the overview: its calls start now, while the managers' app code loads (issue 26).
    if (landing === '/') startOverviewCalls();
    resetNotifications();
    // The next page draws in a transition: React draws it in slices, and between them the page
    // answers the overview's calls as they land, sending the next ones at once (the panels wait for
    // the season list), instead of after the whole managers' app has drawn (issue 26). The sign-in
    // form, its button disabled, stays until that page is ready.
    startTransition(() => navigate(landing));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    signIn({ username: email, password, next, workspaceLink }).catch((error: unknown) => {
      setSubmitting(false);
      if (error instanceof Error && (error.message === LOGIN_FAILED || error.message === LOGIN_BLOCKED)) {
        notify(error.message, { type: 'error' });
      } else if (error instanceof HttpError && error.status === 503) {
        notify(error.message, { type: 'error' }); // "temporarily unavailable", in the chosen language
      } else {
        console.error('Login failed', error);
        notify('login.serverUnreachable', { type: 'error' });
      }
    });
  };

  const product = config.productName;
  return (
    <PublicPage>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('login.welcome', { product })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('login.intro')}
      </Typography>
      <Box component="form" id={FORM} onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <AccountField
          id={EMAIL_FIELD}
          label={translate('login.email')}
          value={email}
          onChange={setEmail}
          autoComplete="username"
          inputMode="email"
          autoFocus
        />
        <PasswordField
          id={PASSWORD_FIELD}
          label={translate('login.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          shown={showPassword}
          onToggle={() => setShowPassword((shown) => !shown)}
          showLabel={translate('login.showPassword')}
          hideLabel={translate('login.hidePassword')}
        />
        <Box sx={{ textAlign: 'right' }}>
          <MuiLink component={Link} to="/forgotpassword">
            {translate('login.forgotPassword')}
          </MuiLink>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {translate('login.signIn')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {translate('login.noAccount', { product })}{' '}
        <MuiLink href={config.joinUrl} target="_blank" rel="noopener noreferrer">
          {translate('login.joinNow')}
        </MuiLink>
      </Typography>
    </PublicPage>
  );
};
