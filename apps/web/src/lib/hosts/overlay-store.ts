import type { ReactNode } from 'react';
import { createStore } from './store.ts';

export interface OverlayControls {
  loading: boolean;
  /**
   * Runs the overlay's action. §4: the overlay stays open after it; it closes only when the
   * action reports completion by resolving to `true`. On failure loading ends and it stays.
   */
  run(action: () => Promise<boolean>): Promise<void>;
  close(): void;
}

export interface OverlayEntry {
  id: number;
  render: (controls: OverlayControls) => ReactNode;
  loading: boolean;
}

export function createOverlayStore() {
  const store = createStore<{ active: OverlayEntry | null }>({ active: null });
  let nextId = 1;

  function patch(id: number, change: Partial<OverlayEntry>) {
    const active = store.get().active;
    if (active?.id === id) store.set({ active: { ...active, ...change } });
  }

  function close(id?: number) {
    const active = store.get().active;
    if (active && (id === undefined || active.id === id)) store.set({ active: null });
  }

  function open(render: OverlayEntry['render']): number {
    const id = nextId++;
    store.set({ active: { id, render, loading: false } });
    return id;
  }

  async function run(id: number, action: () => Promise<boolean>): Promise<void> {
    patch(id, { loading: true });
    let completed = false;
    try {
      completed = await action();
    } finally {
      patch(id, { loading: false });
    }
    if (completed) close(id);
  }

  return { ...store, open, close, run };
}
