import {
  AppError,
  type SignatureQualities,
  type SignRequestItem,
  type VisualSignaturePosition,
} from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import type {
  DocumentRow,
  SignatureRequestRow,
  SignatureRow,
} from '../../db/tables/signature-requests.tables.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import type { RequiredLevel } from '../levels/index.ts';
import type { Role, VisibleRequest } from '../request-core/index.ts';
import {
  assertCredits,
  assertSealLevel,
  checkSignItem,
  creditsOf,
  ownOpenSignature,
  placementFor,
} from './signing-checks.ts';

// docs/decisions/0600: the checks of POST /v3/sign for one request, in their order — status,
// signer, terms, level (or seal), part 11 — and the credits a TAN signature uses (§6).

const AT = new Date('2026-03-01T12:00:00.000Z');
const EMAIL = 'sam.signer@example.com';
const REQUEST = 'req-1';
const DOC_1 = 'doc-1';
const DOC_2 = 'doc-2';

const user = (attributes: Record<string, string[]> = {}, emailVerified = true): UserRow => ({
  id: 'user-1',
  email: EMAIL,
  email_verified: emailVerified,
  password_hash: null,
  first_name: 'Sam',
  last_name: 'Signer',
  has_sso: false,
  retention: null,
  last_login_at: null,
  attributes: { accepted_gtc: ['true'], ...attributes },
  created_at: AT,
  updated_at: AT,
});

const request = (overrides: Partial<SignatureRequestRow> = {}): SignatureRequestRow => ({
  id: REQUEST,
  owner_id: 'owner-1',
  business_id: null,
  title: 'Contract',
  message: null,
  expiration_date: null,
  deadline_reminders: 0,
  legislation: null,
  quality: null,
  status_overall: 'OPEN',
  origin: 'api',
  created_at: AT,
  updated_at: AT,
  ended_at: null,
  documents_deleted_at: null,
  owner_left_at: null,
  owner_retention: null,
  attach_on_success: null,
  part11: false,
  ...overrides,
});

const document = (id: string, position: number): DocumentRow => ({
  id,
  request_id: REQUEST,
  position,
  title: `${id}.pdf`,
  original_hash: `hash-${id}`,
  current_hash: `hash-${id}`,
  size: 1000,
  page_count: 1,
  pages: [{ width: 595, height: 842, rotation: 0 }],
  normalized: false,
  created_at: AT,
  updated_at: AT,
});

const POSITION: VisualSignaturePosition = { page: '0', x: 50, y: 700, width: 200, height: 80 };
const placed = (documentId: string, positions: VisualSignaturePosition[] = [POSITION]) => ({
  document_id: documentId,
  visual_signature: { positions },
});
const unplaced = (documentId: string) => ({ document_id: documentId, visual_signature: null });

const signature = (overrides: Partial<SignatureRow> = {}): SignatureRow => ({
  sid: 'sid-1',
  request_id: REQUEST,
  position: 0,
  email: EMAIL,
  account_email: EMAIL,
  signer_identity_data: null,
  document_signatures: [unplaced(DOC_1), unplaced(DOC_2)],
  sequence: 0,
  notify: true,
  status_code: 'OPEN',
  invited_by: 'owner@example.com',
  last_reminded_at: null,
  status_changed_at: null,
  created_at: AT,
  request_status: 'OPEN',
  request_created_at: AT,
  signer_group_id: null,
  signer_group_name: null,
  ...overrides,
});

const visible = (
  options: {
    request?: Partial<SignatureRequestRow>;
    signatures?: SignatureRow[];
    roles?: Role[];
  } = {},
): VisibleRequest => ({
  aggregate: {
    request: request(options.request),
    documents: [document(DOC_1, 0), document(DOC_2, 1)],
    signatures: options.signatures ?? [signature()],
    observers: [],
    attachments: [],
  },
  roles: options.roles ?? ['signer'],
  caller: { email: EMAIL, signerGroups: [] },
});

const seal = (quality: 'aes' | 'qes'): SealRow => ({
  account_name: 'acme',
  display_name: 'Acme Ltd',
  quality,
  credential: null,
  created_at: AT,
  business_id: null,
  organisation_name: null,
  stamp_line: null,
  stamp_location: null,
  image_hash: null,
  image_width: null,
  image_height: null,
  updated_at: null,
});

