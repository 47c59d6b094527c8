import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { PasswordField } from '../../components/form-fields.tsx';
import { passwordField } from '../../lib/forms/validation.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { apiErrorText } from '../auth/index.ts';
import { deleteAccount } from './profile.api.ts';

const DeleteForm = z.object({ password: passwordField });
type DeleteForm = z.input<typeof DeleteForm>;

/** §2 profile dialog "delete account": confirmed with the password (§7 POST /v1/user/delete). */
export function DeleteAccountDialog({
  controls,
  onDeleted,
}: {
  controls: DialogControls;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeleteForm>({
    resolver: zodResolver(DeleteForm),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await controls.run(() => deleteAccount(password));
      await onDeleted();
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('profile.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('profile.delete.text')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <PasswordField
          control={form.control}
          name="password"
          label={t('profile.delete.password')}
          autoComplete="current-password"
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('common.cancel')}
        </AppButton>
        <AppButton type="submit" color="error" loading={controls.loading}>
          {t('profile.delete.confirm')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
