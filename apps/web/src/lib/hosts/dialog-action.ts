import type { DialogControls } from './dialog-store.ts';
import { snackbars } from './hosts.ts';

/** Runs a dialog's action; when it fails the dialog stays open (§4) and a snackbar says so. */
export async function runDialogAction(
  controls: DialogControls,
  action: () => Promise<unknown>,
  failedMessage: string,
): Promise<void> {
  try {
    await controls.run(action);
  } catch {
    snackbars.show({ message: failedMessage, color: 'error' });
  }
}
