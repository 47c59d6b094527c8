import { describe, expect, it } from 'vitest';
import { createSnackbarStore, normalizeSnackbar } from './snackbar-store.ts';

describe('snackbar messages (§3, §9)', () => {
  it('defaults to 3000 ms, dismissible, no action', () => {
    expect(normalizeSnackbar({ message: 'Saved' }, 1)).toEqual({
      id: 1,
      message: 'Saved',
      color: 'info',
      autoHideMs: 3000,
      dismissible: true,
      action: null,
      attach: false,
    });
  });

  it('an indefinite message never closes by itself, whatever its duration', () => {
    expect(normalizeSnackbar({ message: 'x', indefinite: true, duration: 10 }, 1).autoHideMs).toBe(
      null,
    );
  });

  it('keeps an explicit duration, dismissible flag and action', () => {
    const handler = () => {};
    const message = normalizeSnackbar(
      { message: 'x', duration: 8000, dismissible: false, action: { text: 'Undo', handler } },
      2,
    );
    expect(message).toMatchObject({ autoHideMs: 8000, dismissible: false });
    expect(message.action?.text).toBe('Undo');
  });

  it('shows messages one after another in order', () => {
    const snackbars = createSnackbarStore();
    const first = snackbars.show({ message: 'one' });
    snackbars.show({ message: 'two' });
    expect(snackbars.current()?.message).toBe('one');
    snackbars.dismiss(first);
    expect(snackbars.current()?.message).toBe('two');
  });
});
