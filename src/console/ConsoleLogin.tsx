import { useState } from 'react';
import { CardContent, Typography } from '@mui/material';
import { Form, Login, PasswordInput, SaveButton, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import type { OperatorCredentials } from './consoleProviders';

/** The console's sign-in: e-mail, password and the authenticator's code, all three at once. */
export const ConsoleLogin = () => (
  <Login>
    <OperatorLoginForm />
  </Login>
);

const OperatorLoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await login(values as unknown as OperatorCredentials);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit}>
      <CardContent sx={{ minWidth: 300 }}>
        <Typography component="h1" variant="h6" gutterBottom>
          {translate('console.login.title')}
        </Typography>
        <TextInput source="email" type="email" label="console.login.email" autoComplete="username" validate={required()} fullWidth />
        <PasswordInput source="password" label="console.login.password" autoComplete="current-password" validate={required()} fullWidth />
        <TextInput source="code" label="console.login.code" autoComplete="one-time-code" inputProps={{ inputMode: 'numeric' }} validate={required()} fullWidth />
        <SaveButton label="console.login.submit" icon={<span />} disabled={busy} fullWidth />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {translate('console.login.newHere')}
        </Typography>
      </CardContent>
    </Form>
  );
};
