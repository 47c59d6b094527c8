import {
  AppError,
  type SignatureQualities,
  type SignBody,
  type SignedRequest,
  type SignRequestItem,
  type SignResponse,
  type StatusOverall,
  type VisualSignaturePosition,
} from '@signet/contract';
import { extendToLT, type SigningQueue, sign } from '@signet/pdf';
import {
  type CscSignerPort,
  type PdfSigner,
  type SignerLevel,
  TrustError,
  type TrustService,
  verifiedCscPdfSigner,
} from '@signet/trust';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobDraft, BlobStore } from '../../storage/blob-store.ts';
import { type EventContent, eventHash } from '../events/event-chain.ts';
import { appendEvent } from '../events/events.repository.ts';
import { type Actor, notFound } from '../signature-requests/access.ts';
import type { VisibleRequest } from '../signature-requests/request-access.ts';
import type { RequestNotifications } from '../signature-requests/request-notifications.ts';
import { updateRequest } from '../signature-requests/signature-requests.repository.ts';
import type { DocumentRow, SignatureRow } from '../signature-requests/signature-requests.tables.ts';
import { checkDocumentSignatures } from '../signature-requests/signer-input.ts';
import { assertOpen, assertTransition } from '../signature-requests/transitions.ts';
import type {
  StampSource,
  VisualSignaturesService,
} from '../visual-signatures/visual-signatures.service.ts';
import type { AccountQualities } from './account-qualities.ts';
import { enqueueCompletion } from './completion.job.ts';
import type { SealCredential, SealsService } from './seals.service.ts';
import {
  loadVisibleRequests,
  lockForSigning,
  readSignerState,
  recordSignature,
} from './signing.repository.ts';
import type { SealRow } from './signing.tables.ts';
import { assertLevelHeld, type RequiredLevel, requiredLevel } from './signing-levels.ts';
import { StepTimes } from './step-times.ts';
import type { TanService } from './tan.service.ts';
import { visualAppearanceFor } from './visual-appearance.ts';

export interface SigningDependencies {
  db: Database;
  clock: Clock;
  blobs: BlobStore;
  trust: TrustService;
  /**
   * The CSC signer port every signature value comes from: the built-in trust service's, or the
   * client of a remote provider. Each value is checked against the certificate it names.
   */
  csc: CscSignerPort;
  tans: TanService;
  seals: SealsService;
  notifications: RequestNotifications;
  /** Runs the completion job (protocol and e-mails) queued by the last signature. */
  jobs: JobRunner;
  /** Serialises the signings of one request in this process (the row lock does it across processes). */
  queue: SigningQueue;
  /** The account's signatureQualities, the same GET /v1/user shows: they decide the level. */
  qualities: AccountQualities;
  /** The signer's visual signatures (§3): the stamp's lines, toggles and handwriting. */
  visualSignatures: VisualSignaturesService;
}

/** How the signer shows sole control: a TAN (personal signature) or seal membership. */
type Mode = { kind: 'tan'; tan: string } | { kind: 'seal'; seal: SealRow };

interface Checked {
  item: SignRequestItem;
  required: RequiredLevel;
  /** The trust service level of a personal signature's certificate (null when sealing). */
  certificate: SignerLevel | null;
  part11: { signingName: string; signingReason: string } | null;
  /** Whether the caller's stamp is placed on a document: its visual signature is read only then. */
  stamped: boolean;
}

const attributeOf = (user: UserRow, name: string) =>
  (user.attributes as UserAttributes)[name]?.[0]?.trim() || undefined;

