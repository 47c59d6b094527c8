import type { SignatureRequest, SignerGroup } from '@signet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, page, renderScreen, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { OverlayHost } from '../../components/hosts.tsx';
import { dialogs, overlays, snackbars } from '../../lib/hosts/hosts.ts';
import { changeLocale, setupI18n } from '../../lib/i18n/i18n.ts';
import { SignerGroupAddDialog } from './signer-group-add-dialog.tsx';
import { SignerGroupDeleteDialog } from './signer-group-delete-dialog.tsx';
import { SignerGroupOverlay } from './signer-group-overlay.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const REQUEST = '5f1c0d2a-8e3b-4c7a-9d6e-1a2b3c4d5e6f';
const member = (id: string, firstName: string, email: string) => ({
  id,
  email,
  firstName,
  lastName: 'Muster',
});
const ANNA = member('u-anna', 'Anna', 'anna@example.com');
const BEN = member('u-ben', 'Ben', 'ben@example.com');
const group = (id: string, name: string, members = [ANNA]): SignerGroup => ({
  id,
  name,
  version: 1,
  businessId: BUSINESS,
  members,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
});
const BOARD = group(`gr_${'b'.repeat(32)}`, 'Board', [ANNA, BEN]);
const EMPTY = group(`gr_${'e'.repeat(32)}`, 'Empty', []);
const asBusinessMember = (m: typeof ANNA) => ({
  ...m,
  role: 'member',
  joinedAt: '2026-11-01T09:00:00.000Z',
});

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(async () => {
  act(() => {
    dialogs.close();
    overlays.close();
  });
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
  await changeLocale('en-gb', { remember: false });
});

