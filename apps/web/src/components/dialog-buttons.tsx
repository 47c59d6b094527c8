import DialogActions from '@mui/material/DialogActions';
import type { DialogControls } from '../lib/hosts/dialog-store.ts';
import { AppButton, type AppButtonProps } from './app-button.tsx';

/**
 * §2 dialog footer: cancel, then the dialog's action. Without `onSubmit` the action submits the
 * surrounding form; nothing can be cancelled while the action is loading (§4).
 */
export function DialogButtons({
  controls,
  cancelLabel,
  submitLabel,
  onSubmit,
  color,
}: {
  controls: DialogControls;
  cancelLabel: string;
  submitLabel: string;
  onSubmit?: () => void;
  color?: AppButtonProps['color'];
}) {
  return (
    <DialogActions sx={{ px: 6, pb: 5 }}>
      <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
        {cancelLabel}
      </AppButton>
      <AppButton
        {...(onSubmit ? { onClick: onSubmit } : { type: 'submit' as const })}
        {...(color ? { color } : {})}
        loading={controls.loading}
      >
        {submitLabel}
      </AppButton>
    </DialogActions>
  );
}
