import type { ReactNode } from 'react';
import { createStore } from './store.ts';

/** What a dialog component receives: its busy state and the way to run its action. */
export interface DialogControls {
  loading: boolean;
  /** Runs the action with a loading state; the dialog closes when it finishes (§4). */
  run(action: () => Promise<unknown>): Promise<void>;
  close(): void;
}

export interface DialogEntry {
  id: number;
  render: (controls: DialogControls) => ReactNode;
  /** Blocking dialogs (§6: unaccepted terms) cannot be dismissed by backdrop or Escape. */
  blocking: boolean;
  loading: boolean;
}

export interface DialogState {
  active: DialogEntry | null;
}

/**
 * §2/§4: one active dialog at a time. While its action runs it is loading; when the action
 * finishes it closes itself only if it is still the same dialog (another may have replaced it).
 * A failing action ends the loading state and leaves the dialog open for the user to retry.
 */
export function createDialogStore() {
  const store = createStore<DialogState>({ active: null });
  let nextId = 1;

  function patch(id: number, change: Partial<DialogEntry>) {
    const active = store.get().active;
    if (active?.id === id) store.set({ active: { ...active, ...change } });
  }

  function close(id?: number) {
    const active = store.get().active;
    if (active && (id === undefined || active.id === id)) store.set({ active: null });
  }

  function open(render: DialogEntry['render'], options: { blocking?: boolean } = {}): number {
    const id = nextId++;
    store.set({ active: { id, render, blocking: options.blocking ?? false, loading: false } });
    return id;
  }

  async function run(id: number, action: () => Promise<unknown>): Promise<void> {
    patch(id, { loading: true });
    try {
      await action();
    } catch (error) {
      patch(id, { loading: false });
      throw error;
    }
    patch(id, { loading: false });
    close(id);
  }

  return { ...store, open, close, run };
}
