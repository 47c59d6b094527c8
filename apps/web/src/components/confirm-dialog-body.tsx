import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import type { DialogControls } from '../lib/hosts/dialog-store.ts';
import { DialogButtons } from './dialog-buttons.tsx';

/** §2 confirmation dialog for an action that removes something: title, one paragraph, cancel. */
export function ConfirmDialogBody({
  controls,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  controls: DialogControls;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={cancelLabel}
        submitLabel={confirmLabel}
        onSubmit={onConfirm}
        color="error"
      />
    </>
  );
}
