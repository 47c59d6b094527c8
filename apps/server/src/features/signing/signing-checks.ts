import {
  AppError,
  canSign,
  type SignatureQualities,
  type SignRequestItem,
  type StatusOverall,
  type VisualSignaturePosition,
} from '@signet/contract';
import type { SignerLevel } from '@signet/trust';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { SignatureRow } from '../../db/tables/signature-requests.tables.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Vouch } from '../aes-for-business/index.ts';
import { assertLevelHeld, type RequiredLevel, requiredLevel } from '../levels/index.ts';
import {
  assertAllowed,
  assertOpen,
  assertTurn,
  isCallersSignature,
  requestFacts,
  type SignerCaller,
  type VisibleRequest,
} from '../request-core/index.ts';
import { checkDocumentSignatures } from '../signature-requests/index.ts';
import type { IdentifiedSigner } from './signing.repository.ts';

/** One request of POST /v3/sign once every check passed: what its signature needs. */
export interface Checked {
  item: SignRequestItem;
  required: RequiredLevel;
  /** The trust service level of a personal signature's certificate (null when sealing). */
  certificate: SignerLevel | null;
  part11: { signingName: string; signingReason: string } | null;
  /** Whether the caller's stamp is placed on a document: its visual signature is read only then. */
  stamped: boolean;
  /** How the signer's identity is vouched for, when not by an identification of their own. */
  identity: SignerIdentity | null;
}

/**
 * AES for business: the business whose representative vouched for the signer (the event names
 * it); or the signer's own approved identification, whose verified name the certificate carries.
 */
export type SignerIdentity =
  | { method: 'aes_for_business'; business: string }
  | { method: 'identification'; provider: string; name: string };

export const attributeOf = (user: Pick<UserRow, 'attributes'>, name: string) =>
  (user.attributes as UserAttributes)[name]?.[0]?.trim() || undefined;

