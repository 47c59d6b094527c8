import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { FormTextField, PasswordField } from '../../components/form-fields.tsx';
import { emailField, passwordField } from '../../lib/forms/validation.ts';
import { apiErrorText } from './api-error-text.ts';
import { logIn } from './auth.api.ts';

const LoginForm = z.object({ email: emailField, password: passwordField });
type LoginForm = z.input<typeof LoginForm>;

export function LoginFormView({
  initialEmail,
  onLoggedIn,
}: {
  initialEmail: string;
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginForm, unknown, z.output<typeof LoginForm>>({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: initialEmail, password: '' },
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await logIn(email, password);
      onLoggedIn();
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          autoFocus={!initialEmail}
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          autoFocus={Boolean(initialEmail)}
        />
        <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
          <AppLink to="/password-reset" variant="body2">
            {t('login.forgot_password')}
          </AppLink>
        </Box>
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </AppButton>
      </Stack>
    </Box>
  );
}
