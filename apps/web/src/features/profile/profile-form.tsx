import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { fitsCertificate } from '@signet/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { FormTextField } from '../../components/form-fields.tsx';
import { InputField } from '../../components/input-field.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import type { User } from '../../lib/api/account-endpoints.ts';
import { requiredText } from '../../lib/forms/validation.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { apiErrorText } from '../auth/index.ts';
import { updateProfile } from './profile.api.ts';

/** The names joined are the signing certificate's name: at most 64 characters (issue 13). */
const ProfileForm = z.object({ firstName: requiredText, lastName: requiredText }).check(
  z.refine((names) => fitsCertificate(names.firstName, names.lastName), {
    path: ['lastName'],
    error: 'name_too_long',
  }),
);
type ProfileForm = z.input<typeof ProfileForm>;

export function ProfileFormView({
  user,
  onSaved,
}: {
  user: User;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ProfileForm),
    values: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  useLeavePageGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      await onSaved();
      form.reset(values);
      snackbars.show({ message: t('profile.saved'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: apiErrorText(t, error), color: 'error' });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('profile.first_name')}
            autoComplete="given-name"
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('profile.last_name')}
            namespaces={['account']}
            autoComplete="family-name"
          />
        </Stack>
        <InputField
          label={t('profile.email')}
          value={user.email}
          readOnly
          helperText={user.emailVerified === false ? t('profile.email_unverified') : undefined}
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
