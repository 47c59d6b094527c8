import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { sendRequest } from './business-seals.api.ts';
import { useSealUpdates } from './business-seals.queries.ts';
import { SealRequestForm } from './form-schemas.ts';
import { errorCode, sealErrorText } from './seal-errors.ts';
import { SealField } from './seal-field.tsx';
import { useSealsTranslation } from './seals-translation.ts';

const EMPTY: SealRequestForm = { organisationName: '', registerNumber: '', accountName: '' };

/**
 * §2 /business/seals: the admin asks the platform operator for a seal. A taken name is shown at
 * the name field; anything else above the button.
 */
export function SealRequestFormSection({
  businessId,
  organisationName,
}: {
  businessId: string;
  /** The business's name, offered as the organisation's. */
  organisationName: string;
}) {
  const { t } = useSealsTranslation();
  const updates = useSealUpdates(businessId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SealRequestForm, unknown, z.output<typeof SealRequestForm>>({
    resolver: zodResolver(SealRequestForm),
    defaultValues: { ...EMPTY, organisationName },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendRequest(businessId, values);
      form.reset({ ...EMPTY, organisationName: values.organisationName });
      await updates.refreshRequests();
      snackbars.show({ message: t('request.sent'), color: 'success' });
    } catch (error) {
      if (errorCode(error) === 'SEAL_NAME_TAKEN') {
        form.setError('accountName', { message: 'errors.SEAL_NAME_TAKEN' }, { shouldFocus: true });
      } else {
        setFailure(sealErrorText(t, error));
      }
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        <SealField
          control={form.control}
          name="organisationName"
          label={t('request.organisation')}
          helperText={t('request.organisation_hint')}
          autoComplete="organization"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <SealField
            control={form.control}
            name="registerNumber"
            label={t('request.register')}
            helperText={t('request.register_hint')}
            autoComplete="off"
          />
          <SealField
            control={form.control}
            name="accountName"
            label={t('request.name')}
            helperText={t('request.name_hint')}
            autoComplete="off"
            inputProps={{ autoCapitalize: 'none', spellCheck: false }}
          />
        </Stack>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <AppButton type="submit" loading={form.formState.isSubmitting}>
            {t('request.submit')}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
