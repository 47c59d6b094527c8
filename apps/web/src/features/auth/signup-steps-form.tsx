import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { ExternalLink } from '../../components/app-link.tsx';
import { FormTextField, PasswordField } from '../../components/form-fields.tsx';
import { accountEndpoints } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { passwordField, requiredText } from '../../lib/forms/validation.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { termsUrl } from '../../lib/terms-url.ts';
import { useRuntimeConfig } from '../session/index.ts';
import { apiErrorText, passwordErrorText } from './api-error-text.ts';
import { checkPassword, logIn } from './auth.api.ts';

const StepsForm = z.object({
  firstName: requiredText,
  lastName: requiredText,
  password: passwordField,
  gtc: z.boolean().check(z.refine((accepted) => accepted, 'signup.steps.gtc_required')),
});
type StepsForm = z.input<typeof StepsForm>;

/** The account details after the e-mail is confirmed: names, password, terms (§7 register). */
export function SignupStepsForm({
  token,
  celloUCC,
  submitLabel,
  onRegistered,
}: {
  token: string;
  /** The referral code the visitor came with (§2 business sign-up ucc), sent as celloUCC. */
  celloUCC?: string | undefined;
  submitLabel?: string | undefined;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const domainName = useRuntimeConfig()?.domainName;
  const form = useForm<StepsForm, unknown, z.output<typeof StepsForm>>({
    resolver: zodResolver(StepsForm),
    defaultValues: { firstName: '', lastName: '', password: '', gtc: false },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const weakness = await checkPassword(values.password, token);
      if (weakness) {
        form.setError('password', { message: passwordErrorText(t, weakness) });
        return;
      }
      const account = await call(accountEndpoints.register, {
        body: {
          firstName: values.firstName,
          lastName: values.lastName,
          password: values.password,
          gtc: true,
          token,
          lang: currentLocale(),
          ...(celloUCC ? { celloUCC } : {}),
        },
      });
      // Registering creates the account; the session starts with an ordinary login.
      await logIn(account.email, values.password);
      onRegistered();
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('signup.steps.first_name')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('signup.steps.last_name')}
            autoComplete="family-name"
          />
        </Stack>
        <PasswordField
          control={form.control}
          name="password"
          label={t('signup.steps.password')}
          helperText={t('password.hint')}
          autoComplete="new-password"
        />
        <Controller
          control={form.control}
          name="gtc"
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={
                  <Trans
                    i18nKey="signup.steps.gtc"
                    components={{ terms: <ExternalLink href={termsUrl(domainName)} /> }}
                  />
                }
              />
              {fieldState.error?.message && (
                <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>
              )}
            </Box>
          )}
        />
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {submitLabel ?? t('signup.steps.submit')}
        </AppButton>
      </Stack>
    </Box>
  );
}
