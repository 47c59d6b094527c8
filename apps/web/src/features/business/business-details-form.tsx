import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Business, UpdateBusinessBody } from '@signet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { saveBusiness } from './business.api.ts';
import { useBusinessUpdates } from './business.queries.ts';
import { businessErrorText } from './business-errors.ts';
import { BusinessField } from './business-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';
import { optionalPhone } from './form-schemas.ts';

const SupportContact = UpdateBusinessBody.shape.supportContact.def.innerType.shape;

/**
 * The business's details: the contract's PUT body. The support contact is taken as typed; §5
 * blanks an invalid address or number on the server, so the form shows what was stored.
 */
export const DetailsForm = z.object({
  name: UpdateBusinessBody.shape.name.def.innerType,
  email: UpdateBusinessBody.shape.email.def.innerType,
  phone: optionalPhone,
  supportEmail: SupportContact.email.def.innerType,
  supportPhone: SupportContact.phone.def.innerType,
});
type DetailsForm = z.input<typeof DetailsForm>;

function valuesOf(business: Business): DetailsForm {
  return {
    name: business.name,
    email: business.email,
    phone: business.phone,
    supportEmail: business.settings.supportContact.email,
    supportPhone: business.settings.supportContact.phone,
  };
}

/** What §5 blanked: a support value that was sent but is stored empty. */
export function blankedSupportFields(
  sent: { email: string; phone: string },
  stored: { email: string; phone: string },
): ('email' | 'phone')[] {
  return (['email', 'phone'] as const).filter(
    (field) => sent[field].trim() !== '' && stored[field] === '',
  );
}

/** /business/profile: name, contact and the support contact shown to signers (PUT /v1/businesses/{id}). */
export function BusinessDetailsForm({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const [blanked, setBlanked] = useState<('email' | 'phone')[]>([]);
  const form = useForm<DetailsForm, unknown, z.output<typeof DetailsForm>>({
    resolver: zodResolver(DetailsForm),
    values: valuesOf(business),
  });
  useLeavePageGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    setBlanked([]);
    try {
      const saved = await saveBusiness(business.id, {
        name: values.name,
        email: values.email,
        phone: values.phone,
        supportContact: { email: values.supportEmail, phone: values.supportPhone },
      });
      form.reset(valuesOf(saved));
      await updates.setBusiness(saved);
      setBlanked(
        blankedSupportFields(
          { email: values.supportEmail, phone: values.supportPhone },
          saved.settings.supportContact,
        ),
      );
      snackbars.show({ message: t('profile.saved'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: businessErrorText(t, error), color: 'error' });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        <BusinessField
          control={form.control}
          name="name"
          label={t('profile.name')}
          autoComplete="organization"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <BusinessField
            control={form.control}
            name="email"
            type="email"
            label={t('profile.email')}
            autoComplete="email"
          />
          <BusinessField
            control={form.control}
            name="phone"
            type="tel"
            label={t('profile.phone')}
            autoComplete="tel"
          />
        </Stack>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            {t('profile.support_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
            {t('profile.support_text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            <BusinessField
              control={form.control}
              name="supportEmail"
              type="email"
              label={t('profile.support_email')}
            />
            <BusinessField
              control={form.control}
              name="supportPhone"
              type="tel"
              label={t('profile.support_phone')}
            />
          </Stack>
        </Box>
        {blanked.length > 0 && (
          <Alert severity="warning">
            {blanked.includes('email') && blanked.includes('phone')
              ? t('profile.support_blanked_both')
              : blanked.includes('email')
                ? t('profile.support_blanked_email')
                : t('profile.support_blanked_phone')}
          </Alert>
        )}
        <Box>
          <AppButton
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            {t('common.save')}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
