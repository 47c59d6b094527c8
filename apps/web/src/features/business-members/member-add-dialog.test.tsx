import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderScreen, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { changeLocale, setupI18n } from '../../lib/i18n/i18n.ts';
import { MemberAddDialog } from './member-add-dialog.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const INVITE = `POST /v1/businesses/${BUSINESS}/members`;
const created = (email: string) => ({
  id: '0d5c7a52-1a7e-4e0c-9f1a-4c1d2b3a4e5f',
  email,
  invitedBy: 'u1',
  createdAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-10T09:00:00.000Z',
  hasAccount: false,
});

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(async () => {
  act(() => dialogs.close());
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
  await changeLocale('en-gb', { remember: false });
});

function openDialog() {
  renderScreen(null);
  act(() => {
    dialogs.open((controls) => <MemberAddDialog controls={controls} businessId={BUSINESS} />);
  });
  return screen.findByRole('dialog');
}

describe('add member dialog', () => {
  it('names the entries that are no e-mail addresses and sends nothing', async () => {
    const sent = stubApi({});
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email addresses'), {
      target: { value: 'anna@example.com, bob@, carla' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(
      await within(dialog).findByText('These are not valid email addresses: bob@, carla'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Email addresses').getAttribute('aria-invalid')).toBe(
      'true',
    );
    fireEvent.change(within(dialog).getByLabelText('Email addresses'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Enter at least one email address.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('invites every address once, lower-cased, in the language of the screen', async () => {
    await changeLocale('de-ch', { remember: false });
    const sent = stubApi({
      [INVITE]: () => Response.json([created('anna@example.com')], { status: 201 }),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('E-Mail-Adressen'), {
      target: { value: 'Anna@Example.com\nBen Muster <ben@example.com>; anna@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einladungen senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((r) => [r.method, r.body])).toEqual([
      ['POST', { users: ['anna@example.com', 'ben@example.com'], language: 'de-ch' }],
    ]);
    expect(snackbars.current()?.message).toBe('Einladungen gesendet.');
  });

  it('stays open and says why when the server refuses', async () => {
    stubApi({ [INVITE]: () => apiError(409, 'BUSINESS_DELETION_PENDING') });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email addresses'), {
      target: { value: 'anna@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your business is scheduled for deletion. Revoke the deletion in the business profile first.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
