import { type SignatureRequest, signerEmail } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import {
  avatarInitials,
  isParticipant,
  levelOf,
  senderLabel,
  signerName,
  waitingForNames,
} from './request-rules.ts';

type Signature = SignatureRequest['signatures'][number];

function signature(email: string, status: Signature['status_code'], name?: string): Signature {
  return {
    sid: email,
    account_email: name ? null : email,
    signer_identity_data: name
      ? { email_address: email, first_name: name.split(' ')[0], last_name: name.split(' ')[1] }
      : null,
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
  roles: SignatureRequest['roles'] = ['owner'],
): SignatureRequest {
  return {
    id: 'r',
    title: 'Contract',
    message: null,
    documents: [],
    legislation: null,
    quality: null,
    signing_url: '',
    status_overall: status,
    signatures,
    observers: [
      {
        id: 'o',
        type: 'USER',
        invited_at: '',
        invited_by: '',
        user_info: { email: 'Watcher@example.com' },
      },
    ],
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
  };
}

describe('signer display', () => {
  it('takes the account address, else the identity data', () => {
    expect(signerEmail(signature('A@Example.com', 'OPEN'))).toBe('a@example.com');
    expect(signerName(signature('b@example.com', 'OPEN', 'Bea Keller'))).toBe('Bea Keller');
    expect(signerName(signature('c@example.com', 'OPEN'))).toBe('c@example.com');
    // A signer group goes by its name, before and after a member signed for it.
    const group = { id: `gr_${'a'.repeat(32)}`, name: 'Board' };
    expect(
      signerName({
        ...signature('x@example.com', 'OPEN'),
        account_email: null,
        signer_group: group,
      }),
    ).toBe('Board');
    expect(signerName({ ...signature('ben@example.com', 'SIGNED'), signer_group: group })).toBe(
      'Board',
    );
  });

  it("prefers the account's own name the server gave", () => {
    const names = { 'c@example.com': 'Cleo Frei' };
    expect(signerName(signature('c@example.com', 'OPEN'), names)).toBe('Cleo Frei');
    expect(signerName(signature('b@example.com', 'OPEN', 'Bea Keller'), names)).toBe('Bea Keller');
  });

  it('names the sender with the address beside it, or the address alone', () => {
    const r = request('OPEN', []);
    expect(senderLabel({ ...r, names: { 'owner@example.com': 'Olga Owner' } })).toBe(
      'Olga Owner (owner@example.com)',
    );
    expect(senderLabel(r)).toBe('owner@example.com');
  });

  it.each([
    ['Bea Keller', 'BK'],
    ['Anna Maria Muster', 'AM'],
    ['cleo@example.com', 'CL'],
    ['x', 'X'],
  ])('initials of %s are %s', (value, initials) => {
    expect(avatarInitials(value)).toBe(initials);
  });

  it.each([
    ['QES', 'qes'],
    ['AES', 'aes'],
    ['AES_MINIMAL', 'aes'],
    ['SES', 'ses'],
    ['DEMO', 'demo'],
    [null, 'ses'],
  ] as const)('quality %s is level %s', (quality, level) => {
    expect(levelOf(quality)).toBe(level);
  });
});

describe('inbox rows of a request signed in order (ADR 0630)', () => {
  const first = { ...signature('first@example.com', 'OPEN'), sequence: 1 };
  const me = { ...signature('me@example.com', 'OPEN'), sequence: 2 };

  it('name whom the account waits for, by name when the account has one', () => {
    const r = {
      ...request('OPEN', [first, me], ['signer']),
      names: { 'first@example.com': 'Fay First' },
    };
    expect(waitingForNames(r, 'me@example.com')).toEqual(['Fay First']);
    expect(waitingForNames(r, 'first@example.com')).toEqual([]);
  });

  it('wait for nobody once the turn has come, or in any order', () => {
    const signed = request('OPEN', [{ ...first, status_code: 'SIGNED' }, me], ['signer']);
    expect(waitingForNames(signed, 'me@example.com')).toEqual([]);
    const any = request(
      'OPEN',
      [
        { ...first, sequence: -1 },
        { ...me, sequence: -1 },
      ],
      ['signer'],
    );
    expect(waitingForNames(any, 'me@example.com')).toEqual([]);
  });
});

// Who may do what (canEditParticipants, canRemind, …) is the contract's: request-permissions.test.ts.
describe('who takes part', () => {
  const open = signature('a@example.com', 'OPEN');

  it('knows who takes part already', () => {
    const r = request('DRAFT', [open]);
    expect(isParticipant(r, ' A@example.com ')).toBe(true);
    expect(isParticipant(r, 'watcher@example.com')).toBe(true);
    expect(isParticipant(r, 'new@example.com')).toBe(false);
  });
});
