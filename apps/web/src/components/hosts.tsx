import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogs, overlays, snackbars } from '../lib/hosts/hosts.ts';

// The hosts stay in every page (§2 App shell), but their Material UI parts (modal, snackbar) load
// only when something is shown, so screens such as /login do not download them up front.
const DialogView = lazy(() => import('./dialog-view.tsx'));
const OverlayView = lazy(() => import('./overlay-view.tsx'));
const SnackbarView = lazy(() => import('./snackbar-view.tsx'));

export function DialogHost() {
  const { active } = useSyncExternalStore(dialogs.subscribe, dialogs.get);
  return active ? (
    <Suspense fallback={null}>
      <DialogView />
    </Suspense>
  ) : null;
}

export function OverlayHost() {
  const { active } = useSyncExternalStore(overlays.subscribe, overlays.get);
  return active ? (
    <Suspense fallback={null}>
      <OverlayView />
    </Suspense>
  ) : null;
}

export function SnackbarHost() {
  const { queue } = useSyncExternalStore(snackbars.subscribe, snackbars.get);
  return queue.length > 0 ? (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  ) : null;
}