/** §6: a free user (no business yet, so every account) needs a credit; the count left. */
function creditsOf(user: UserRow): number {
  const value = Number(attributeOf(user, 'free_signatures_remaining') ?? '0');
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * POST /v3/sign (docs/decisions/0600-signing-flow.md): every check first, then a TAN, then for
 * each request one transaction that appends the caller's signature to every document.
 */
export class SigningService {
  constructor(private readonly deps: SigningDependencies) {}

  async sign(actor: Actor, body: SignBody, steps = new StepTimes()): Promise<SignResponse> {
    const { db, tans, seals } = this.deps;
    const requestIds = body.signatureRequests.map((item) => item.signatureRequestId);
    // The account with its TAN row and seals, and the requests, each in one statement; the
    // requests' answer is looked at only after the account's checks, in the order they had.
    const requests = loadVisibleRequests(db, actor, requestIds);
    requests.catch(() => undefined);
    const state = await readSignerState(db, actor.userId);
    if (!state) throw new AppError('UNAUTHENTICATED', 'Sign in first');
    const { user } = state;
    const tanRow = { row: state.tan };
    if (!body.sealAccountName) await tans.assertNotLocked(user.id, tanRow);
    const seal = body.sealAccountName
      ? await seals.sealOfMember(body.sealAccountName, user.id)
      : undefined;
    const qualities = this.deps.qualities.from(user, state.seals);
    const visibles = await requests;
    steps.mark('checks');
    const checked: Checked[] = [];
    for (const [index, item] of body.signatureRequests.entries()) {
      const visible = visibles[index];
      if (!visible) throw notFound();
      checked.push(this.check(user, qualities, visible, item, index, seal));
    }
    if (!seal && creditsOf(user) < checked.length) {
      throw new AppError(
        'SIGNATURES_EXHAUSTED',
        `No signing credit left (${creditsOf(user)} remaining, ${checked.length} needed)`,
      );
    }
    if (!seal && body.tan === undefined) {
      const sent = await tans.send(user, requestIds, body.language ?? actor.language);
      return { status: 'TAN_SENT', ...sent, tanLength: 6 };
    }
    let mode: Mode;
    if (seal) mode = { kind: 'seal', seal };
    else {
      await tans.verify(user.id, body.tan!, requestIds, tanRow);
      steps.mark('tanVerify');
      mode = { kind: 'tan', tan: body.tan! };
    }
    const signed: SignedRequest[] = [];
    for (const entry of checked) {
      signed.push(
        await this.signRequest(actor, user, entry, mode, body.language ?? actor.language, steps),
      );
    }
    return { status: 'SIGNED', signatureRequests: signed };
  }

  /** Status, signer, terms, level and part 11 of one request; throws the first that fails. */
  private check(
    user: UserRow,
    qualities: SignatureQualities,
    visible: VisibleRequest,
    item: SignRequestItem,
    index: number,
    seal: SealRow | undefined,
  ): Checked {
    const { request, signatures } = visible.aggregate;
    // The owner sees a DRAFT and learns it is not open; to anyone else it is not there to sign.
    assertOpen(request.status_overall as StatusOverall);
    if (!visible.roles.includes('signer')) throw notFound();
    const own = ownOpenSignature(signatures, user.email, request.id);
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
    let part11: Checked['part11'] = null;
    if (request.part11) {
      const signingName = item.signingName ?? attributeOf(user, 'p11_signing_name');
      const signingReason = item.signingReason ?? attributeOf(user, 'p11_signing_reason');
      const missing = [
        ...(signingName ? [] : ['signingName']),
        ...(signingReason ? [] : ['signingReason']),
      ];
      if (missing.length > 0) {
        throw new AppError(
          'PART11_DATA_MISSING',
          `Signature request ${request.id} is in part 11 mode: give ${missing.join(' and ')}`,
          {
            fields: missing.map((name) => ({
              field: `body.signatureRequests.${index}.${name}`,
              message: 'Required for a part 11 signature',
            })),
          },
        );
      }
      part11 = { signingName: signingName!, signingReason: signingReason! };
    }
    const placements = item.documentSignatures ?? (own.document_signatures as unknown[]);
    const stamped = visible.aggregate.documents.some(
      (document) => placementFor(placements, document.id) !== null,
    );
    return { item, required, certificate, part11, stamped };
  }

  private signRequest(
    actor: Actor,
    /** The caller's account as read at the start (its name); credits are re-read under lock. */
    user: UserRow,
    checked: Checked,
    mode: Mode,
    language: string | undefined,
    steps: StepTimes,
  ): Promise<SignedRequest> {
    const id = checked.item.signatureRequestId;
    return this.deps.queue.withDocumentLock(id, async () => {
      const issuing = this.failing('the trust service could not issue the certificate', () =>
        steps.time('issue(parallel)', () => this.signerFor(user, checked, mode)),
      );
      // Awaited in the transaction, or settled unused when it fails before needing it.
      issuing.catch(() => undefined);
      // A seal's first use writes its credential in a transaction of its own, which must not wait
      // behind this one (PGlite has a single connection): it is ready before the transaction. A
      // personal certificate touches the trust service alone, so it is issued while the stamp
      // and the locked rows are read.
      if (mode.kind === 'seal') await issuing;
      // A personal signature shows the signer's visual signature; a seal shows the seal's name.
      const source =
        // A named visual signature is always checked (another user's is not found).
        mode.kind === 'seal' || (!checked.stamped && !checked.item.visualSignatureId)
          ? undefined
          : await this.deps.visualSignatures.stampSource(user.id, checked.item.visualSignatureId);
      const answer = await this.deps.db
        .transaction()
        .execute((tx) =>
          this.signIn(tx, actor, user, checked, mode, language, issuing, source, steps),
        );
      steps.mark('commit');
      // The completion job was queued in the transaction; now that it is committed, run it soon.
      if (answer.status_overall === 'SIGNED') this.deps.jobs.nudge();
      return answer;
    });
  }

  /**
   * One transaction per request, holding its row lock (SELECT … FOR UPDATE) while the documents
   * are signed. Each new version's blob is written (and flushed) while the pointers move with the
   * signature's status, the event and the credit, and the transaction commits only once every
   * blob is on disk: nothing committed ever points at a missing or partial file. Any failure
   * rolls all of it back, and the blobs written meanwhile are left to the collector.
   */
  private async signIn(
    tx: Database,
    actor: Actor,
    caller: UserRow,
    checked: Checked,
    mode: Mode,
    language: string | undefined,
    issuing: Promise<{ pdfSigner: PdfSigner; serial: string }>,
    source: StampSource | undefined,
    steps: StepTimes,
  ) {
    steps.mark('beforeTx');
    const { blobs, trust, clock } = this.deps;
    const id = checked.item.signatureRequestId;
    const locked = await lockForSigning(tx, actor, id);
    const { visible, lastEvent } = locked;
    const { request, signatures } = visible.aggregate;
    assertOpen(request.status_overall as StatusOverall);
    const own = ownOpenSignature(signatures, actor.email, id);
    // The account as read at the start (its name), with its attributes as locked now.
    const user: UserRow = { ...caller, attributes: locked.attributes };
    if (mode.kind === 'tan' && creditsOf(user) < 1) {
      throw new AppError('SIGNATURES_EXHAUSTED', 'No signing credit left');
    }
    const now = clock();
    const placements = checked.item.documentSignatures ?? (own.document_signatures as unknown[]);
    const documents = [...visible.aggregate.documents].sort((a, b) => a.position - b.position);
    const versions = new Map<string, string>();
    const sizes = new Map<string, number>();
    /** The new versions, kept in memory for the completion (B-LT) rather than read back. */
    const signed = new Map<string, Uint8Array>();
    const writes: Promise<string>[] = [];
    steps.mark('lockedReads');
    // While the certificate is issued: each document's current version is read and its new
    // file begun from it (hashed up to there), since the signature is an incremental update
    // appended to it. The file is written and flushed once the certificate is issued, while the
    // engine computes: the certificate's records are flushed to disk meanwhile, and two flushes
    // at once make the certificate wait.
    const currents = await this.failing('the documents could not be read', () =>
      Promise.all(documents.map((document) => blobs.get(document.current_hash))),
    );
    const drafts = currents.map((current) => blobs.draft(current, issuing));
    steps.mark('blobRead');
    let signer: Awaited<typeof issuing>;
    try {
      signer = await issuing;
      steps.mark('waitIssue');
      for (const [index, document] of documents.entries()) {
        const position = placementFor(placements, document.id);
        const appearance = position
          ? visualAppearanceFor({
              user,
              position,
              required: checked.required,
              signedAt: now,
              language,
              qrUrl: this.deps.notifications.viewLink(id),
              isDemoTrustService: true,
              ...(mode.kind === 'seal' ? { sealDisplayName: mode.seal.display_name } : {}),
              ...(source ? { source } : {}),
            })
          : undefined;
        const hash = await this.failing(`document ${document.id} could not be signed`, async () => {
          const bytes = await sign(currents[index]!, {
            signer: signer.pdfSigner,
            level: 'B-T',
            tsa: trust,
            fieldName: `Signature-${own.sid}`,
            signingTime: now,
            ...(appearance ? { appearance } : {}),
            ...(checked.part11
              ? { reason: `${checked.part11.signingName}: ${checked.part11.signingReason}` }
              : {}),
            ...(appearance?.location ? { location: appearance.location } : {}),
          });
          steps.mark('engine');
          sizes.set(document.id, bytes.length);
          signed.set(document.id, bytes);
          return this.storeBlob(bytes, writes, drafts[index]);
        });
        versions.set(document.id, hash);
      }
    } finally {
      // A draft that was not finished (a failure on the way) is removed.
      await Promise.all(drafts.map((draft) => draft.discard()));
    }
    const hashes = documents.map((document) => versions.get(document.id)!);
    const content: EventContent = {
      request_id: id,
      seq: lastEvent.seq + 1,
      action: 'signed',
      actor_id: actor.userId,
      actor_email: actor.email,
      ip: actor.ip,
      document_hashes: hashes,
      data: {
        sid: own.sid,
        level: checked.required.level,
        legislation: checked.required.legislation,
        certificate_serial: signer.serial,
        ...(mode.kind === 'seal' ? { seal: mode.seal.account_name } : {}),
        ...(checked.part11
          ? {
              part11: {
                signing_name: checked.part11.signingName,
                signing_reason: checked.part11.signingReason,
              },
            }
          : {}),
      },
      created_at: now.toISOString(),
    };
    await recordSignature(tx, {
      requestId: id,
      sid: own.sid,
      at: now,
      documents: documents.map((document) => ({
        id: document.id,
        hash: versions.get(document.id)!,
        size: sizes.get(document.id) ?? document.size,
      })),
      ...(mode.kind === 'tan'
        ? {
            credit: {
              userId: user.id,
              attributes: {
                ...(user.attributes as UserAttributes),
                free_signatures_remaining: [String(creditsOf(user) - 1)],
              },
            },
          }
        : {}),
      event: {
        ...content,
        prev_hash: lastEvent.hash,
        hash: eventHash(lastEvent.hash, content),
      },
    });
    const stillOpen = signatures.filter((s) => s.sid !== own.sid && s.status_code === 'OPEN');
    let status: StatusOverall = 'OPEN';
    if (stillOpen.length === 0) {
      await this.complete(tx, actor, id, documents, now, { versions, sizes, signed, writes });
      status = 'SIGNED';
    }
    steps.mark('writes');
    // The commit waits for the files it points at.
    await this.failing('the signed documents could not be stored', () => Promise.all(writes));
    steps.mark('waitBlobWrite');
    const answer: SignedRequest = {
      signatureRequestId: id,
      status_overall: status,
      sid: own.sid,
      documents: documents.map((document) => ({
        document_id: document.id,
        version_id: versions.get(document.id)!,
      })),
    };
    return answer;
  }

  /**
   * The last signature: every document to B-LT (DSS with certificates, CRLs, OCSP), then SIGNED,
   * with the completion job (protocol and e-mails) queued in the same transaction.
   */
  private async complete(
    tx: Database,
    actor: Actor,
    id: string,
    documents: DocumentRow[],
    /** When the signature was made: the request's time of change stays at it. */
    signedAt: Date,
    state: {
      versions: Map<string, string>;
      sizes: Map<string, number>;
      signed: Map<string, Uint8Array>;
      writes: Promise<string>[];
    },
  ): Promise<void> {
    const { trust, clock } = this.deps;
    const { versions, sizes, signed, writes } = state;
    for (const document of documents) {
      const hash = await this.failing(
        `document ${document.id} could not be completed`,
        async () => {
          const extended = await extendToLT(signed.get(document.id)!, { revocation: trust });
          sizes.set(document.id, extended.length);
          return this.storeBlob(extended, writes);
        },
      );
      versions.set(document.id, hash);
    }
    const now = clock();
    await moveVersions(tx, documents, versions, sizes, now);
    assertTransition('OPEN', 'SIGNED');
    await updateRequest(tx, id, { status_overall: 'SIGNED', ended_at: now, updated_at: signedAt });
    await appendEvent(tx, {
      requestId: id,
      action: 'completed',
      actorId: actor.userId,
      actorEmail: actor.email,
      ip: actor.ip,
      documentHashes: documents.map((document) => versions.get(document.id)!),
      at: now,
      data: { pades_level: 'B-LT' },
    });
    await enqueueCompletion(tx, { requestId: id, senderName: actor.email }, now);
  }

  /**
   * The credential (the seal's, or one issued for this signature in the signer's verified name),
   * then the signer that signs through the CSC port and checks each value before it is embedded:
   * the certificate credentials/info reports must be the one the signed attributes name, in the
   * expected name, and its key must have made the value (SERIAL_NUMBER_MISMATCH otherwise).
   */
  private async signerFor(user: UserRow, checked: Checked, mode: Mode) {
    const { trust, seals, csc } = this.deps;
    if (mode.kind === 'seal') {
      const credential: SealCredential = await seals.credentialOf(mode.seal.account_name, trust);
      return verifiedCscPdfSigner(csc, {
        credentialID: credential.credentialId,
        expected: { name: mode.seal.display_name, organization: mode.seal.display_name },
      });
    }
    const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
    // A certificate per signature in the signer's verified name, its key kept by the trust
    // service; the TAN is its OTP, so credentials/authorize needs it (sole control).
    const credential = await trust.issueCertificate({
      subject: { name, email: user.email },
      level: checked.certificate!,
      legislation: checked.required.legislation,
      otp: mode.tan,
      userID: user.id,
    });
    return verifiedCscPdfSigner(csc, {
      credentialID: credential.credentialId,
      otp: mode.tan,
      expected: { name, email: user.email },
    });
  }

  /**
   * Starts writing a new version's blob (finishing its draft, when its beginning is already on
   * disk) and answers its address at once; the write joins `writes`, which the transaction
   * awaits before it commits.
   */
  private storeBlob(bytes: Uint8Array, writes: Promise<string>[], draft?: BlobDraft): string {
    const { hash, written } = draft ? draft.finish(bytes) : this.deps.blobs.store(bytes);
    // Awaited before the commit; settled unused when the transaction fails first.
    written.catch(() => undefined);
    writes.push(written);
    return hash;
  }

  /** Any failure of the engine, trust service or storage: SIGNING_FAILED, nothing changed. */
  private async failing<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof TrustError && error.code === 'SIGNER_CERTIFICATE_MISMATCH') {
        throw new AppError(
          'SERIAL_NUMBER_MISMATCH',
          `The signing certificate does not match your identity (${error.message}); nothing was signed`,
          { cause: error },
        );
      }
      throw new AppError('SIGNING_FAILED', `Signing failed: ${what}; nothing was changed`, {
        cause: error,
      });
    }
  }
}