const SES: SignatureQualities = { ses: { any: { quality: 'SES' } } };
const AES_EIDAS: SignatureQualities = { ...SES, aesMinimal: { eidas: { quality: 'AES' } } };
const QES_EIDAS: SignatureQualities = {
  ...AES_EIDAS,
  qes: { eidas: { quality: 'QES' } },
};

interface Input {
  user: UserRow;
  qualities: SignatureQualities;
  visible: VisibleRequest | undefined;
  item: SignRequestItem;
  index: number;
  seal: SealRow | undefined;
}

/** A signer of an OPEN SES request who holds SES and accepted the terms: every check passes. */
const input = (overrides: Partial<Input> = {}): Input => ({
  user: user(),
  qualities: SES,
  visible: visible(),
  item: { signatureRequestId: REQUEST },
  index: 0,
  seal: undefined,
  ...overrides,
});

/** The code of the AppError a call throws, or "passes". */
function outcomeOf(run: () => unknown) {
  try {
    run();
    return 'passes';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code;
  }
}

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('checkSignItem: each check on its own', () => {
  it.each<[string, Partial<Input>, string]>([
    ['everything in order', {}, 'passes'],
    ['the request is not visible to the caller', { visible: undefined }, 'NOT_FOUND'],
    [
      'the owner sees their DRAFT: not open',
      { visible: visible({ request: { status_overall: 'DRAFT' }, roles: ['owner'] }) },
      'REQUEST_NOT_OPEN',
    ],
    ...(['SIGNED', 'DECLINED', 'WITHDRAWN'] as const).map(
      (status): [string, Partial<Input>, string] => [
        `the request is ${status}: not open`,
        { visible: visible({ request: { status_overall: status } }) },
        'REQUEST_NOT_OPEN',
      ],
    ),
    [
      'the owner of an OPEN request who is not among its signers',
      { visible: visible({ roles: ['owner'], signatures: [] }) },
      'NOT_FOUND',
    ],
    [
      'an observer of the request',
      { visible: visible({ roles: ['observer'], signatures: [] }) },
      'NOT_FOUND',
    ],
    [
      'the own signature is already SIGNED',
      { visible: visible({ signatures: [signature({ status_code: 'SIGNED' })] }) },
      'SIGNATURE_NOT_OPEN',
    ],
    [
      'the own signature was DECLINED',
      { visible: visible({ signatures: [signature({ status_code: 'DECLINED' })] }) },
      'SIGNATURE_NOT_OPEN',
    ],
    ['terms of use never accepted', { user: user({ accepted_gtc: [] }) }, 'TERMS_NOT_ACCEPTED'],
    ['terms of use declined', { user: user({ accepted_gtc: ['false'] }) }, 'TERMS_NOT_ACCEPTED'],
    [
      'no level at all (unverified e-mail) for SES',
      { qualities: {} },
      'UPGRADE_STANDARDS_REQUIRED',
    ],
    [
      'an AES request with SES alone',
      { visible: visible({ request: { quality: 'AES' } }) },
      'UPGRADE_STANDARDS_REQUIRED',
    ],
    [
      'an AES request under eIDAS with AES under eIDAS',
      { qualities: AES_EIDAS, visible: visible({ request: { quality: 'AES' } }) },
      'passes',
    ],
    [
      'a QES request under ZertES with QES under eIDAS only',
      {
        qualities: QES_EIDAS,
        visible: visible({ request: { quality: 'QES', legislation: 'ZERTES' } }),
      },
      'UPGRADE_STANDARDS_REQUIRED',
    ],
    [
      'a QES request with an AES seal',
      { qualities: {}, seal: seal('aes'), visible: visible({ request: { quality: 'QES' } }) },
      'SEAL_LEVEL_TOO_LOW',
    ],
    [
      'a QES request with a QES seal (the own levels do not matter)',
      { qualities: {}, seal: seal('qes'), visible: visible({ request: { quality: 'QES' } }) },
      'passes',
    ],
    [
      'an AES request with an AES seal',
      { qualities: {}, seal: seal('aes'), visible: visible({ request: { quality: 'AES' } }) },
      'passes',
    ],
    [
      'a part 11 request without signing name and reason',
      { visible: visible({ request: { part11: true } }) },
      'PART11_DATA_MISSING',
    ],
    [
      'a placement on a document of another request',
      {
        item: { signatureRequestId: REQUEST, documentSignatures: [placed('doc-of-another')] },
      },
      'VALIDATION_FAILED',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(outcomeOf(() => checkSignItem(input(overrides)))).toBe(expected);
  });
});

describe('checkSignItem: the first failing check wins (0600 order)', () => {
  const draftForOwner = visible({ request: { status_overall: 'DRAFT' }, roles: ['owner'] });
  const signedAlready = visible({ signatures: [signature({ status_code: 'SIGNED' })] });
  const aesPart11 = (extra: Partial<VisibleRequest['aggregate']['request']> = {}) =>
    visible({ request: { quality: 'AES', part11: true, ...extra } });
  it.each<[string, Partial<Input>, string]>([
    [
      'not visible, terms not accepted, no level',
      { visible: undefined, user: user({ accepted_gtc: [] }), qualities: {} },
      'NOT_FOUND',
    ],
    [
      'a DRAFT whose owner has not accepted the terms nor holds a level',
      { visible: draftForOwner, user: user({ accepted_gtc: [] }), qualities: {} },
      'REQUEST_NOT_OPEN',
    ],
    [
      'a SIGNED request where the own signature is SIGNED too',
      {
        visible: visible({
          request: { status_overall: 'SIGNED' },
          signatures: [signature({ status_code: 'SIGNED' })],
        }),
      },
      'REQUEST_NOT_OPEN',
    ],
    [
      'not a signer and terms not accepted',
      { visible: visible({ roles: ['owner'], signatures: [] }), user: user({ accepted_gtc: [] }) },
      'NOT_FOUND',
    ],
    [
      'own signature SIGNED, terms not accepted, no level',
      { visible: signedAlready, user: user({ accepted_gtc: [] }), qualities: {} },
      'SIGNATURE_NOT_OPEN',
    ],
    [
      'terms not accepted, no level, part 11 data missing',
      { visible: aesPart11(), user: user({ accepted_gtc: [] }) },
      'TERMS_NOT_ACCEPTED',
    ],
    [
      'terms not accepted and a seal too low',
      {
        visible: visible({ request: { quality: 'QES' } }),
        user: user({ accepted_gtc: [] }),
        seal: seal('aes'),
      },
      'TERMS_NOT_ACCEPTED',
    ],
    ['no level and part 11 data missing', { visible: aesPart11() }, 'UPGRADE_STANDARDS_REQUIRED'],
    [
      'a seal too low and part 11 data missing',
      { visible: aesPart11({ quality: 'QES' }), seal: seal('aes') },
      'SEAL_LEVEL_TOO_LOW',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(outcomeOf(() => checkSignItem(input(overrides)))).toBe(expected);
  });
});

describe('checkSignItem: what a passing request needs', () => {
  it.each<[string, Partial<Input>, RequiredLevel, string | null]>([
    [
      'SES (unset quality) under eIDAS: an SES certificate',
      {},
      { quality: 'SES', level: 'ses', legislation: 'eidas' },
      'ses',
    ],
    [
      'AES_MINIMAL under the account default ZertES: an AES certificate',
      {
        user: user({ default_legislation: ['zertes'] }),
        qualities: { ...SES, aesMinimal: { zertes: { quality: 'AES' } } },
        visible: visible({ request: { quality: 'AES_MINIMAL' } }),
      },
      { quality: 'AES_MINIMAL', level: 'aes', legislation: 'zertes' },
      'aes',
    ],
    [
      'QES with a QES seal: no personal certificate',
      { qualities: {}, seal: seal('qes'), visible: visible({ request: { quality: 'QES' } }) },
      { quality: 'QES', level: 'qes', legislation: 'eidas' },
      null,
    ],
  ])('%s', (_name, overrides, required, certificate) => {
    const checked = checkSignItem(input(overrides));
    expect([checked.required, checked.certificate]).toEqual([required, certificate]);
  });
});

describe('checkSignItem: part 11 signing name and reason (§5)', () => {
  const part11 = visible({ request: { part11: true } });
  it.each<[string, Partial<Input>, { signingName: string; signingReason: string } | string[]]>([
    [
      'both missing: both named, at the item index',
      { visible: part11, index: 2 },
      ['body.signatureRequests.2.signingName', 'body.signatureRequests.2.signingReason'],
    ],
    [
      'only the reason missing',
      { visible: part11, item: { signatureRequestId: REQUEST, signingName: 'Sam Signer' } },
      ['body.signatureRequests.0.signingReason'],
    ],
    [
      'account attributes that are blank count as missing',
      { visible: part11, user: user({ p11_signing_name: ['  '], p11_signing_reason: [''] }) },
      ['body.signatureRequests.0.signingName', 'body.signatureRequests.0.signingReason'],
    ],
    [
      'from the call',
      {
        visible: part11,
        item: { signatureRequestId: REQUEST, signingName: 'Dr. Sam', signingReason: 'Approval' },
      },
      { signingName: 'Dr. Sam', signingReason: 'Approval' },
    ],
    [
      'from the account attributes p11_signing_name and p11_signing_reason',
      {
        visible: part11,
        user: user({ p11_signing_name: ['Sam Signer'], p11_signing_reason: ['Review'] }),
      },
      { signingName: 'Sam Signer', signingReason: 'Review' },
    ],
    [
      'the call before the account, each text on its own',
      {
        visible: part11,
        user: user({ p11_signing_name: ['Sam Signer'], p11_signing_reason: ['Review'] }),
        item: { signatureRequestId: REQUEST, signingReason: 'Authorship' },
      },
      { signingName: 'Sam Signer', signingReason: 'Authorship' },
    ],
  ])('%s', (_name, overrides, expected) => {
    if (Array.isArray(expected)) {
      const error = errorOf(() => checkSignItem(input(overrides)));
      expect(error.code).toBe('PART11_DATA_MISSING');
      expect(error.statusCode).toBe(422);
      expect(error.fields?.map((field) => field.field)).toEqual(expected);
      for (const name of expected) expect(error.message).toContain(name.split('.').at(-1)!);
    } else {
      expect(checkSignItem(input(overrides)).part11).toEqual(expected);
    }
  });

  it('a request not in part 11 mode has no part 11 data, even when given', () => {
    const checked = checkSignItem(
      input({
        item: { signatureRequestId: REQUEST, signingName: 'Sam', signingReason: 'Approval' },
      }),
    );
    expect(checked.part11).toBeNull();
  });
});

describe('checkSignItem: stamped only when a placement exists for a document', () => {
  const withOwn = (document_signatures: unknown[]) =>
    visible({ signatures: [signature({ document_signatures })] });
  it.each<[string, Partial<Input>, boolean]>([
    ['no placement anywhere', {}, false],
    [
      'the request placed the stamp in the second document',
      { visible: withOwn([unplaced(DOC_1), placed(DOC_2)]) },
      true,
    ],
    ['a placement with no positions', { visible: withOwn([placed(DOC_1, [])]) }, false],
    [
      'a placement for a document that is not in the request',
      { visible: withOwn([placed('doc-gone')]) },
      false,
    ],
    [
      'the call places it where the request did not',
      { item: { signatureRequestId: REQUEST, documentSignatures: [placed(DOC_1)] } },
      true,
    ],
    [
      'the call places none though the request did: the call wins',
      {
        visible: withOwn([placed(DOC_1)]),
        item: { signatureRequestId: REQUEST, documentSignatures: [unplaced(DOC_1)] },
      },
      false,
    ],
  ])('%s', (_name, overrides, stamped) => {
    expect(checkSignItem(input(overrides)).stamped).toBe(stamped);
  });
});

describe('ownOpenSignature', () => {
  it.each<[string, SignatureRow[], string]>([
    ['no signature of the caller', [signature({ email: 'other@example.com' })], 'NOT_FOUND'],
    ['the caller signed', [signature({ status_code: 'SIGNED' })], 'SIGNATURE_NOT_OPEN'],
    [
      'one signed, one still open: the open one',
      [signature({ sid: 'a', status_code: 'SIGNED' }), signature({ sid: 'b' })],
      'b',
    ],
  ])('%s', (_name, signatures, expected) => {
    let outcome: string;
    try {
      outcome = ownOpenSignature(signatures, { email: EMAIL, signerGroups: [] }, REQUEST).sid;
    } catch (error) {
      outcome = (error as AppError).code;
    }
    expect(outcome).toBe(expected);
  });

  it('says what became of the signature and names the request', () => {
    const error = errorOf(() =>
      ownOpenSignature(
        [signature({ status_code: 'DECLINED' })],
        { email: EMAIL, signerGroups: [] },
        REQUEST,
      ),
    );
    expect([error.code, error.statusCode]).toEqual(['SIGNATURE_NOT_OPEN', 409]);
    expect(error.message).toBe(`Your signature on request ${REQUEST} is DECLINED`);
  });
});

describe('assertSealLevel: a qualified request needs a qualified seal', () => {
  const level = (l: RequiredLevel['level']): RequiredLevel => ({
    quality: l === 'qes' ? 'QES' : l === 'aes' ? 'AES' : 'SES',
    level: l,
    legislation: 'eidas',
  });
  it.each<['aes' | 'qes', RequiredLevel['level'], string]>([
    ['aes', 'ses', 'passes'],
    ['aes', 'aes', 'passes'],
    ['aes', 'qes', 'SEAL_LEVEL_TOO_LOW'],
    ['qes', 'qes', 'passes'],
    ['qes', 'aes', 'passes'],
  ])('a %s seal for a %s request → %s', (quality, required, expected) => {
    expect(outcomeOf(() => assertSealLevel(seal(quality), level(required), REQUEST))).toBe(
      expected,
    );
  });
});

describe('placementFor', () => {
  const other: VisualSignaturePosition = { ...POSITION, page: '1', x: 10 };
  it.each<[string, unknown[], string, VisualSignaturePosition | null]>([
    ['nothing placed', [], DOC_1, null],
    ['placed in another document', [placed(DOC_2)], DOC_1, null],
    ['no visual signature', [unplaced(DOC_1)], DOC_1, null],
    ['the first position of the document', [placed(DOC_1, [POSITION, other])], DOC_1, POSITION],
    [
      'an entry without positions, then one with',
      [placed(DOC_1, []), placed(DOC_1, [other])],
      DOC_1,
      other,
    ],
  ])('%s', (_name, placements, documentId, expected) => {
    expect(placementFor(placements, documentId)).toEqual(expected);
  });
});

describe('credits (§6): creditsOf and assertCredits', () => {
  const withCredits = (value?: string) =>
    user(value === undefined ? {} : { free_signatures_remaining: [value] });
  it.each<[string, string | undefined, number]>([
    ['missing', undefined, 0],
    ['"0"', '0', 0],
    ['"abc"', 'abc', 0],
    ['"2.7" (whole credits only)', '2.7', 2],
    ['"-3"', '-3', 0],
    ['" 5 " (trimmed)', ' 5 ', 5],
    ['"Infinity"', 'Infinity', 0],
  ])('creditsOf %s', (_name, value, expected) => {
    expect(creditsOf(withCredits(value))).toBe(expected);
  });

  it.each<[string | undefined, number, string]>([
    ['3', 2, 'passes'],
    ['2', 2, 'passes'],
    ['2.7', 3, 'SIGNATURES_EXHAUSTED'],
    ['1', 2, 'SIGNATURES_EXHAUSTED'],
    ['0', 1, 'SIGNATURES_EXHAUSTED'],
    [undefined, 1, 'SIGNATURES_EXHAUSTED'],
    ['abc', 1, 'SIGNATURES_EXHAUSTED'],
  ])('assertCredits with %s for %i signatures → %s', (value, needed, expected) => {
    expect(outcomeOf(() => assertCredits(withCredits(value), needed))).toBe(expected);
  });

  it('tells how many are left and how many are needed (402)', () => {
    const error = errorOf(() => assertCredits(withCredits('1'), 2));
    expect(error.statusCode).toBe(402);
    expect(error.message).toMatch(/1 remaining, 2 needed/);
  });
});
