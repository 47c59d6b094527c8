import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REQUEST_MESSAGE_MAX_LENGTH } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { actionErrorText } from './action-error.ts';

/** The contract's MessageBody takes a message this long at most. */
const MESSAGE_MAX = REQUEST_MESSAGE_MAX_LENGTH;

/** A confirmation with an optional message to the others involved (withdraw, decline). */
export function MessageDialog({
  controls,
  title,
  text,
  messageLabel,
  confirm,
  onConfirm,
}: {
  controls: DialogControls;
  title: string;
  text: string;
  messageLabel: string;
  confirm: string;
  onConfirm: (message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('viewer');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await controls.run(() => onConfirm(message.trim()));
    } catch (error) {
      setFailure(actionErrorText(t, error));
    }
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 5 }}>{text}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <InputField
          label={messageLabel}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          autoFocus
          inputProps={{ maxLength: MESSAGE_MAX }}
          helperText={t('dialog.characters', { used: message.length, max: MESSAGE_MAX })}
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton type="submit" color="error" loading={controls.loading}>
          {confirm}
        </AppButton>
      </DialogActions>
    </form>
  );
}
