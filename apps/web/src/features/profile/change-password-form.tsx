import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { PasswordField } from '../../components/form-fields.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { passwordField } from '../../lib/forms/validation.ts';
import { apiErrorText, checkPassword, passwordErrorText } from '../auth/index.ts';
import { changePassword } from './profile.api.ts';

const ChangePassword = z
  .object({ old: passwordField, password: passwordField, repeat: passwordField })
  .check(
    z.refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'password.mismatch' }),
  );
type ChangePassword = z.input<typeof ChangePassword>;

export function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePassword),
    defaultValues: { old: '', password: '', repeat: '' },
  });
  const submit = form.handleSubmit(async ({ old, password }) => {
    setFailure(null);
    try {
      const weakness = await checkPassword(password);
      if (weakness) {
        form.setError('password', { message: passwordErrorText(t, weakness) });
        return;
      }
      await changePassword(old, password);
      await onChanged();
    } catch (error) {
      if (isApiError(error) && ['WRONG_PASSWORD', 'INVALID_CREDENTIALS'].includes(error.code)) {
        form.setError('old', { message: t('errors.WRONG_PASSWORD') });
        return;
      }
      setFailure(apiErrorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField
          control={form.control}
          name="old"
          label={t('password.current')}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('password.new')}
          helperText={t('password.hint')}
          autoComplete="new-password"
        />
        <PasswordField
          control={form.control}
          name="repeat"
          label={t('password.repeat')}
          autoComplete="new-password"
        />
        <Box>
          <AppButton type="submit" loading={form.formState.isSubmitting}>
            {t('password.change_submit')}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