/** §6: a free user (a member or admin of a business is not charged) needs a credit; the count left. */
export function creditsOf(user: Pick<UserRow, 'attributes'>): number {
  const value = Number(attributeOf(user, 'free_signatures_remaining') ?? '0');
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** SIGNATURES_EXHAUSTED unless the account has a credit for each personal signature. */
export function assertCredits(user: Pick<UserRow, 'attributes'>, needed: number): void {
  const left = creditsOf(user);
  if (left >= needed) return;
  throw new AppError(
    'SIGNATURES_EXHAUSTED',
    `No signing credit left (${left} remaining, ${needed} needed)`,
  );
}

/**
 * Status, signer, terms, placements, level and part 11 of one request, in this order (0600);
 * throws the first that fails. `visible` is the request as the caller may see it, if at all.
 */
export function checkSignItem(input: {
  user: UserRow;
  qualities: SignatureQualities;
  visible: VisibleRequest | undefined;
  item: SignRequestItem;
  index: number;
  seal: SealRow | undefined;
  /** What AES for business vouches for the caller (their AES comes from it). */
  vouch?: Pick<Vouch, 'businessName'> | null;
  /** The caller's approved identifications (their AES and QES come from them). */
  identified?: readonly IdentifiedSigner[];
}): Checked {
  const { user, qualities, visible, item, index, seal } = input;
  if (!visible) throw notFound();
  const { request, signatures } = visible.aggregate;
  assertAllowed(
    canSign(requestFacts(visible), user.email),
    () => {
      // The owner sees a DRAFT and learns it is not open; to anyone else it is not there to sign.
      assertOpen(request.status_overall as StatusOverall);
      if (!visible.roles.includes('signer')) throw notFound();
      ownOpenSignature(signatures, visible.caller, request.id);
    },
    'Signing',
  );
  const own = ownOpenSignature(signatures, visible.caller, request.id);
  assertTurn(signatures, own, request.id);
  if (attributeOf(user, 'accepted_gtc') !== 'true') {
    throw new AppError('TERMS_NOT_ACCEPTED', 'Accept the terms of use before signing');
  }
  if (item.documentSignatures) {
    checkDocumentSignatures(
      item.documentSignatures,
      visible.aggregate.documents,
      `body.signatureRequests.${index}.documentSignatures`,
    );
  }
  const required = requiredLevel(request, user);
  let certificate: SignerLevel | null = null;
  if (seal) assertSealLevel(seal, required, request.id);
  else certificate = assertLevelHeld(required, qualities, request.id);
  const part11 = request.part11 ? part11Of(user, item, index, request.id) : null;
  const placements = item.documentSignatures ?? (own.document_signatures as unknown[]);
  const stamped = visible.aggregate.documents.some(
    (document) => placementFor(placements, document.id) !== null,
  );
  // A certificate above SES rests on the signer's own identification of the request's legislation
  // (or any, for aes.any), else on the business's word (its AES for business).
  const identification =
    certificate && certificate !== 'ses'
      ? (input.identified?.find((entry) => entry.legislation === required.legislation) ??
        (certificate === 'aes' ? input.identified?.[0] : undefined))
      : undefined;
  const identity: SignerIdentity | null = identification
    ? { method: 'identification', provider: identification.provider, name: identification.name }
    : certificate === 'aes' && input.vouch
      ? { method: 'aes_for_business', business: input.vouch.businessName }
      : null;
  return { item, required, certificate, part11, stamped, identity };
}

/** §5 part 11: the signing name and reason, from the call or the account; both are required. */
function part11Of(user: UserRow, item: SignRequestItem, index: number, requestId: string) {
  const signingName = item.signingName ?? attributeOf(user, 'p11_signing_name');
  const signingReason = item.signingReason ?? attributeOf(user, 'p11_signing_reason');
  const missing = [
    ...(signingName ? [] : ['signingName']),
    ...(signingReason ? [] : ['signingReason']),
  ];
  if (missing.length > 0) {
    throw new AppError(
      'PART11_DATA_MISSING',
      `Signature request ${requestId} is in part 11 mode: give ${missing.join(' and ')}`,
      {
        fields: missing.map((name) => ({
          field: `body.signatureRequests.${index}.${name}`,
          message: 'Required for a part 11 signature',
        })),
      },
    );
  }
  return { signingName: signingName!, signingReason: signingReason! };
}

/**
 * The caller's own signature that is still open: NOT_FOUND without one, SIGNATURE_NOT_OPEN after.
 * Their personal signature comes before one of a group they are in (ADR 0720).
 */
export function ownOpenSignature(
  signatures: readonly SignatureRow[],
  caller: SignerCaller,
  requestId: string,
): SignatureRow {
  const mine = signatures.filter((s) => isCallersSignature(s, caller));
  if (mine.length === 0) throw notFound();
  const open =
    mine.find((s) => s.status_code === 'OPEN' && s.signer_group_id === null) ??
    mine.find((s) => s.status_code === 'OPEN');
  if (!open) {
    throw new AppError(
      'SIGNATURE_NOT_OPEN',
      `Your signature on request ${requestId} is ${mine[0]!.status_code}`,
    );
  }
  return open;
}

/** A qualified request needs a qualified seal. */
export function assertSealLevel(seal: SealRow, required: RequiredLevel, requestId: string): void {
  if (required.level === 'qes' && seal.quality !== 'qes') {
    throw new AppError(
      'SEAL_LEVEL_TOO_LOW',
      `Signature request ${requestId} needs a qualified seal; "${seal.account_name}" is ${seal.quality}`,
    );
  }
}

/** The first placed position of the caller's stamp in this document, if any. */
export function placementFor(
  placements: unknown[],
  documentId: string,
): VisualSignaturePosition | null {
  for (const entry of placements as {
    document_id: string;
    visual_signature?: { positions: VisualSignaturePosition[] } | null;
  }[]) {
    if (entry.document_id !== documentId) continue;
    const position = entry.visual_signature?.positions?.[0];
    if (position) return position;
  }
  return null;
}
