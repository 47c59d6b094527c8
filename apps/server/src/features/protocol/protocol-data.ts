import { type SignatureValidation, validate } from '@signet/pdf';
import type { Executor } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { type ChainedEvent, type ChainVerdict, listEvents, verifyChain } from '../events/index.ts';
import type { RequestAggregate } from '../request-core/index.ts';
import { findActorAccounts, findOwnerAccount, findSignerAccounts } from './protocol.repository.ts';

/** One document of the request with what its current file says about its signatures. */
export interface ProtocolDocument {
  id: string;
  title: string;
  pageCount: number;
  originalHash: string;
  currentHash: string;
  /** Signatures found in the current version (document time-stamps left out). */
  signatures: SignatureValidation[];
}

/** A PDF signature of one signer in one document. */
export interface SignerSignature {
  documentTitle: string;
  validation: SignatureValidation;
}

export interface ProtocolSigner {
  sid: string;
  /** The person's address; for a group's signature, the member who signed (else the group's id). */
  email: string;
  /** The signer group the signature is for, by its name when it was added; null for a person. */
  signerGroup: string | null;
  name: string | null;
  /**
   * The name the protocol gives the person beside the address (issue 20): the account's current
   * name, or (no account) the name the sender gave; null for an account without a name.
   */
  personName: string | null;
  /** Whether the address has an account. */
  hasAccount: boolean;
  statusCode: string;
  /** SES / AES / QES / DEMO / SEAL, from the signing event when it names one, else the request's. */
  quality: string | null;
  legislation: string | null;
  /** What the signing event or the account says about how the person was identified. */
  identification: IdentificationFact;
  signedAt: Date | null;
  signatures: SignerSignature[];
}

export type IdentificationFact =
  | { kind: 'email'; verified: boolean }
  | { kind: 'demo' }
  | { kind: 'seal' }
  | { kind: 'account'; method: string }
  /** AES for business: the business's representative vouched for the signer's identity. */
  | { kind: 'vouched'; business: string };

export interface ProtocolData {
  request: RequestAggregate['request'];
  ownerEmail: string | null;
  /** The owner's account name ('' when none). */
  ownerName: string;
  ownerLanguage: string | undefined;
  documents: ProtocolDocument[];
  signers: ProtocolSigner[];
  /** Signatures in the files that belong to no signer of the request (e.g. signed before upload). */
  otherSignatures: SignerSignature[];
  events: ChainedEvent[];
  /**
   * The current account names of the events' actors, by account id (accounts without a name and
   * deleted ones left out); an event's recorded address stays as it is.
   */
  actorNames: Record<string, string>;
  chain: ChainVerdict;
}

const SIGNING_ACTIONS = new Set(['signed', 'sealed']);

/**
 * Everything the protocol states, read from the request's rows and events and from the signed
 * files themselves (`validate()` on each current version), never from the signing service's
 * internals: what the protocol says about a signature is what any validator finds in the file.
 */
