import { createDialogStore } from './dialog-store.ts';
import { createOverlayStore } from './overlay-store.ts';
import { createSnackbarStore } from './snackbar-store.ts';

/** The app's single instances (§2 App shell: one dialog host, one overlay host, one snackbar host). */
export const dialogs = createDialogStore();
export const overlays = createOverlayStore();
export const snackbars = createSnackbarStore();
