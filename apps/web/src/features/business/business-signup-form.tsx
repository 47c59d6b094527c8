import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RequestConfirmationBody } from '@signet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { requestBusinessSignupMail } from './business.api.ts';
import { businessErrorText } from './business-errors.ts';
import { BusinessField } from './business-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';

const SignupForm = z.object({ email: RequestConfirmationBody.shape.email });
type SignupForm = z.input<typeof SignupForm>;

/**
 * Step one of the business sign-up: the work e-mail address, confirmed by a link that leads to
 * /business/signup/steps (§7 request-confirmation, flow business_signup).
 */
export function BusinessSignupForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useBusinessTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupForm, unknown, z.output<typeof SignupForm>>({
    resolver: zodResolver(SignupForm),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestBusinessSignupMail(email);
      onSent(email);
    } catch (error) {
      setFailure(businessErrorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <BusinessField
          control={form.control}
          name="email"
          type="email"
          label={t('signup.email')}
          helperText={t('signup.email_hint')}
          autoComplete="email"
          autoFocus
        />
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t('signup.submit')}
        </AppButton>
      </Stack>
    </Box>
  );
}
