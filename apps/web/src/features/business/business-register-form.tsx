import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type Business, CreateBusinessBody } from '@signet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { ExternalLink } from '../../components/app-link.tsx';
import { foundBusiness } from './business.api.ts';
import { businessErrorText } from './business-errors.ts';
import { BusinessField, BusinessToggle } from './business-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';
import { optionalPhone } from './form-schemas.ts';

const accepted = (message: string) => z.boolean().check(z.refine((value) => value, message));

/** The contract's body (name, e-mail, optional phone) with the two consents as checkboxes. */
export const RegisterForm = z.object({
  name: CreateBusinessBody.shape.name,
  email: CreateBusinessBody.shape.email,
  phone: optionalPhone,
  gtc: accepted('register.gtc_required'),
  dpa: accepted('register.dpa_required'),
});
type RegisterForm = z.input<typeof RegisterForm>;

/**
 * §2 /business/register: found a business (POST /v2/businesses). The founder becomes its first
 * admin; the terms (GTC) and the data processing agreement (DPA) must be accepted.
 */
export function BusinessRegisterForm({
  defaultEmail,
  termsUrl,
  dpaUrl,
  onFounded,
}: {
  defaultEmail: string;
  termsUrl: string;
  dpaUrl: string;
  onFounded: (business: Business) => Promise<void> | void;
}) {
  const { t } = useBusinessTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterForm, unknown, z.output<typeof RegisterForm>>({
    resolver: zodResolver(RegisterForm),
    defaultValues: { name: '', email: defaultEmail, phone: '', gtc: false, dpa: false },
  });
  const submit = form.handleSubmit(async ({ name, email, phone }) => {
    setFailure(null);
    try {
      const business = await foundBusiness({
        name,
        email,
        ...(phone ? { phone } : {}),
        gtc: true,
        dpa: true,
      });
      await onFounded(business);
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
          name="name"
          label={t('register.name')}
          autoComplete="organization"
          autoFocus
        />
        <BusinessField
          control={form.control}
          name="email"
          type="email"
          label={t('register.email')}
          helperText={t('register.email_hint')}
          autoComplete="email"
        />
        <BusinessField
          control={form.control}
          name="phone"
          type="tel"
          label={t('register.phone')}
          autoComplete="tel"
        />
        <Stack spacing={1}>
          <BusinessToggle
            control={form.control}
            name="gtc"
            kind="checkbox"
            label={
              <Trans
                t={t}
                i18nKey="register.gtc"
                components={{ terms: <ExternalLink href={termsUrl} /> }}
              />
            }
          />
          <BusinessToggle
            control={form.control}
            name="dpa"
            kind="checkbox"
            label={
              <Trans
                t={t}
                i18nKey="register.dpa"
                components={{ dpa: <ExternalLink href={dpaUrl} /> }}
              />
            }
          />
        </Stack>
        <Box>
          <AppButton type="submit" size="large" loading={form.formState.isSubmitting}>
            {t('register.submit')}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
