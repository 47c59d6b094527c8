import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Business,
  type BusinessSettings,
  RetentionTerminalState,
  type UpdateBusinessSettingsBody,
} from '@signet/contract';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { saveSettings } from './business.api.ts';
import { useBusinessUpdates } from './business.queries.ts';
import { businessErrorText } from './business-errors.ts';
import { BusinessField, BusinessRadioGroup, BusinessToggle } from './business-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';

/** The contract's limit on the auto-deletion delay (UpdateBusinessSettingsBody retention.days). */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const days = z.string().check(
  z.trim(),
  z.refine((value) => {
    if (!/^\d{1,4}$/.test(value)) return false;
    const n = Number(value);
    return n >= RETENTION_DAYS.min && n <= RETENTION_DAYS.max;
  }, 'settings.retention_days_range'),
);

export const SettingsForm = z.object({
  part11: z.boolean(),
  retentionEnabled: z.boolean(),
  retentionDays: days,
  retentionState: RetentionTerminalState,
  signedDocument: z.boolean(),
  signatureProtocol: z.boolean(),
});
type SettingsForm = z.input<typeof SettingsForm>;
type SettingsValues = z.output<typeof SettingsForm>;

function valuesOf(settings: BusinessSettings): SettingsForm {
  const { retention } = settings.signatureRequests;
  const { attachments } = settings.mailService;
  return {
    part11: settings.signatureRequests.part11.enabled,
    retentionEnabled: retention.enabled,
    retentionDays: String(retention.days),
    retentionState: retention.terminalState,
    signedDocument: attachments.signedDocument.enabled,
    signatureProtocol: attachments.signatureProtocol.enabled,
  };
}

/**
 * The PUT body for the form's values: the attachments the business may not change are left out
 * (the server refuses them with SETTING_NOT_CUSTOMISABLE).
 */
export function settingsBody(
  values: SettingsValues,
  current: BusinessSettings,
): UpdateBusinessSettingsBody {
  const { attachments } = current.mailService;
  const changeable = {
    ...(attachments.signedDocument.customisable
      ? { signedDocument: { enabled: values.signedDocument } }
      : {}),
    ...(attachments.signatureProtocol.customisable
      ? { signatureProtocol: { enabled: values.signatureProtocol } }
      : {}),
  };
  return {
    signatureRequests: {
      part11: { enabled: values.part11 },
      retention: {
        enabled: values.retentionEnabled,
        terminalState: values.retentionState,
        days: Number(values.retentionDays),
      },
    },
    ...(Object.keys(changeable).length > 0 ? { mailService: { attachments: changeable } } : {}),
  };
}

/** /business/settings: part 11, auto-deletion and the completion mail's attachments. */
export function BusinessSettingsForm({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const settings = business.settings;
  const { attachments } = settings.mailService;
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(SettingsForm),
    values: valuesOf(settings),
  });
  const retentionEnabled = useWatch({ control: form.control, name: 'retentionEnabled' });
  useLeavePageGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSettings(business.id, settingsBody(values, settings));
      form.reset(valuesOf(saved));
      await updates.setSettings(business.id, saved);
      snackbars.show({ message: t('settings.saved'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: businessErrorText(t, error), color: 'error' });
    }
  });
  const fixed = t('settings.fixed');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={6}>
        <SectionCard title={t('settings.part11_title')} description={t('settings.part11_text')}>
          <BusinessToggle control={form.control} name="part11" label={t('settings.part11')} />
        </SectionCard>
        <SectionCard
          title={t('settings.retention_title')}
          description={t('settings.retention_text')}
        >
          <Stack spacing={4}>
            <BusinessToggle
              control={form.control}
              name="retentionEnabled"
              label={t('settings.retention')}
            />
            {retentionEnabled && (
              <>
                <Box sx={{ maxWidth: 240 }}>
                  <BusinessField
                    control={form.control}
                    name="retentionDays"
                    label={t('settings.retention_days')}
                    inputMode="numeric"
                    helperText={t('settings.retention_days_hint')}
                  />
                </Box>
                <BusinessRadioGroup
                  control={form.control}
                  name="retentionState"
                  label={t('settings.retention_state')}
                  options={[
                    { value: 'SIGNED', label: t('settings.retention_signed') },
                    { value: 'ANY', label: t('settings.retention_any') },
                  ]}
                />
              </>
            )}
          </Stack>
        </SectionCard>
        <SectionCard
          title={t('settings.attachments_title')}
          description={t('settings.attachments_text')}
        >
          <Stack spacing={2}>
            <BusinessToggle
              control={form.control}
              name="signedDocument"
              label={t('settings.attachment_document')}
              disabled={!attachments.signedDocument.customisable}
              helperText={attachments.signedDocument.customisable ? undefined : fixed}
            />
            <BusinessToggle
              control={form.control}
              name="signatureProtocol"
              label={t('settings.attachment_protocol')}
              disabled={!attachments.signatureProtocol.customisable}
              helperText={attachments.signatureProtocol.customisable ? undefined : fixed}
            />
          </Stack>
        </SectionCard>
        <SectionCard title={t('settings.groups_title')} description={t('settings.groups_text')}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Typography component="dt" color="text.secondary">
                {t('settings.groups_max')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {settings.signerGroups.maxGroups}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Typography component="dt" color="text.secondary">
                {t('settings.groups_participants')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {settings.signerGroups.maxParticipants}
              </Typography>
            </Box>
          </Box>
        </SectionCard>
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
