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
import { passwordField } from '../../lib/forms/validation.ts';
import { apiErrorText, passwordErrorText } from './api-error-text.ts';

export const NewPassword = z
  .object({ password: passwordField, repeat: passwordField })
  .check(
    z.refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'password.mismatch' }),
  );
type NewPassword = z.input<typeof NewPassword>;

/**
 * A new password, typed twice and checked by the server (§7 check-password) before `save` runs.
 * Used by the reset link and by change-password (which adds the current password itself).
 */
export function NewPasswordFields({
  check,
  save,
  submitLabel,
  children,
}: {
  check: (password: string) => Promise<string | null>;
  save: (password: string) => Promise<void>;
  submitLabel: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPassword),
    defaultValues: { password: '', repeat: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const weakness = await check(password);
      if (weakness) {
        form.setError('password', { message: passwordErrorText(t, weakness) });
        return;
      }
      await save(password);
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {children}
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
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {submitLabel}
        </AppButton>
      </Stack>
    </Box>
  );
}
