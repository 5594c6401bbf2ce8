import { useState } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams, Link } from 'react-router-dom';
import { fetchUtils, Form, PasswordInput, SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { urlOf } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { CONSOLE_LOGIN_PATH } from '../paths';

/**
 * /admin/setup?token=…: a new operator's one-time link (npm run operator:create). Shows the TOTP secret
 * as a QR code and as the otpauth address, then takes a password and the app's first code.
 */
export const SetupPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const info = useQuery({
    ...read(endpoints.adminAuthSetup, { auth: false, query: { token } }),
    enabled: !!token,
    retry: false,
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await fetchUtils.fetchJson(urlOf(endpoints.adminAuthSetupPost), { method: 'POST', body: JSON.stringify({ token, password: values.password, code: String(values.code ?? '').trim() }) });
      setDone(true);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>{translate('console.setup.title')}</Typography>
          {done ? (
            <Alert severity="success">
              {translate('console.setup.done')} <Link to={CONSOLE_LOGIN_PATH}>{translate('console.setup.toSignIn')}</Link>
            </Alert>
          ) : info.isError || !token ? (
            <Alert severity="error">{translate('console.setup.invalid')}</Alert>
          ) : info.data ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('console.setup.intro')}</Typography>
              <Box
                component="img"
                alt={info.data.otpauthUri}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(info.data.qrSvg)}`}
                sx={{ width: 200, height: 200, display: 'block', mx: 'auto', mb: 2 }}
              />
              <Typography variant="caption" component="p">{translate('console.setup.manual')}</Typography>
              <Typography variant="body2" component="code" data-testid="otpauth-uri" sx={{ wordBreak: 'break-all', display: 'block', mb: 2 }}>
                {info.data.otpauthUri}
              </Typography>
              <Form onSubmit={submit}>
                <TextInput source="email" label="console.login.email" defaultValue={info.data.email} disabled fullWidth />
                <PasswordInput source="password" label="console.setup.password" autoComplete="new-password" validate={required()} fullWidth />
                <TextInput source="code" label="console.setup.code" autoComplete="one-time-code" validate={required()} fullWidth />
                <SaveButton label="console.setup.submit" icon={<span />} fullWidth />
              </Form>
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
