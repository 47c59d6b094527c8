import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { BusinessSealDetail } from '@signet/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { saveSeal } from './business-seals.api.ts';
import { useSealUpdates } from './business-seals.queries.ts';
import { SealStampForm } from './form-schemas.ts';
import { sealErrorText } from './seal-errors.ts';
import { SealField } from './seal-field.tsx';
import { useSealsTranslation } from './seals-translation.ts';

const valuesOf = (seal: BusinessSealDetail): SealStampForm => ({
  displayName: seal.displayName,
  optionalLine: seal.optionalLine ?? '',
  location: seal.location ?? '',
});

/** The seal's display name and the stamp's lines (PUT …/seals/{name}); empty lines are left out. */
export function SealStampFormSection({
  businessId,
  seal,
}: {
  businessId: string;
  seal: BusinessSealDetail;
}) {
  const { t } = useSealsTranslation();
  const updates = useSealUpdates(businessId);
  const form = useForm<SealStampForm, unknown, z.output<typeof SealStampForm>>({
    resolver: zodResolver(SealStampForm),
    values: valuesOf(seal),
  });
  useLeavePageGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSeal(businessId, seal.accountName, {
        displayName: values.displayName,
        optionalLine: values.optionalLine || null,
        location: values.location || null,
      });
      form.reset(valuesOf(saved));
      await updates.setSeal(saved);
      snackbars.show({ message: t('seal.saved'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: sealErrorText(t, error), color: 'error' });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        <SealField control={form.control} name="displayName" label={t('seal.display_name')} />
        <SealField
          control={form.control}
          name="optionalLine"
          label={t('seal.optional_line')}
          helperText={t('seal.optional_line_hint')}
        />
        <SealField control={form.control} name="location" label={t('seal.location')} />
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
