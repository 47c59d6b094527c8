import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { FormTextField } from '../../components/form-fields.tsx';
import { emailField } from '../../lib/forms/validation.ts';
import { apiErrorText } from './api-error-text.ts';
import { requestPasswordReset } from './auth.api.ts';

const ResetRequest = z.object({ email: emailField });
type ResetRequest = z.input<typeof ResetRequest>;

export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetRequest, unknown, z.output<typeof ResetRequest>>({
    resolver: zodResolver(ResetRequest),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      onSent(email);
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
          label={t('password_reset.email')}
          autoComplete="email"
          autoFocus
        />
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t('password_reset.submit')}
        </AppButton>
      </Stack>
    </Box>
  );
}
