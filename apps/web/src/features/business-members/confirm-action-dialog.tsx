import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { memberErrorText } from './member-errors.ts';

/**
 * A confirmation for a change to the business (remove members, give up admin rights, withdraw an
 * invitation, release a domain). When the call fails the dialog stays open (§4) and says why in
 * words (LAST_ADMIN and the other codes), announced to screen readers.
 */
export function ConfirmActionDialog({
  controls,
  title,
  text,
  warning,
  confirmLabel,
  destructive = true,
  action,
}: {
  controls: DialogControls;
  title: string;
  text: string;
  /** A second paragraph, highlighted: what the admin loses by doing this to themselves. */
  warning?: string | undefined;
  confirmLabel: string;
  destructive?: boolean;
  action: () => Promise<unknown>;
}) {
  const { t } = useTranslation('members');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await controls.run(action);
    } catch (failure) {
      setError(memberErrorText(t, failure));
    }
  };
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {warning && (
          <Alert severity="warning" role="note" sx={{ mt: 4 }}>
            {warning}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 4 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('dialog.cancel')}
        submitLabel={confirmLabel}
        onSubmit={confirm}
        {...(destructive ? { color: 'error' as const } : {})}
      />
    </>
  );
}
