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
import { requestSignupMail } from './auth.api.ts';

const SignupForm = z.object({ email: emailField });
type SignupForm = z.input<typeof SignupForm>;

/** What the business sign-up changes in the same form: its mail, its texts, its error texts. */
export interface SignupFormVariant {
  send: (email: string) => Promise<unknown>;
  namespaces: readonly string[];
  /** Catalog keys of the field's label and hint and of the button. */
  keys: { email: string; hint?: string; submit: string };
  errorText: (error: unknown) => string;
}

/**
 * Step one of sign-up: the e-mail address, confirmed by a link (§7 request-confirmation); the
 * business sign-up uses the same form with its own flow and texts (`variant`).
 */
export function SignupFormView({
  onSent,
  variant,
  initialEmail = '',
  invitation,
}: {
  onSent: (email: string) => void;
  variant?: SignupFormVariant;
  initialEmail?: string;
  /** The invitation's token (ADR 0261): its own address's confirmation leads to the request. */
  invitation?: string | undefined;
}) {
  const { t } = useTranslation(variant ? [...variant.namespaces, 'translation'] : undefined, {
    nsMode: 'fallback',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupForm, unknown, z.output<typeof SignupForm>>({
    resolver: zodResolver(SignupForm),
    defaultValues: { email: initialEmail },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await (variant ? variant.send(email) : requestSignupMail(email, invitation));
      onSent(email);
    } catch (error) {
      setFailure(variant ? variant.errorText(error) : apiErrorText(t, error));
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
          label={t(variant?.keys.email ?? 'signup.email')}
          {...(variant?.keys.hint ? { helperText: t(variant.keys.hint) } : {})}
          {...(variant ? { namespaces: variant.namespaces } : {})}
          autoComplete="email"
          autoFocus
        />
        <AppButton type="submit" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t(variant?.keys.submit ?? 'signup.submit')}
        </AppButton>
      </Stack>
    </Box>
  );
}