export async function gatherProtocolData(
  db: Executor,
  blobs: BlobStore,
  aggregate: RequestAggregate,
  trustAnchors: Uint8Array[],
  now: Date,
): Promise<ProtocolData> {
  const { request } = aggregate;
  const events = await listEvents(db, request.id);
  const owner = request.owner_id ? await findOwnerAccount(db, request.owner_id) : undefined;

  const documents: ProtocolDocument[] = [];
  for (const document of aggregate.documents) {
    const bytes = await blobs.get(document.current_hash);
    const report = await validate(new Uint8Array(bytes), { trustAnchors, now });
    documents.push({
      id: document.id,
      title: document.title,
      pageCount: document.page_count,
      originalHash: document.original_hash,
      currentHash: document.current_hash,
      signatures: report.signatures.filter((s) => !s.isDocumentTimestamp),
    });
  }

  // A group's signature is the person's who signed it for the group (ADR 0720).
  const personOf = (row: RequestAggregate['signatures'][number]) =>
    row.signer_group_id ? (row.account_email ?? row.email) : row.email;
  const emails = aggregate.signatures.map(personOf);
  const accounts = emails.length === 0 ? [] : await findSignerAccounts(db, emails);
  const accountOf = new Map(accounts.map((account) => [account.email, account]));

  const claimed = new Set<SignatureValidation>();
  const signers: ProtocolSigner[] = [...aggregate.signatures]
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      const email = personOf(row);
      const account = accountOf.get(email);
      const event = [...events]
        .reverse()
        .find((e) => SIGNING_ACTIONS.has(e.action) && e.data.sid === row.sid);
      const signatures: SignerSignature[] = [];
      for (const document of documents) {
        const match = document.signatures.find(
          (s) =>
            !claimed.has(s) &&
            s.signer?.email !== undefined &&
            s.signer.email.toLowerCase() === email.toLowerCase(),
        );
        if (!match) continue;
        claimed.add(match);
        signatures.push({ documentTitle: document.title, validation: match });
      }
      const identity = row.signer_identity_data as {
        first_name?: string;
        last_name?: string;
      } | null;
      const accountName = account ? `${account.first_name} ${account.last_name}`.trim() : '';
      const identityName = `${identity?.first_name ?? ''} ${identity?.last_name ?? ''}`.trim();
      const certificateName = signatures[0]?.validation.signer?.commonName;
      const quality =
        stringOf(event?.data.quality) ?? stringOf(event?.data.level) ?? request.quality;
      const isSeal =
        event?.action === 'sealed' ||
        stringOf(event?.data.seal) !== null ||
        stringOf(event?.data.sealAccountName) !== null;
      return {
        sid: row.sid,
        email,
        personName: (account ? accountName : identityName) || null,
        hasAccount: account !== undefined,
        signerGroup: row.signer_group_id ? (row.signer_group_name ?? row.signer_group_id) : null,
        // The certificate's name, from the file or (files deleted) as the signing event recorded it.
        name:
          certificateName ??
          stringOf(event?.data.certificate_name) ??
          (accountName || identityName || null),
        statusCode: row.status_code,
        quality: isSeal ? 'SEAL' : quality,
        legislation: stringOf(event?.data.legislation) ?? request.legislation,
        identification: identificationOf(
          isSeal,
          quality,
          stringOf(event?.data.identification),
          vouchedBy(event?.data.identity),
          account,
        ),
        signedAt:
          signatures[0]?.validation.signingTime ??
          (event
            ? new Date(event.created_at)
            : row.status_code === 'SIGNED' && row.status_changed_at
              ? new Date(row.status_changed_at)
              : null),
        signatures,
      };
    });

  const otherSignatures: SignerSignature[] = documents.flatMap((document) =>
    document.signatures
      .filter((s) => !claimed.has(s))
      .map((validation) => ({ documentTitle: document.title, validation })),
  );

  const ownerName = `${owner?.first_name ?? ''} ${owner?.last_name ?? ''}`.trim();
  const actorIds = events.flatMap((event) => (event.actor_id ? [event.actor_id] : []));
  const actorNames: Record<string, string> = {};
  for (const actor of actorIds.length === 0 ? [] : await findActorAccounts(db, actorIds)) {
    const name = `${actor.first_name} ${actor.last_name}`.trim();
    if (name !== '') actorNames[actor.id] = name;
  }

  return {
    request,
    ownerEmail: owner?.email ?? null,
    ownerName,
    ownerLanguage: (owner?.attributes as UserAttributes | undefined)?.lang?.[0],
    documents,
    signers,
    otherSignatures,
    events,
    actorNames,
    chain: verifyChain(events),
  };
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The business named by a signing event's identity when AES for business vouched for it. */
function vouchedBy(identity: unknown): string | null {
  const { method, business } = (identity ?? {}) as { method?: unknown; business?: unknown };
  return method === 'aes_for_business' ? stringOf(business) : null;
}

/**
 * §3 levels: a simple signature rests on a verified e-mail address; advanced and qualified ones
 * on an identification the account records (attribute `identification`) or, with AES for
 * business, on the business that vouched for the signer (the signing event names it); demo
 * certificates and seals on none and on seal membership.
 */
function identificationOf(
  isSeal: boolean,
  quality: string | null,
  fromEvent: string | null,
  vouchedByBusiness: string | null,
  account: { email_verified: boolean; attributes: UserAttributes } | undefined,
): IdentificationFact {
  if (isSeal) return { kind: 'seal' };
  if (vouchedByBusiness) return { kind: 'vouched', business: vouchedByBusiness };
  if (fromEvent) return { kind: 'account', method: fromEvent };
  if (quality === 'DEMO') return { kind: 'demo' };
  const recorded = account?.attributes.identification?.[0];
  if (quality !== 'SES' && recorded) return { kind: 'account', method: recorded };
  return { kind: 'email', verified: account?.email_verified ?? false };
}
