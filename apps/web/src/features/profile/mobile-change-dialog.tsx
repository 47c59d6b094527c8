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
import { passwordField, requiredText } from '../../lib/forms/validation.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { contactErrorText } from './contact-error-text.ts';
import { confirmMobileChange, startMobileChange } from './profile.api.ts';

const NumberForm = z.object({ mobile: requiredText, password: passwordField });
const CodeForm = z.object({ code: requiredText });

/**
 * Issue 13: a new number for TANs takes the password, then the code sent to it; only then does it
 * replace the old one (which is told, as is the account's address).
 */
export function MobileChangeDialog({
  controls,
  onChanged,
}: {
  controls: DialogControls;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const [masked, setMasked] = useState<string | null>(null);
  const numberForm = useForm<z.input<typeof NumberForm>>({
    resolver: zodResolver(NumberForm),
    defaultValues: { mobile: '', password: '' },
  });
  const codeForm = useForm<z.input<typeof CodeForm>>({
    resolver: zodResolver(CodeForm),
    defaultValues: { code: '' },
  });
  const sendCode = numberForm.handleSubmit(async ({ mobile, password }) => {
    setFailure(null);
    try {
      setMasked((await startMobileChange(mobile, password)).maskedMobile);
    } catch (error) {
      setFailure(contactErrorText(t, ta, error));
    }
  });
  const confirm = codeForm.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await controls.run(async () => {
        await confirmMobileChange(code.trim());
        await onChanged();
      });
      snackbars.show({ message: ta('mobile.saved'), color: 'success' });
    } catch (error) {
      setFailure(contactErrorText(t, ta, error));
    }
  });
  const busy = numberForm.formState.isSubmitting || controls.loading;
  return (
    <form noValidate onSubmit={masked ? confirm : sendCode}>
      <DialogTitle>{ta('mobile.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>
          {masked ? ta('mobile.code_text', { masked }) : ta('mobile.text')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        {masked ? (
          <FormTextField
            key="code"
            control={codeForm.control}
            name="code"
            label={ta('mobile.code')}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric' }}
            autoFocus
          />
        ) : (
          <Stack spacing={4}>
            <FormTextField
              control={numberForm.control}
              name="mobile"
              label={ta('mobile.number')}
              helperText={ta('mobile.number_help')}
              autoComplete="tel"
              type="tel"
              autoFocus
            />
            <PasswordField
              control={numberForm.control}
              name="password"
              label={ta('mobile.password')}
              autoComplete="current-password"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={busy}>
          {t('common.cancel')}
        </AppButton>
        <AppButton type="submit" loading={busy}>
          {masked ? ta('mobile.confirm') : ta('mobile.send')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
