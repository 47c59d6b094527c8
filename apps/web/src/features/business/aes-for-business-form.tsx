import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AesForBusiness,
  type Business,
  Domain,
  formatDateTime,
  href,
  UpdateAesForBusinessBody,
} from '@signet/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { saveAesForBusiness } from './business.api.ts';
import { useBusinessUpdates } from './business.queries.ts';
import { businessErrorText } from './business-errors.ts';
import { BusinessField, BusinessRadioGroup, BusinessToggle } from './business-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';

/** The contract's body; the mail's language is the admin's own, and a domain must be chosen. */
export const AesForm = z.object({
  enabled: UpdateAesForBusinessBody.shape.enabled,
  representativeName: UpdateAesForBusinessBody.shape.representativeName,
  representativeEmail: UpdateAesForBusinessBody.shape.representativeEmail,
  commercialRegister: UpdateAesForBusinessBody.shape.commercialRegister,
  domains: z.array(Domain).check(z.minLength(1, 'aes.domains_required'), z.maxLength(20)),
  legislation: UpdateAesForBusinessBody.shape.legislation,
});
type AesForm = z.input<typeof AesForm>;

function valuesOf(aes: AesForBusiness, claimed: readonly string[]): AesForm {
  return {
    enabled: aes.enabled,
    representativeName: aes.representativeName,
    representativeEmail: aes.representativeEmail,
    commercialRegister: aes.commercialRegister,
    // A domain released since can no longer be named (DOMAIN_NOT_CLAIMED).
    domains: aes.domains.filter((domain) => claimed.includes(domain)),
    legislation: aes.legislation,
  };
}

const STATUS_LABEL = {
  off: 'aes.status.off',
  pending: 'aes.status.pending',
  active: 'aes.status.active',
} as const;
const STATUS_COLOR = { off: 'default', pending: 'warning', active: 'success' } as const;

/** Where AES for business stands: off, waiting for the representative, or active. */
export function AesStatus({ aes }: { aes: AesForBusiness }) {
  const { t } = useBusinessTranslation();
  return (
    <Stack spacing={2} role="status">
      <Box>
        <Chip
          label={t(STATUS_LABEL[aes.status])}
          color={STATUS_COLOR[aes.status]}
          variant={aes.status === 'off' ? 'outlined' : 'filled'}
          data-testid="aes-status"
        />
      </Box>
      <Typography color="text.secondary">
        {aes.status === 'pending'
          ? t('aes.status.pending_text', { email: aes.representativeEmail })
          : aes.status === 'active'
            ? t('aes.status.active_text', {
                date: aes.confirmedAt ? formatDateTime(aes.confirmedAt, currentLocale()) : '',
              })
            : t('aes.status.off_text')}
      </Typography>
    </Stack>
  );
}

/**
 * /business/profile/aes-for-business (PUT …/aes-for-business): the representative vouches for
 * the members whose verified address is in the chosen domains; enabling mails them a link.
 */
export function AesForBusinessForm({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const domainsLabel = useId();
  const form = useForm<AesForm, unknown, z.output<typeof AesForm>>({
    resolver: zodResolver(AesForm),
    values: valuesOf(business.aes4biz, business.domains),
  });
  useLeavePageGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveAesForBusiness(business.id, {
        ...values,
        language: currentLocale(),
      });
      form.reset(valuesOf(saved.aes4biz, saved.domains));
      await updates.setBusiness(saved);
      snackbars.show({
        message: saved.aes4biz.status === 'pending' ? t('aes.saved_pending') : t('aes.saved'),
        color: 'success',
      });
    } catch (error) {
      snackbars.show({ message: businessErrorText(t, error), color: 'error' });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        <BusinessToggle
          control={form.control}
          name="enabled"
          label={t('aes.enabled')}
          helperText={t('aes.enabled_hint')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <BusinessField
            control={form.control}
            name="representativeName"
            label={t('aes.representative_name')}
            autoComplete="off"
          />
          <BusinessField
            control={form.control}
            name="representativeEmail"
            type="email"
            label={t('aes.representative_email')}
            autoComplete="off"
          />
        </Stack>
        <BusinessField
          control={form.control}
          name="commercialRegister"
          label={t('aes.commercial_register')}
          helperText={t('aes.commercial_register_hint')}
        />
        <Controller
          control={form.control}
          name="domains"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={fieldState.invalid} variant="standard">
              <FormLabel component="legend" id={domainsLabel}>
                {t('aes.domains')}
              </FormLabel>
              {business.domains.length === 0 ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {t('aes.no_domains')}{' '}
                  <AppLink to={href('businessMembersDomains')}>{t('aes.claim_domain')}</AppLink>
                </Alert>
              ) : (
                <FormGroup aria-labelledby={domainsLabel}>
                  {business.domains.map((domain) => (
                    <FormControlLabel
                      key={domain}
                      label={domain}
                      control={
                        <Checkbox
                          checked={field.value.includes(domain)}
                          onBlur={field.onBlur}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, domain]
                                : field.value.filter((chosen) => chosen !== domain),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
              <FormHelperText>
                {fieldState.error?.message ? t(fieldState.error.message) : t('aes.domains_hint')}
              </FormHelperText>
            </FormControl>
          )}
        />
        <BusinessRadioGroup
          control={form.control}
          name="legislation"
          label={t('aes.legislation')}
          options={[
            { value: 'zertes', label: t('aes.zertes') },
            { value: 'eidas', label: t('aes.eidas') },
          ]}
        />
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
