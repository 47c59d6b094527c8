import { describe, expect, it } from 'vitest';
import {
  asGroupMember,
  canDecline,
  canDownload,
  canDownloadProtocol,
  canDownloadZip,
  canEditDetails,
  canEditObservers,
  canEditParticipants,
  canPlaceFields,
  canRemind,
  canSend,
  canSign,
  canWithdraw,
  delegableSignature,
  downloadsSigned,
  ownOpenSignatures,
  type RequestRole,
  type SignatureFacts,
  signerEmail,
} from './request-permissions.ts';
import type { StatusOverall } from './signature-status.ts';

interface Signature extends SignatureFacts {
  sid: string;
}

const signature = (email: string, status: SignatureFacts['status_code']): Signature => ({
  sid: email,
  account_email: email,
  signer_identity_data: null,
  status_code: status,
});

function request(
  status: StatusOverall,
  signatures: Signature[],
  roles: RequestRole[] = ['owner'],
  documents = 1,
  documentsDeleted = false,
) {
  return {
    status_overall: status,
    signatures,
    roles,
    documents: Array.from({ length: documents }, (_, index) => ({ id: `d${index}` })),
    documents_deleted: documentsDeleted,
  };
}

const open = signature('a@example.com', 'OPEN');
const signed = signature('b@example.com', 'SIGNED');
const me = 'me@example.com';
const mine = signature(me, 'OPEN');

type Case = [string, ReturnType<typeof request>, boolean];

describe('signer address', () => {
  it('takes the account address, else the identity data, lower-cased', () => {
    expect(signerEmail(signature('A@Example.com', 'OPEN'))).toBe('a@example.com');
    expect(
      signerEmail({ account_email: null, signer_identity_data: { email_address: 'B@x.ch' } }),
    ).toBe('b@x.ch');
    expect(signerEmail({ account_email: null, signer_identity_data: null })).toBe('');
  });
});

describe('the owner changes a request', () => {
  it.each<Case>([
    ['a draft', request('DRAFT', [open]), true],
    ['a draft without signers', request('DRAFT', []), true],
    ['an open request nobody signed', request('OPEN', [open]), true],
    ['after someone signed', request('OPEN', [open, signed]), false],
    ['an ended request', request('DECLINED', [open]), false],
    ['a signed request', request('SIGNED', [signed]), false],
    ['a withdrawn request', request('WITHDRAWN', [open]), false],
    ['a request the caller only signs', request('OPEN', [open], ['signer']), false],
  ])('signers of %s can change: %s', (_case, r, can) => {
    expect(canEditParticipants(r)).toBe(can);
  });

  it.each<Case>([
    ['an open request someone signed', request('OPEN', [open, signed]), true],
    ['a draft', request('DRAFT', []), true],
    ['a signed request', request('SIGNED', [signed]), false],
    ['a declined request', request('DECLINED', [open]), false],
    ['a withdrawn request', request('WITHDRAWN', [open]), false],
    ['a draft the caller only observes', request('DRAFT', [], ['observer']), false],
  ])('observers of %s can change: %s', (_case, r, can) => {
    expect(canEditObservers(r)).toBe(can);
  });

  it.each<Case>([
    ['a draft', request('DRAFT', []), true],
    ['an open request', request('OPEN', [open]), false],
    ['a draft the caller only signs', request('DRAFT', [], ['signer']), false],
  ])('the details of %s can change: %s', (_case, r, can) => {
    expect(canEditDetails(r)).toBe(can);
  });

  it.each<Case>([
    ['an open request with an open signer', request('OPEN', [open]), true],
    ['an open request everyone signed', request('OPEN', [signed]), false],
    ['a draft', request('DRAFT', [open]), false],
    ['an open request the caller only signs', request('OPEN', [open], ['signer']), false],
  ])('the signers of %s can be reminded: %s', (_case, r, can) => {
    expect(canRemind(r)).toBe(can);
  });

  it.each<Case>([
    ['a draft with a signer', request('DRAFT', [open]), true],
    ['an open request nobody signed', request('OPEN', [open]), true],
    ['a draft without signers', request('DRAFT', []), false],
    ['after someone signed', request('OPEN', [open, signed]), false],
    ['once the documents are deleted', request('DRAFT', [open], ['owner'], 1, true), false],
    ['a request the caller only signs', request('DRAFT', [open], ['signer']), false],
  ])('fields of %s can be placed: %s', (_case, r, can) => {
    expect(canPlaceFields(r)).toBe(can);
  });

  it.each<Case>([
    ['a draft with a document and a signer', request('DRAFT', [open]), true],
    ['a draft without signers', request('DRAFT', []), false],
    ['a draft without documents', request('DRAFT', [open], ['owner'], 0), false],
    ['an open request', request('OPEN', [open]), false],
    ['a draft of someone else', request('DRAFT', [open], ['signer']), false],
  ])('%s can be sent: %s', (_case, r, can) => {
    expect(canSend(r)).toBe(can);
  });

  it.each<Case>([
    ['an open request', request('OPEN', [open]), true],
    ['a draft', request('DRAFT', [open]), false],
    ['a signed request', request('SIGNED', [signed]), false],
    ['an open request the caller only signs', request('OPEN', [open], ['signer']), false],
  ])('%s can be withdrawn: %s', (_case, r, can) => {
    expect(canWithdraw(r)).toBe(can);
  });
});