describe('add signer group dialog', () => {
  const open = (onAdded = vi.fn(async () => {})) => {
    renderScreen(null);
    act(() => {
      dialogs.open((controls) => (
        <SignerGroupAddDialog
          controls={controls}
          request={{ id: REQUEST, signatures: [] as SignatureRequest['signatures'] }}
          onAdded={onAdded}
        />
      ));
    });
    return screen.findByRole('dialog');
  };

  it('offers only groups with members, asks for a choice, then adds the chosen group', async () => {
    const sent = stubApi({
      'GET /v3/groups': () => Response.json([BOARD, EMPTY]),
      [`POST /v3/signature-requests/${REQUEST}/signatures`]: () =>
        Response.json(
          {
            sid: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
            account_email: null,
            signer_identity_data: null,
            document_signatures: [],
            sequence: -1,
            status_code: 'OPEN',
            notify: true,
            invited_by: 'owner@example.com',
            last_reminded_at: null,
            signer_group: { id: BOARD.id, name: 'Board' },
          },
          { status: 201 },
        ),
    });
    const onAdded = vi.fn(async () => {});
    const dialog = await open(onAdded);
    expect(await within(dialog).findByRole('radio', { name: 'Board (Members: 2)' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: /Empty/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await within(dialog).findByText('Choose a group.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Board (Members: 2)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { signer_group_id: BOARD.id },
    ]);
    expect(onAdded).toHaveBeenCalledOnce();
    expect(snackbars.current()?.message).toBe('Signer group “Board” added');
  });

  it('stays open and says why when the server refuses', async () => {
    await changeLocale('de-ch', { remember: false });
    stubApi({
      'GET /v3/groups': () => Response.json([BOARD]),
      [`POST /v3/signature-requests/${REQUEST}/signatures`]: () => apiError(409, 'SIGNERS_LOCKED'),
    });
    const dialog = await open();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Board (Mitglieder: 2)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gruppe hinzufügen' }));
    expect(
      await within(dialog).findByText(
        'Die Unterzeichnenden dieser Anfrage können sich nicht mehr ändern.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the business has no group with members', async () => {
    stubApi({ 'GET /v3/groups': () => Response.json([EMPTY]) });
    const dialog = await open();
    expect(
      await within(dialog).findByText('Your business has no signer groups with members yet.'),
    ).toBeTruthy();
  });
});

describe('delete signer group dialog', () => {
  it('deletes the named group and refreshes; a refusal keeps it open', async () => {
    let refuse = true;
    const sent = stubApi({
      [`DELETE /v1/groups/${BOARD.id}`]: () =>
        refuse ? apiError(403, 'FORBIDDEN') : new Response(null, { status: 204 }),
    });
    const onDeleted = vi.fn(async () => {});
    renderScreen(null);
    act(() => {
      dialogs.open((controls) => (
        <SignerGroupDeleteDialog controls={controls} group={BOARD} onDeleted={onDeleted} />
      ));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete signer group' });
    expect(within(dialog).getByText(/Delete “Board”\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(
      await within(dialog).findByText('Only admins of your business may do this.'),
    ).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
    expect(onDeleted).toHaveBeenCalledOnce();
  });
});

describe('create signer group overlay', () => {
  const open = (props: { group?: SignerGroup; maxParticipants?: number } = {}) => {
    const onSaved = vi.fn(async () => {});
    renderScreen(<OverlayHost />);
    act(() => {
      overlays.open((controls) => (
        <SignerGroupOverlay
          controls={controls}
          businessId={BUSINESS}
          maxParticipants={props.maxParticipants ?? 30}
          onSaved={onSaved}
          {...(props.group ? { group: props.group } : {})}
        />
      ));
    });
    return { onSaved, overlay: screen.findByRole('dialog') };
  };
  const membersRoute = {
    [`GET /v1/businesses/${BUSINESS}/members`]: () =>
      page([asBusinessMember(ANNA), asBusinessMember(BEN)], 2),
  };

  it('needs a name, then creates the group with the chosen members', async () => {
    const sent = stubApi({
      ...membersRoute,
      'POST /v3/groups': () => Response.json(BOARD, { status: 201 }),
    });
    const { onSaved, overlay } = open();
    const view = await overlay;
    fireEvent.click(await within(view).findByRole('checkbox', { name: /Anna Muster/ }));
    fireEvent.click(within(view).getByRole('checkbox', { name: /Ben Muster/ }));
    expect(within(view).getByText('Chosen: 2')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Create group' }));
    expect(await within(view).findByText('Give the group a name.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(within(view).getByLabelText('Group name'), { target: { value: ' Board ' } });
    fireEvent.click(within(view).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Board', members: ['u-anna', 'u-ben'] },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(snackbars.current()?.message).toBe('Signer group “Board” created');
  });

  it('holds back more members than the business allows, and shows the server’s limit code', async () => {
    stubApi({
      ...membersRoute,
      'POST /v3/groups': () => apiError(409, 'SIGNER_GROUP_LIMIT'),
    });
    const { overlay } = open({ maxParticipants: 1 });
    const view = await overlay;
    fireEvent.change(within(view).getByLabelText('Group name'), { target: { value: 'Board' } });
    fireEvent.click(await within(view).findByRole('checkbox', { name: /Anna Muster/ }));
    fireEvent.click(within(view).getByRole('checkbox', { name: /Ben Muster/ }));
    expect(within(view).getByText('A group holds at most 1 members.')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Create group' }));
    fireEvent.click(within(view).getByRole('checkbox', { name: /Ben Muster/ }));
    fireEvent.click(within(view).getByRole('button', { name: 'Create group' }));
    expect(
      await within(view).findByText('Your business has reached its most signer groups.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a group: its members start chosen, and saving replaces them', async () => {
    const sent = stubApi({
      ...membersRoute,
      [`PUT /v3/groups/${BOARD.id}`]: () => Response.json(BOARD),
    });
    const { overlay } = open({ group: BOARD });
    const view = await overlay;
    expect(within(view).getByRole('heading', { name: 'Edit signer group' })).toBeTruthy();
    expect(
      (await within(view).findByRole('checkbox', { name: /Anna Muster/ })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    fireEvent.click(within(view).getByRole('checkbox', { name: /Anna Muster/ }));
    fireEvent.click(within(view).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { name: 'Board', members: ['u-ben'] },
    ]);
  });
});
