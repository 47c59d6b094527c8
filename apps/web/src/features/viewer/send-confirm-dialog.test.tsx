import type { SignatureRequest } from '@signet/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { SendConfirmDialog } from './send-confirm-dialog.tsx';

type Signature = SignatureRequest['signatures'][number];

function signer(email: string, extra: Partial<Signature> = {}): Signature {
  return {
    sid: `sid-${email}`,
    account_email: email,
    signer_identity_data: null,
    document_signatures: [],
    sequence: -1,
    status_code: 'OPEN',
    notify: true,
    invited_by: 'olga@example.com',
    last_reminded_at: null,
    signer_group: null,
    ...extra,
  };
}

function draft(signatures: Signature[], extra: Partial<SignatureRequest> = {}): SignatureRequest {
  return {
    id: 'r1',
    title: 'Lease 2027',
    message: null,
    documents: [{ id: 'd1', name: 'lease.pdf', version_id: 'v1', page_count: 1, size: 10 }],
    legislation: 'ZERTES',
    quality: 'QES',
    signing_url: '',
    status_overall: 'DRAFT',
    signatures,
    observers: [],
    attachments: [],
    origin: 'WEB',
    owner: 'olga@example.com',
    read_access: [],
    write_access: [],
    created_at: '2026-11-27T00:00:00Z',
    updated_at: '2026-11-27T00:00:00Z',
    documents_deleted: false,
    expiration_date: null,
    roles: ['owner'],
    names: { 'sam@example.com': 'Sam Signer' },
    ...extra,
  };
}

async function openSummary(request: SignatureRequest) {
  renderScreen(null);
  act(() => {
    dialogs.open((controls) => (
      <SendConfirmDialog controls={controls} request={request} onConfirm={async () => null} />
    ));
  });
  return screen.findByRole('dialog', { name: 'Send this request?' });
}

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
});

describe('the send summary warns of signers who lack the level (issue 20)', () => {
  it('names each signer who lacks it, what they lack and what follows', async () => {
    const dialog = await openSummary(
      draft([
        signer('sam@example.com', { level_missing: true }),
        signer('quinn@example.com', { level_missing: false }),
        signer('guest@example.com'),
      ]),
    );
    const warning = within(dialog).getByTestId('send-level-missing');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sam Signer (sam@example.com) has no identification for Qualified (QES) under Swiss law (ZertES).',
    ]);
    expect(warning.textContent).toContain(
      'they will have to identify before they can sign, or ask you to change the level',
    );
    expect(warning.textContent).not.toContain('quinn@example.com');
    expect(warning.textContent).not.toContain('guest@example.com');
  });

  it('says nothing when every signer holds the level or is unknown', async () => {
    const dialog = await openSummary(
      draft([signer('quinn@example.com', { level_missing: false }), signer('guest@example.com')]),
    );
    expect(within(dialog).getByTestId('send-summary')).toBeTruthy();
    expect(within(dialog).queryByTestId('send-level-missing')).toBeNull();
  });

  it('asks only for a confirmed address at the simple level', async () => {
    const dialog = await openSummary(
      draft([signer('sam@example.com', { level_missing: true })], { quality: 'SES' }),
    );
    const warning = within(dialog).getByTestId('send-level-missing');
    expect(warning.textContent).toContain(
      'Sam Signer (sam@example.com) has not confirmed their e-mail address yet.',
    );
    expect(warning.textContent).not.toContain('identify');
  });
});
