import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbars } from '../lib/hosts/hosts.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import SnackbarView from './snackbar-view.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (let m = snackbars.current(); m; m = snackbars.current()) snackbars.dismiss(m.id);
});

function show(input: Parameters<typeof snackbars.show>[0]) {
  act(() => {
    snackbars.show(input);
  });
  render(<SnackbarView />);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('snackbar view (§3 Snackbar message, §9)', () => {
  it('closes itself after 3000 ms by default, not after the library default of 5000 ms', () => {
    show({ message: 'Saved' });
    wait(2999);
    expect(screen.getByText('Saved')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(snackbars.current()).toBeNull();
  });

  it('keeps an explicit duration', () => {
    show({ message: 'Uploaded', duration: 6000 });
    wait(5999);
    expect(screen.getByText('Uploaded')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Uploaded')).toBeNull();
  });

  it('never closes by itself when indefinite, but the close button dismisses it', () => {
    show({ message: 'Offline', indefinite: true, duration: 1000 });
    wait(10 * 60_000);
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('is dismissible by default and not when asked; Escape follows the same flag', () => {
    show({ message: 'Sending', indefinite: true, dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.getByText('Sending')).toBeTruthy();
  });

  it('a dismissible message closes on Escape', () => {
    show({ message: 'Saved', indefinite: true });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('runs its optional action once and closes', () => {
    const handler = vi.fn();
    show({ message: 'Document deleted', action: { text: 'Undo', handler } });
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Document deleted')).toBeNull();
  });

  it('has no action button when none is given', () => {
    show({ message: 'Saved' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['']);
  });

  it('is between 288 and 568 px wide', () => {
    show({ message: 'Saved' });
    const style = getComputedStyle(screen.getByRole('alert'));
    expect(style.minWidth).toBe('288px');
    expect(style.maxWidth).toBe('568px');
  });
});
