import { useEffect, useRef, useState } from 'react';
import {
  Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Typography,
} from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { LanguageButton } from '../common/LanguageButton';
import type { TermsAndPrivacy } from '../../contract/accounts';
import { appPath, session } from '../providers/session';
import { PublicPage } from '../common/PublicPage';
import { OwnQueryCache } from '../common/OwnQueryCache';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { ClubPrivacyStatement } from './ClubPrivacyStatement';

/** Spec §4/§9: after a failed acceptance the page comes back after 1 s. */
export const RETRY_DELAY_MS = 1000;

/**
 * /termandprivacy (spec §2, §4, §5): the terms and privacy in force in a modal, with their version and
 * an accept checkbox that must be ticked ('Please accept the terms and privacy').
 * - Signed out: accepting goes to /login; the acceptance is kept and recorded at sign-in (authProvider).
 * - Signed in (sent here after sign-in until they accept the version in force): accepting records it
 *   and returns to where the manager was going (?next=, set by the sign-in), else /login, which goes
 *   on to the overview. Under the terms comes the club's own privacy statement (issue 25), when it has one.
 */
export const TermsPage = () => (
  <OwnQueryCache>
    <TermsDialog />
  </OwnQueryCache>
);

const TermsDialog = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [locale] = useLocaleState();
  const [terms, setTerms] = useState<TermsAndPrivacy | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [checked, setChecked] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userId = session.getUserId();
  const signedIn = session.hasToken() && !!userId;

  useEffect(() => {
    let cancelled = false;
    setLoadFailed(false);
    call(endpoints.userGetTermsAndPrivacy, { auth: false, query: { language: locale } }).then(
      (answer) => !cancelled && setTerms(answer),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  // Recording the acceptance; after a failure the page comes back unticked after RETRY_DELAY_MS.
  const accepting = useMutation({
    mutationFn: () => call(endpoints.userAcceptPolicy, { body: { userId: userId!, version: terms!.version } }),
    onSuccess: () => {
      notify('terms.accepted', { type: 'success' });
      navigate(appPath(params.get('next')) ?? '/login', { replace: true });
    },
    onError: () => {
      notify('terms.failed', { type: 'error' });
      retryTimer.current = setTimeout(() => {
        setChecked(false);
        accepting.reset();
        navigate('/termandprivacy', { replace: true });
      }, RETRY_DELAY_MS);
    },
  });

  const accept = () => {
    if (!checked) {
      notify('terms.mustAccept', { type: 'warning' });
      return;
    }
    if (!signedIn) {
      session.rememberAcceptedTerms(terms!.version);
      navigate('/login', { replace: true });
      return;
    }
    accepting.mutate();
  };

  return (
    <PublicPage>
      <Dialog
        open
        aria-labelledby="terms-title"
        maxWidth="sm"
        fullWidth
        disableEscapeKeyDown
        transitionDuration={500}
        // The dialog opens with the page, so the browser would draw its keyboard-focus ring around the
        // whole box; the checkbox and the button keep theirs.
        slotProps={{ paper: { sx: { '&:focus-visible': { outline: 'none' } } } }}
      >
        <DialogTitle id="terms-title" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {translate('account.terms.title')}
          <Box component="span" sx={{ color: 'primary.main' }}>
            <LanguageButton />
          </Box>
        </DialogTitle>
        <DialogContent dividers>
          {loadFailed ? (
            <Typography color="error">{translate('account.terms.loadFailed')}</Typography>
          ) : !terms ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={24} />
              <Typography>{translate('account.terms.loading')}</Typography>
            </Box>
          ) : (
            <>
              <Typography variant="subtitle2" color="text.secondary" gutterBottom>
                {translate('account.terms.version', { version: terms.version })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{terms.description}</Typography>
              {signedIn && <ClubPrivacyStatement language={locale === 'nl' ? 'nl' : 'en'} />}
              <FormControlLabel
                control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
                label={translate('account.terms.accept')}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={accept} disabled={!terms || !accepting.isIdle}>
            {translate('account.terms.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </PublicPage>
  );
};
