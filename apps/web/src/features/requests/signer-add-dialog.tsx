import { zodResolver } from '@hookform/resolvers/zod';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignatureRequest } from '@signet/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppButton } from '../../components/app-button.tsx';
import { emailField } from '../../lib/forms/validation.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { EmailAutocompleteField } from './email-autocomplete-field.tsx';
import { isParticipant } from './request-rules.ts';
import { inviteSigner } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

const AddSignerForm = z.object({ email: emailField });
type AddSignerForm = z.input<typeof AddSignerForm>;

/** §2 document dialog "add signer" (§7 POST …/signatures); §8 'Failed to invite signer'. */
export function SignerAddDialog({
  controls,
  request,
}: {
  controls: DialogControls;
  request: SignatureRequest;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const form = useForm<AddSignerForm>({
    resolver: zodResolver(AddSignerForm),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const address = email.trim().toLowerCase();
    if (isParticipant(request, address)) {
      form.setError('email', { message: t('dialog.already') });
      return;
    }
    try {
      await controls.run(async () => {
        await inviteSigner(request.id, address);
        await refresh();
      });
    } catch {
      snackbars.show({ message: t('snackbar.invite_failed'), color: 'error' });
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('dialog.add_signer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('dialog.add_signer.text')}</DialogContentText>
        <EmailAutocompleteField
          control={form.control}
          name="email"
          label={t('dialog.email')}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('dialog.add_signer.submit')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
