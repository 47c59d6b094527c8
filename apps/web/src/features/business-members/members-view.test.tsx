import type { BusinessInvitation, BusinessMember } from '@signet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  page,
  renderScreen,
  type SentRequest,
  stubApi,
} from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { MembersView } from './members-view.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const MEMBERS = `/v1/businesses/${BUSINESS}/members`;
const INVITATIONS = `/v2/businesses/${BUSINESS}/invitations`;

function member(id: string, firstName: string, role: BusinessMember['role']): BusinessMember {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Muster',
    role,
    joinedAt: '2026-10-01T08:00:00.000Z',
  };
}

const anna = member('u1', 'Anna', 'admin');
const ben = member('u2', 'Ben', 'member');
const cara = member('u3', 'Cara', 'admin');

const invitation: BusinessInvitation = {
  id: '0d5c7a52-1a7e-4e0c-9f1a-4c1d2b3a4e5f',
  email: 'dora@example.com',
  invitedBy: 'u1',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2099-12-04T09:00:00.000Z',
  hasAccount: false,
};

const memberLists = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path === MEMBERS).map((r) => r.query.toString());

/** The snackbar messages raised so far, in order (they are shown one after another). */
const shown = () => snackbars.get().queue.map((message) => message.message);

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
});

function routes(extra: Record<string, (r: SentRequest) => Response> = {}) {
  return {
    [`GET ${MEMBERS}`]: () => page([anna, ben, cara], 45),
    [`GET ${INVITATIONS}`]: () => page([invitation], 1),
    ...extra,
  };
}

describe('members table', () => {
  it('asks the server for one sorted page and shows the total it reports', async () => {
    const sent = stubApi(routes());
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('Ben Muster');
    expect(memberLists(sent)).toEqual(['page_number=1&page_size=20&order_by=name&sort=asc']);
    expect(screen.getAllByText('1–20 of 45').length).toBeGreaterThan(0);
  });

  it('passes axe, with a selection and its actions on screen', async () => {
    stubApi(routes());
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('dora@example.com');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Ben Muster' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('pages, searches and sorts through the query, back on page 1 for a new search or order', async () => {
    const sent = stubApi(routes());
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('Ben Muster');
    const last = () => memberLists(sent).at(-1);
    const members = screen.getByRole('table', { name: 'Members' }).closest('.MuiPaper-root')!;
    fireEvent.click(within(members as HTMLElement).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toBe('page_number=2&page_size=20&order_by=name&sort=asc'));
    const field = screen.getByLabelText('Search by name or email');
    for (const typed of [' b', ' be', '  ben '])
      fireEvent.change(field, { target: { value: typed } });
    await waitFor(() =>
      expect(last()).toBe('search=ben&page_number=1&page_size=20&order_by=name&sort=asc'),
    );
    fireEvent.click(within(members as HTMLElement).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(last()).toBe('search=ben&page_number=2&page_size=20&order_by=name&sort=asc'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Joined' }));
    await waitFor(() =>
      expect(last()).toBe('search=ben&page_number=1&page_size=20&order_by=joined_at&sort=desc'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Role' }));
    await waitFor(() =>
      expect(last()).toBe('search=ben&page_number=1&page_size=20&order_by=role&sort=asc'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Role/ }));
    await waitFor(() =>
      expect(last()).toBe('search=ben&page_number=1&page_size=20&order_by=role&sort=desc'),
    );
    // The search waited for the typing to pause: what was typed on the way was never asked for.
    expect(memberLists(sent).some((q) => /^search=(b|be)&/.test(q))).toBe(false);
  });

  it('makes the selected members admins, sending only those whose role changes', async () => {
    const sent = stubApi(
      routes({
        [`POST ${MEMBERS.replace('/members', '/change-to-admins')}`]: () => Response.json([]),
      }),
    );
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('Ben Muster');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Muster' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cara Muster' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(shown()).toContain('The selected members are now admins.'));
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/v1/businesses/${BUSINESS}/change-to-admins`);
    expect(post?.body).toEqual({ user_ids: ['u2'] });
    // The table is read again and the selection is gone.
    await waitFor(() => expect(memberLists(sent).length).toBe(2));
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('selects every row of the page and says in words why the last admin cannot step down', async () => {
    const sent = stubApi(
      routes({
        [`POST /v1/businesses/${BUSINESS}/change-to-members`]: () => apiError(409, 'LAST_ADMIN'),
      }),
    );
    renderScreen(<MembersView businessId={BUSINESS} selfId="u9" />);
    await screen.findByText('Ben Muster');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all members on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make member' }));
    await waitFor(() =>
      expect(shown()).toContain(
        'Your business needs at least one admin. Make someone else an admin first, then try again.',
      ),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ user_ids: ['u1', 'u3'] });
  });

  it('asks before the admin gives up their own admin rights', async () => {
    const sent = stubApi(
      routes({ [`POST /v1/businesses/${BUSINESS}/change-to-members`]: () => Response.json([]) }),
    );
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('Ben Muster');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Anna Muster' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make member' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Give up your admin rights?')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make me a member' }));
    await waitFor(() => expect(shown()).toContain('You are now a member of the business.'));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ user_ids: ['u1'] });
  });

  it('removes the selected members through the remove dialog, which stays open on LAST_ADMIN', async () => {
    let answer = apiError(409, 'LAST_ADMIN');
    const sent = stubApi(
      routes({ [`POST /v1/businesses/${BUSINESS}/remove-members`]: () => answer }),
    );
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('Ben Muster');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Anna Muster' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Muster' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    // The admin's own row is selected: the dialog says they would leave.
    expect(within(dialog).getByText('Remove members and leave the business')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and leave' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your business needs at least one admin. Make someone else an admin first, then try again.',
    );
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { user_ids: ['u1', 'u2'] },
    ]);
    answer = new Response(null, { status: 204 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown()).toContain('You have left the business.');
  });
});

describe('open invitations', () => {
  it('sends an invitation again and withdraws one after asking', async () => {
    const sent = stubApi(
      routes({
        [`POST ${MEMBERS}`]: () => Response.json([invitation], { status: 201 }),
        [`DELETE /v1/businesses/${BUSINESS}/invitations/${invitation.id}`]: () =>
          new Response(null, { status: 204 }),
      }),
    );
    renderScreen(<MembersView businessId={BUSINESS} selfId="u1" />);
    await screen.findByText('dora@example.com');
    expect(sent.find((r) => r.path === INVITATIONS)?.query.toString()).toBe(
      'page_number=1&page_size=10',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Send the invitation to dora@example.com again' }),
    );
    await waitFor(() =>
      expect(shown()).toContain('The invitation to dora@example.com has been sent again.'),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      users: ['dora@example.com'],
      language: 'en-gb',
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to dora@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(shown()).toContain('Invitation withdrawn.'));
  });
});
