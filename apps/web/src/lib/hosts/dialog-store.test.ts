import { describe, expect, it } from 'vitest';
import { createDialogStore } from './dialog-store.ts';

const render = () => null;

describe('dialog store (§4: one active dialog)', () => {
  it('keeps only the most recently opened dialog', () => {
    const dialogs = createDialogStore();
    const first = dialogs.open(render);
    const second = dialogs.open(render);
    expect(first).not.toBe(second);
    expect(dialogs.get().active?.id).toBe(second);
  });

  it('shows loading while the action runs and closes itself when it finishes', async () => {
    const dialogs = createDialogStore();
    const id = dialogs.open(render);
    let finish!: () => void;
    const running = dialogs.run(id, () => new Promise<void>((resolve) => (finish = resolve)));
    expect(dialogs.get().active?.loading).toBe(true);
    finish();
    await running;
    expect(dialogs.get().active).toBeNull();
  });

  it('does not close a different dialog that replaced it while the action ran', async () => {
    const dialogs = createDialogStore();
    const id = dialogs.open(render);
    let finish!: () => void;
    const running = dialogs.run(id, () => new Promise<void>((resolve) => (finish = resolve)));
    const replacement = dialogs.open(render);
    finish();
    await running;
    expect(dialogs.get().active?.id).toBe(replacement);
    expect(dialogs.get().active?.loading).toBe(false);
  });

  it('stays open with loading ended when the action fails', async () => {
    const dialogs = createDialogStore();
    const id = dialogs.open(render);
    await expect(dialogs.run(id, () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(dialogs.get().active?.id).toBe(id);
    expect(dialogs.get().active?.loading).toBe(false);
  });

  it('close with an id only closes that dialog', () => {
    const dialogs = createDialogStore();
    const first = dialogs.open(render);
    const second = dialogs.open(render);
    dialogs.close(first);
    expect(dialogs.get().active?.id).toBe(second);
    dialogs.close(second);
    expect(dialogs.get().active).toBeNull();
  });

  it('remembers whether a dialog is blocking', () => {
    const dialogs = createDialogStore();
    dialogs.open(render, { blocking: true });
    expect(dialogs.get().active?.blocking).toBe(true);
  });
});