describe('a signer acts on their own signature', () => {
  it.each<Case>([
    ['an open request waiting for them', request('OPEN', [mine, signed], ['signer']), true],
    ['a draft naming them', request('DRAFT', [mine]), false],
    ['an open request they signed', request('OPEN', [signature(me, 'SIGNED')]), false],
    ['an open request of others only', request('OPEN', [open], ['observer']), false],
  ])('on %s they sign and decline: %s', (_case, r, can) => {
    expect(canSign(r, 'Me@Example.com')).toBe(can);
    expect(canDecline(r, me)).toBe(can);
  });

  it('finds their own open signatures, whatever the case of the address', () => {
    const r = request('OPEN', [mine, signed, signature('ME@example.com', 'OPEN')], ['signer']);
    expect(ownOpenSignatures(r, me).map((s) => s.sid)).toEqual([me, 'ME@example.com']);
  });

  it.each([
    ['their open signature', request('OPEN', [open, signed], ['signer']), 'A@example.com', open],
    ['nothing signed already', request('OPEN', [open, signed], ['signer']), 'b@example.com', null],
    ['nothing on a draft', request('DRAFT', [open]), 'a@example.com', null],
  ] as const)('delegate %s', (_case, r, email, expected) => {
    expect(delegableSignature(r, email) ?? null).toBe(expected);
  });
});

describe('downloads (owner, signers and observers)', () => {
  it.each<[string, ReturnType<typeof request>, Record<string, boolean>]>([
    [
      'an open request nobody signed',
      request('OPEN', [mine], ['signer']),
      { download: true, signed: false, zip: false, protocol: false },
    ],
    [
      'an open request someone signed',
      request('OPEN', [signed, mine], ['observer']),
      { download: true, signed: true, zip: false, protocol: false },
    ],
    [
      'a signed request of two documents',
      request('SIGNED', [signed], ['owner'], 2),
      { download: true, signed: true, zip: true, protocol: true },
    ],
    [
      'a request whose documents are deleted',
      request('SIGNED', [], ['owner'], 1, true),
      { download: false, signed: false, zip: false, protocol: false },
    ],
    [
      'a request without documents',
      request('DRAFT', [], ['owner'], 0),
      { download: false, signed: false, zip: false, protocol: false },
    ],
    [
      'a request the caller has no part in',
      request('SIGNED', [], []),
      { download: false, signed: false, zip: false, protocol: false },
    ],
  ])('%s', (_case, r, expected) => {
    expect({
      download: canDownload(r),
      signed: downloadsSigned(r),
      zip: canDownloadZip(r),
      protocol: canDownloadProtocol(r),
    }).toEqual(expected);
  });
});

describe('asGroupMember', () => {
  const GROUP = `gr_${'a'.repeat(32)}`;
  const groupSignature = (
    status: SignatureFacts['status_code'],
    signedBy: string | null = null,
  ) => ({
    sid: `g-${status}`,
    account_email: signedBy,
    signer_identity_data: null,
    status_code: status,
    signer_group: { id: GROUP, name: 'Board' },
  });
  const open = { status_overall: 'OPEN' as StatusOverall, roles: ['signer'] as RequestRole[] };

  it("lets a member of the group sign and decline the group's open signature", () => {
    const request = { ...open, signatures: [groupSignature('OPEN')] };
    expect(canSign(request, 'ann@example.com')).toBe(false);
    const seen = asGroupMember(request, 'Ann@Example.com', [GROUP]);
    expect(canSign(seen, 'ann@example.com')).toBe(true);
    expect(canDecline(seen, 'ann@example.com')).toBe(true);
    expect(request.signatures[0]?.account_email).toBeNull();
  });

  it('leaves others, signed group signatures and requests without groups as they are', () => {
    const request = { ...open, signatures: [groupSignature('SIGNED', 'ben@example.com')] };
    expect(asGroupMember(request, 'ann@example.com', [GROUP])).toBe(request);
    const notMine = { ...open, signatures: [groupSignature('OPEN')] };
    expect(
      canSign(asGroupMember(notMine, 'ann@example.com', ['gr_other']), 'ann@example.com'),
    ).toBe(false);
    expect(asGroupMember(notMine, 'ann@example.com', [])).toBe(notMine);
  });
});
