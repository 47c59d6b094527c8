import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { FormTextField, PasswordField } from '../../components/form-fields.tsx';
import { emailField, passwordField } from '../../lib/forms/validation.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { contactErrorText } from './contact-error-text.ts';
import { requestEmailChange } from './profile.api.ts';

const EmailForm = z.object({ email: emailField, password: passwordField });

/** Issue 13: a new address takes the password and the link sent to it; the old one is told. */
export function EmailChangeDialog({ controls }: { controls: DialogControls }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof EmailForm>>({
    resolver: zodResolver(EmailForm),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await controls.run(() => requestEmailChange(email, password));
      snackbars.show({ message: ta('email.sent', { email }), color: 'success' });
    } catch (error) {
      setFailure(contactErrorText(t, ta, error));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{ta('email.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{ta('email.text')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={4}>
          <FormTextField
            control={form.control}
            name="email"
            label={ta('email.address')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <PasswordField
            control={form.control}
            name="password"
            label={ta('email.password')}
            autoComplete="current-password"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('common.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {ta('email.send')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
