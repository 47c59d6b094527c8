import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialogs, snackbars } from '../lib/hosts/hosts.ts';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { DialogHost, SnackbarHost } from './hosts.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

describe('dialog host (§4)', () => {
  it('locks page scrolling while open and closes itself when its action finishes', async () => {
    render(<DialogHost />);
    let finish!: () => void;
    act(() => {
      dialogs.open((controls) => (
        <button
          type="button"
          onClick={() =>
            void controls.run(() => new Promise<void>((resolve) => (finish = resolve)))
          }
        >
          {controls.loading ? 'working' : 'confirm'}
        </button>
      ));
    });
    await screen.findByRole('button', { name: 'confirm' });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => screen.getByRole('button', { name: 'confirm' }).click());
    await screen.findByRole('button', { name: 'working' });
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('snackbar host (§9)', () => {
  it('shows a dismissible message with a close button, and an indefinite one stays', async () => {
    render(<SnackbarHost />);
    act(() => {
      snackbars.show({ message: 'Saved', indefinite: true });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('offers no close button when the message is not dismissible', async () => {
    render(<SnackbarHost />);
    act(() => {
      snackbars.show({ message: 'Sending', indefinite: true, dismissible: false });
    });
    expect(await screen.findByText('Sending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => snackbars.dismiss(snackbars.current()!.id));
  });
});
