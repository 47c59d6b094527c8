import type { SignatureRequest } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { panelSignerStatus } from './signer-view.ts';
import { viewerAbilities } from './viewer-abilities.ts';

type Signature = SignatureRequest['signatures'][number];

function signature(email: string, status: Signature['status_code']): Signature {
  return {
    sid: email,
    account_email: email,
    signer_identity_data: null,
    document_signatures: [],
    sequence: 0,
    status_code: status,
    notify: true,
    invited_by: 'owner@example.com',
    last_reminded_at: null,
    signer_group: null,
  };
}

function request(
  status: SignatureRequest['status_overall'],
  signatures: Signature[],
  roles: SignatureRequest['roles'],
  extra: Partial<SignatureRequest> = {},
): SignatureRequest {
  const document = { id: 'd1', name: 'a.pdf', version_id: 'v1', page_count: 1, size: 10 };
  return {
    id: 'r',
    title: 'Contract',
    message: null,
    documents: [document],
    legislation: null,
    quality: null,
    signing_url: '',
    status_overall: status,
    signatures,
    observers: [],
    attachments: [],
    origin: 'web',
    owner: 'owner@example.com',
    read_access: [],
    write_access: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    documents_deleted: false,
    expiration_date: null,
    roles,
    ...extra,
  };
}

const me = 'me@example.com';

describe('viewer downloads (owner, signers and observers)', () => {
  it('offers the original while nobody has signed, and no protocol yet', () => {
    const a = viewerAbilities(request('OPEN', [signature(me, 'OPEN')], ['signer']), me);
    expect(a).toMatchObject({
      canDownload: true,
      downloadSigned: false,
      canDownloadZip: false,
      canDownloadProtocol: false,
    });
  });

  it('offers the signed version once anyone signed', () => {
    const r = request(
      'OPEN',
      [signature('x@example.com', 'SIGNED'), signature(me, 'OPEN')],
      ['observer'],
    );
    expect(viewerAbilities(r, me)).toMatchObject({ canDownload: true, downloadSigned: true });
  });

  it('offers the protocol once the request is SIGNED, and the zip for several documents', () => {
    const second = { id: 'd2', name: 'b.pdf', version_id: 'v2', page_count: 2, size: 20 };
    const r = request('SIGNED', [signature('x@example.com', 'SIGNED')], ['owner'], {
      documents: [{ id: 'd1', name: 'a.pdf', version_id: 'v1', page_count: 1, size: 10 }, second],
    });
    expect(viewerAbilities(r, me)).toMatchObject({
      canDownload: true,
      downloadSigned: true,
      canDownloadZip: true,
      canDownloadProtocol: true,
    });
  });

  it('offers nothing once the documents are deleted, or to someone without a part', () => {
    const deleted = request('SIGNED', [], ['owner'], { documents_deleted: true });
    expect(viewerAbilities(deleted, me)).toMatchObject({
      canDownload: false,
      canDownloadZip: false,
      canDownloadProtocol: false,
    });
    expect(viewerAbilities(request('SIGNED', [], []), me).canDownload).toBe(false);
  });
});

describe('signing order (ADR 0630)', () => {
  const inOrder = (first: Signature['status_code']) => [
    { ...signature('first@example.com', first), sequence: 1 },
    { ...signature(me, 'OPEN'), sequence: 2 },
  ];

  it('offers no Sign before the turn, and names whom the signer waits for', () => {
    const a = viewerAbilities(request('OPEN', inOrder('OPEN'), ['signer']), me);
    expect(a.canSign).toBe(false);
    expect(a.waitingFor.map((s) => s.account_email)).toEqual(['first@example.com']);
    // Declining stays open: the order holds back signing only.
    expect(a.canDecline).toBe(true);
  });

  it('offers Sign once the earlier signer signed', () => {
    const a = viewerAbilities(request('OPEN', inOrder('SIGNED'), ['signer']), me);
    expect(a).toMatchObject({ canSign: true, waitingFor: [] });
  });

  it('offers Sign at once to signers in any order', () => {
    const any = inOrder('OPEN').map((s) => ({ ...s, sequence: -1 }));
    expect(viewerAbilities(request('OPEN', any, ['signer']), me).canSign).toBe(true);
  });
});

describe('remind and sign for the owner who also signs', () => {
  it('signs at once, and is offered no reminder while only they are left to sign', () => {
    const alone = viewerAbilities(
      request(
        'OPEN',
        [signature(me, 'OPEN'), signature('sam@example.com', 'SIGNED')],
        ['owner', 'signer'],
      ),
      me,
    );
    expect(alone).toMatchObject({ canSign: true, canRemind: false });
    const withOthers = viewerAbilities(
      request(
        'OPEN',
        [signature(me, 'OPEN'), signature('sam@example.com', 'OPEN')],
        ['owner', 'signer'],
      ),
      me,
    );
    expect(withOthers).toMatchObject({ canSign: true, canRemind: true });
  });
});

describe('panelSignerStatus', () => {
  it.each<[Signature['status_code'], SignatureRequest['status_overall'], string]>([
    ['OPEN', 'OPEN', 'OPEN'],
    ['OPEN', 'DRAFT', 'OPEN'],
    // Another signer declined: those still to sign no longer will.
    ['OPEN', 'DECLINED', 'ENDED'],
    ['WITHDRAWN', 'DECLINED', 'ENDED'],
    ['OPEN', 'WITHDRAWN', 'ENDED'],
    ['DECLINED', 'DECLINED', 'DECLINED'],
    ['SIGNED', 'DECLINED', 'SIGNED'],
    ['WITHDRAWN', 'WITHDRAWN', 'WITHDRAWN'],
  ])('%s in a %s request → %s', (status, requestStatus, shown) => {
    expect(panelSignerStatus(status, requestStatus)).toBe(shown);
  });
});
