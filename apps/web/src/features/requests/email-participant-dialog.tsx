import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { RequestMessage, type SignatureRequest } from '@signet/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { FormTextField } from '../../components/form-fields.tsx';
import { emailField } from '../../lib/forms/validation.ts';
import { runDialogAction } from '../../lib/hosts/dialog-action.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { EmailAutocompleteField } from './email-autocomplete-field.tsx';
import { isParticipant } from './request-rules.ts';

const ParticipantForm = z.object({
  email: emailField,
  message: RequestMessage,
});
type ParticipantForm = z.input<typeof ParticipantForm>;

/**
 * §2 document dialogs that bring a person into the request by e-mail (add signer, add observer,
 * delegate). Someone already in the request is refused at the field; the caller owns the
 * request it sends (with the trimmed, lower-cased address) and the snackbar when it fails.
 * A `messageLabel` adds the optional message field.
 */
export function EmailParticipantDialog({
  controls,
  request,
  title,
  text,
  submitLabel,
  messageLabel,
  failedMessage,
  onSubmit,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  title: string;
  text: string;
  submitLabel: string;
  messageLabel?: string;
  failedMessage: string;
  onSubmit: (email: string, message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('requests');
  const form = useForm<ParticipantForm>({
    resolver: zodResolver(ParticipantForm),
    defaultValues: { email: '', message: '' },
  });
  const submit = form.handleSubmit(async ({ email, message }) => {
    const address = email.trim().toLowerCase();
    if (isParticipant(request, address)) {
      form.setError('email', { message: t('dialog.already') });
      return;
    }
    await runDialogAction(controls, () => onSubmit(address, message.trim()), failedMessage);
  });
  const emailInput = (
    <EmailAutocompleteField
      control={form.control}
      name="email"
      label={t('dialog.email')}
      autoFocus
    />
  );
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{text}</DialogContentText>
        {messageLabel === undefined ? (
          emailInput
        ) : (
          <Stack spacing={4}>
            {emailInput}
            <FormTextField
              control={form.control}
              name="message"
              label={messageLabel}
              multiline
              minRows={2}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('dialog.cancel')}
        submitLabel={submitLabel}
      />
    </form>
  );
}
