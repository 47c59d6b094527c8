import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DialogControls } from '../lib/hosts/dialog-store.ts';
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

describe('dialog host: one active dialog (§2, §4)', () => {
  const confirmDialog =
    (name: string, action?: () => Promise<void>) => (controls: DialogControls) => (
      <>
        <h2 id={`${name}-title`}>{name}</h2>
        <button
          type="button"
          disabled={controls.loading}
          onClick={() => void controls.run(action ?? (() => Promise.resolve()))}
        >
          {controls.loading ? `${name} working` : `${name} confirm`}
        </button>
      </>
    );

  afterEach(() => {
    act(() => dialogs.close());
  });

  it('shows only the most recently opened dialog', async () => {
    render(<DialogHost />);
    act(() => {
      dialogs.open(confirmDialog('First'));
    });
    await screen.findByText('First');
    act(() => {
      dialogs.open(confirmDialog('Second'));
    });
    await screen.findByText('Second');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('First')).toBeNull();
  });

  it('while its action runs it is loading and Escape does not close it', async () => {
    render(<DialogHost />);
    let finish!: () => void;
    act(() => {
      dialogs.open(confirmDialog('Delete', () => new Promise<void>((r) => (finish = r))));
    });
    act(() => screen.getByRole('button', { name: 'Delete confirm' }).click());
    const working = await screen.findByRole('button', { name: 'Delete working' });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      screen
        .getByRole('dialog')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not close the dialog that replaced it while its action ran', async () => {
    render(<DialogHost />);
    let finish!: () => void;
    act(() => {
      dialogs.open(confirmDialog('First', () => new Promise<void>((r) => (finish = r))));
    });
    act(() => screen.getByRole('button', { name: 'First confirm' }).click());
    await screen.findByRole('button', { name: 'First working' });
    act(() => {
      dialogs.open(confirmDialog('Second'));
    });
    await screen.findByText('Second');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Second confirm' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('a failing action ends the loading state and the dialog stays', async () => {
    render(<DialogHost />);
    let fail!: (error: Error) => void;
    act(() => {
      dialogs.open((controls) => (
        <button
          type="button"
          onClick={() =>
            void controls
              .run(() => new Promise<void>((_, reject) => (fail = reject)))
              .catch(() => undefined)
          }
        >
          {controls.loading ? 'working' : 'try'}
        </button>
      ));
    });
    act(() => screen.getByRole('button', { name: 'try' }).click());
    await screen.findByRole('button', { name: 'working' });
    await act(async () => fail(new Error('refused')));
    expect(await screen.findByRole('button', { name: 'try' })).toBeTruthy();
  });

  it('gives the page its scrolling back once closed', async () => {
    render(<DialogHost />);
    act(() => {
      dialogs.open(confirmDialog('Info'));
    });
    await screen.findByText('Info');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => dialogs.close());
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
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
