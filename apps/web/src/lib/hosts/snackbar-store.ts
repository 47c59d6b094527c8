import { resolveSnackbar, SNACKBAR, type SnackbarMessage as SnackbarInput } from '@signet/contract';
import { createStore } from './store.ts';

export type { SnackbarInput };
export type SnackbarColor = 'success' | 'info' | 'warning' | 'error';

/** §9 snackbar width range. */
export const SNACKBAR_MIN_WIDTH = SNACKBAR.width.min;
export const SNACKBAR_MAX_WIDTH = SNACKBAR.width.max;

export interface SnackbarMessage {
  id: number;
  message: string;
  color: SnackbarColor;
  /** `null` when indefinite: no auto-hide timer at all. */
  autoHideMs: number | null;
  dismissible: boolean;
  action: SnackbarInput['action'] | null;
  attach: boolean;
}

/** §3/§9 defaults (contract's resolveSnackbar): 3000 ms, indefinite never closes, dismissible. */
export function normalizeSnackbar(input: SnackbarInput, id: number): SnackbarMessage {
  const resolved = resolveSnackbar(input);
  return {
    id,
    message: resolved.message,
    color: resolved.color ?? 'info',
    autoHideMs: resolved.autoHideMs,
    dismissible: resolved.dismissible,
    action: resolved.action ?? null,
    attach: resolved.attach ?? false,
  };
}

/** Messages are shown one after another, in the order they were raised. */
export function createSnackbarStore() {
  const store = createStore<{ queue: SnackbarMessage[] }>({ queue: [] });
  let nextId = 1;
  return {
    ...store,
    show(input: SnackbarInput): number {
      const message = normalizeSnackbar(input, nextId++);
      store.set({ queue: [...store.get().queue, message] });
      return message.id;
    },
    dismiss(id: number) {
      store.set({ queue: store.get().queue.filter((m) => m.id !== id) });
    },
    current(): SnackbarMessage | null {
      return store.get().queue[0] ?? null;
    },
  };
}
