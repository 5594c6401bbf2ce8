import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MailPreference } from '../../contract/mail';
import { PublicPage } from '../common/PublicPage';
import { OwnQueryCache } from '../common/OwnQueryCache';
import { errorText } from '../common/errorText';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';

/**
 * /unsubscribe?token=…: an e-mail's unsubscribe link (issue 15), without signing in. Opening the link
 * changes nothing (mail scanners open links too); the person presses the button, and can undo it.
 */
const UnsubscribeForm = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preference = useQuery({ ...read(endpoints.accountMailPreference, { auth: false, query: { token } }), enabled: !!token, retry: false });
  const [saved, setSaved] = useState<MailPreference | null>(null);
  const change = useMutation({
    mutationFn: (unsubscribed: boolean) => call(endpoints.accountSetMailPreference, { auth: false, body: { token, unsubscribed } }),
    onSuccess: setSaved,
  });
  const current = saved ?? preference.data;

  return (
    <PublicPage>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('mailPreference.title')}
      </Typography>
      {preference.isLoading && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {(!token || preference.isError) && <Alert severity="error">{translate('mailPreference.invalid')}</Alert>}
      {current && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography role="status">
            {translate(current.unsubscribed ? 'mailPreference.stopped' : 'mailPreference.receiving', {
              email: current.email,
              topic: translate(`mailPreference.${current.topic}`),
            })}
          </Typography>
          {saved && <Alert severity="success">{translate('mailPreference.saved')}</Alert>}
          {change.isError && <Alert severity="error">{translate('mailPreference.failed', { error: errorText(change.error) })}</Alert>}
          <Button
            variant={current.unsubscribed ? 'outlined' : 'contained'}
            disabled={change.isPending}
            onClick={() => change.mutate(!current.unsubscribed)}
          >
            {translate(current.unsubscribed ? 'mailPreference.resubscribe' : 'mailPreference.unsubscribe')}
          </Button>
        </Box>
      )}
    </PublicPage>
  );
};

/** The page, with a query cache of its own (a public page: it runs without react-admin's). */
export const UnsubscribePage = () => (
  <OwnQueryCache>
    <UnsubscribeForm />
  </OwnQueryCache>
);
