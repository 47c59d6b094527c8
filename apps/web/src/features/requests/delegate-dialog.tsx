import { zodResolver } from '@hookform/resolvers/zod';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SignatureRequest } from '@signet/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppButton } from '../../components/app-button.tsx';
import { FormTextField } from '../../components/form-fields.tsx';
import { emailField } from '../../lib/forms/validation.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { EmailAutocompleteField } from './email-autocomplete-field.tsx';
import { isParticipant } from './request-rules.ts';
import { delegateSignature } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

const DelegateForm = z.object({ email: emailField, message: z.string().max(2048) });
type DelegateForm = z.input<typeof DelegateForm>;

/**
 * §2 document dialog "delegate": a signer hands their open signature to someone else
 * (§7 POST …/delegate). `sid` names the signature when the caller holds several.
 */
export function DelegateDialog({
  controls,
  request,
  sid,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  sid?: string;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const form = useForm<DelegateForm>({
    resolver: zodResolver(DelegateForm),
    defaultValues: { email: '', message: '' },
  });
  const submit = form.handleSubmit(async ({ email, message }) => {
    const address = email.trim().toLowerCase();
    if (isParticipant(request, address)) {
      form.setError('email', { message: t('dialog.already') });
      return;
    }
    try {
      await controls.run(async () => {
        await delegateSignature(request.id, {
          account_email: address,
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(sid ? { sid } : {}),
        });
        await refresh();
      });
    } catch {
      snackbars.show({ message: t('snackbar.delegate_failed'), color: 'error' });
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('dialog.delegate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>
          {t('dialog.delegate.text', { title: request.title })}
        </DialogContentText>
        <Stack spacing={4}>
          <EmailAutocompleteField
            control={form.control}
            name="email"
            label={t('dialog.email')}
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="message"
            label={t('dialog.delegate.message')}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('dialog.delegate.submit')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