function ownOpenSignature(signatures: SignatureRow[], email: string, requestId: string) {
  const mine = signatures.filter((s) => s.email === email);
  if (mine.length === 0) throw notFound();
  const open = mine.find((s) => s.status_code === 'OPEN');
  if (!open) {
    throw new AppError(
      'SIGNATURE_NOT_OPEN',
      `Your signature on request ${requestId} is ${mine[0]!.status_code}`,
    );
  }
  return open;
}

function assertSealLevel(seal: SealRow, required: RequiredLevel, requestId: string): void {
  if (required.level === 'qes' && seal.quality !== 'qes') {
    throw new AppError(
      'SEAL_LEVEL_TOO_LOW',
      `Signature request ${requestId} needs a qualified seal; "${seal.account_name}" is ${seal.quality}`,
    );
  }
}

/** The first placed position of the caller's stamp in this document, if any. */
function placementFor(placements: unknown[], documentId: string): VisualSignaturePosition | null {
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

async function moveVersions(
  tx: Database,
  documents: DocumentRow[],
  versions: Map<string, string>,
  sizes: Map<string, number>,
  at: Date,
): Promise<void> {
  for (const document of documents) {
    const hash = versions.get(document.id)!;
    await tx
      .updateTable('documents')
      .set({ current_hash: hash, size: sizes.get(document.id) ?? document.size, updated_at: at })
      .where('id', '=', document.id)
      .execute();
  }
}
