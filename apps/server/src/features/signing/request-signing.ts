import {
  AppError,
  type SignedRequest,
  type StatusOverall,
  type VisualSignaturePosition,
} from '@signet/contract';
import { type SigningQueue, sign } from '@signet/pdf';
import type { PdfSigner } from '@signet/trust';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { appendEvent } from '../events/index.ts';
import { assertOpen, assertTurn, visibleTo } from '../request-core/index.ts';
import { lockSealMembership } from '../seals/index.ts';
import type { RequestNotifications } from '../signature-requests/index.ts';
import {
  type SealStamp,
  type StampSource,
  type VisualSignaturesService,
  visualAppearanceFor,
} from '../visual-signatures/index.ts';
import type { Mode, SignerCredentials } from './signer-credentials.ts';
import { lockRequestForSigning, signatureWrites } from './signing.repository.ts';
import { type Checked, creditsOf, ownOpenSignature, placementFor } from './signing-checks.ts';
import { completeRequest, type NewVersions, storeVersion } from './signing-completion.ts';
import { failingAs } from './signing-failures.ts';
import type { SigningTracer } from './signing-tracer.ts';
import { inviteNextTurn } from './signing-turns.ts';
import type { TanSpend } from './tan.service.ts';

export interface RequestSigningDeps {
  db: Database;
  clock: Clock;
  blobs: BlobStore;
  trust: TrustPort;
  credentials: SignerCredentials;
  notifications: RequestNotifications;
  /** Runs the completion job (protocol and e-mails) queued by the last signature. */
  jobs: JobRunner;
  /** Serialises the signings of one request in this process (the row lock does it across processes). */
  queue: SigningQueue;
  /** The signer's visual signatures (§3): the stamp's lines, toggles and handwriting. */
  visualSignatures: VisualSignaturesService;
  tracer: SigningTracer;
}

/** What the stamp shows besides the request's words: the person's visual signature or a seal. */
interface Stamp {
  source?: StampSource;
  seal?: SealStamp;
}

/** What one request's signing is given once every check passed. */
export interface RequestToSign {
  actor: Actor;
  /** The caller's account as read at the start (its name); credits are re-read under lock. */
  user: UserRow;
  checked: Checked;
  mode: Mode;
  language: string | undefined;
  /** A guest signing by link: no credit is spent (§6). */
  direct?: boolean;
  /** Signet's TAN that authorised the call, spent by the first signature's commit. */
  tan?: TanSpend;
}

/**
 * One request of POST /v3/sign (docs/decisions/0600): one transaction holding the request's row
 * lock while the caller's signature is appended to every document.
 */
export class RequestSigning {
  constructor(private readonly deps: RequestSigningDeps) {}

  sign(input: RequestToSign): Promise<SignedRequest> {
    const { tracer, queue } = this.deps;
    return queue.withDocumentLock(input.checked.item.signatureRequestId, async () => {
      const issuing = failingAs('the trust service could not issue the certificate', () =>
        tracer.time(input.actor, 'issue(parallel)', () =>
          this.deps.credentials.signerFor(input.user, input.checked, input.mode),
        ),
      );
      // Awaited in the transaction, or settled unused when it fails before needing it.
      issuing.catch(() => undefined);
      // A seal's first use writes its credential in a transaction of its own, which must not wait
      // behind this one (PGlite has a single connection): it is ready before the transaction. A
      // personal certificate touches the trust service alone, so it is issued while the stamp
      // and the locked rows are read.
      if (input.mode.kind === 'seal') await issuing;
      const source = await this.stampSource(input);
      const answer = await this.deps.db
        .transaction()
        .execute((tx) => this.signIn(tx, input, issuing, source));
      tracer.mark(input.actor, 'commit');
      // The completion job, or the next turn's invitations (0630), were queued in the
      // transaction; now that it is committed, run them soon.
      this.deps.jobs.nudge();
      return answer;
    });
  }

  /**
   * A personal signature shows the signer's visual signature; a seal shows the seal's name, its
   * lines and its image (read before the transaction, as the person's handwriting is).
   */
  private async stampSource({ user, checked, mode }: RequestToSign): Promise<Stamp> {
    if (mode.kind === 'seal') {
      const { seal } = mode;
      return {
        seal: {
          displayName: seal.display_name,
          optionalLine: seal.stamp_line,
          location: seal.stamp_location,
          ...(seal.image_hash ? { image: await this.deps.blobs.get(seal.image_hash) } : {}),
        },
      };
    }
    // A named visual signature is always checked (another user's is not found).
    if (!checked.stamped && !checked.item.visualSignatureId) return {};
    return {
      source: await this.deps.visualSignatures.stampSource(user.id, checked.item.visualSignatureId),
    };
  }

  /**
   * Each new version's blob is written (and flushed) while the pointers move with the signature's
   * status, the event and the credit, and the transaction commits only once every blob is on
   * disk: nothing committed ever points at a missing or partial file. Any failure rolls all of it
   * back, and the blobs written meanwhile are left to the collector.
   */
  private async signIn(
    tx: Database,
    input: RequestToSign,
    issuing: Promise<{ pdfSigner: PdfSigner; serial: string; commonName: string | null }>,
    stamp: Stamp,
  ): Promise<SignedRequest> {
    const { tracer, clock } = this.deps;
    const { actor, checked, mode } = input;
    tracer.mark(input.actor, 'beforeTx');
    const id = checked.item.signatureRequestId;
    const locked = await lockRequestForSigning(tx, actor.userId, id);
    if (!locked.found && locked.missing === 'account')
      throw new AppError('UNAUTHENTICATED', 'Sign in first');
    const visible = locked.found ? visibleTo(actor, locked.aggregate, locked.hidden) : undefined;
    if (!locked.found || !visible) throw notFound();
    const { request, signatures } = visible.aggregate;
    assertOpen(request.status_overall as StatusOverall);
    const own = ownOpenSignature(signatures, actor, id);
    // Checked again under the lock: the order holds across concurrent signings.
    assertTurn(signatures, own, id);
    // The account as read at the start (its name, and a guest's address), with its attributes as
    // locked now.
    const user: UserRow = { ...input.user, attributes: locked.attributes };
    // §6: a member's or admin's signature is paid by the business, not by a credit.
    const spendsCredit = mode.kind === 'code' && locked.businessId === null && !input.direct;
    if (spendsCredit && creditsOf(user) < 1) {
      throw new AppError('SIGNATURES_EXHAUSTED', 'No signing credit left');
    }
    const now = clock();
    const placements = checked.item.documentSignatures ?? (own.document_signatures as unknown[]);
    const documents = [...visible.aggregate.documents].sort((a, b) => a.position - b.position);
    const versions: NewVersions = { hashes: new Map(), sizes: new Map(), signed: new Map() };
    const writes: Promise<string>[] = [];
    tracer.mark(input.actor, 'lockedReads');
    // While the certificate is issued: each document's current version is read and its new file
    // begun from it (hashed up to there), since the signature is an incremental update appended
    // to it. The file is written and flushed once the certificate is issued, while the engine
    // computes: two flushes at once make the certificate wait.
    const currents = await failingAs('the documents could not be read', () =>
      Promise.all(documents.map((document) => this.deps.blobs.get(document.current_hash))),
    );
    const drafts = currents.map((current) => this.deps.blobs.draft(current, issuing));
    tracer.mark(input.actor, 'blobRead');
    let signer: Awaited<typeof issuing>;
    try {
      signer = await issuing;
      tracer.mark(input.actor, 'waitIssue');
      for (const [index, document] of documents.entries()) {
        const position = placementFor(placements, document.id);
        const hash = await failingAs(`document ${document.id} could not be signed`, async () => {
          const bytes = await this.signDocument(currents[index]!, input, {
            user,
            signer: signer.pdfSigner,
            fieldName: `Signature-${own.sid}`,
            position,
            stamp,
            signedAt: now,
          });
          tracer.mark(input.actor, 'engine');
          versions.sizes.set(document.id, bytes.length);
          versions.signed.set(document.id, bytes);
          return storeVersion(this.deps.blobs, bytes, writes, drafts[index]);
        });
        versions.hashes.set(document.id, hash);
      }
    } finally {
      // A draft that was not finished (a failure on the way) is removed.
      await Promise.all(drafts.map((draft) => draft.discard()));
    }
    // A member removed from the seal while this signing was on its way loses the right now: the
    // membership is read again, under a share lock held to the commit (docs/decisions/0710).
    if (mode.kind === 'seal' && !(await lockSealMembership(tx, mode.seal.account_name, user.id))) {
      throw new AppError(
        'SEAL_NOT_FOUND',
        `No seal "${mode.seal.account_name}" of which you are a member`,
      );
    }
    const hashes = documents.map((document) => versions.hashes.get(document.id)!);
    const signedEvent = await appendEvent(
      tx,
      {
        requestId: id,
        action: 'signed',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: hashes,
        at: now,
        data: {
          sid: own.sid,
          // A group's signature: the group, as it was added, for which this member signed.
          ...(own.signer_group_id
            ? { signer_group: { id: own.signer_group_id, name: own.signer_group_name } }
            : {}),
          level: checked.required.level,
          legislation: checked.required.legislation,
          certificate_serial: signer.serial,
          // The name the certificate carried, as the signature shows it (issue 13).
          certificate_name: signer.commonName,
          ...(mode.kind === 'seal' ? { seal: mode.seal.account_name } : {}),
          ...(checked.identity ? { identity: checked.identity } : {}),
          ...(checked.part11
            ? {
                part11: {
                  signing_name: checked.part11.signingName,
                  signing_reason: checked.part11.signingReason,
                },
              }
            : {}),
        },
      },
      locked.lastEvent,
      // The signature's pointers, status, credit and time, in the event's own statement.
      signatureWrites({
        requestId: id,
        sid: own.sid,
        at: now,
        ...(own.signer_group_id ? { signedForGroupBy: actor.email } : {}),
        documents: documents.map((document) => ({
          id: document.id,
          hash: versions.hashes.get(document.id)!,
          size: versions.sizes.get(document.id) ?? document.size,
        })),
        ...(input.tan ? { tan: input.tan } : {}),
        usage: {
          userId: user.id,
          level: mode.kind === 'seal' ? 'seal' : (checked.certificate ?? checked.required.level),
          legislation: checked.required.legislation ?? null,
          seal: mode.kind === 'seal' ? mode.seal.account_name : null,
        },
        ...(spendsCredit
          ? {
              credit: {
                userId: user.id,
                attributes: {
                  ...user.attributes,
                  free_signatures_remaining: [String(creditsOf(user) - 1)],
                },
              },
            }
          : {}),
      }),
    );
    const stillOpen = signatures.filter((s) => s.sid !== own.sid && s.status_code === 'OPEN');
    let status: StatusOverall = 'OPEN';
    if (stillOpen.length === 0) {
      await completeRequest(tx, this.deps, {
        actor,
        requestId: id,
        businessId: request.business_id,
        documents,
        signedAt: now,
        after: signedEvent,
        versions,
        writes,
      });
      status = 'SIGNED';
    } else {
      await inviteNextTurn(tx, this.deps.notifications, {
        actor,
        request,
        signatures,
        sid: own.sid,
      });
    }
    tracer.mark(input.actor, 'writes');
    // The commit waits for the files it points at.
    await failingAs('the signed documents could not be stored', () => Promise.all(writes));
    tracer.mark(input.actor, 'waitBlobWrite');
    return {
      signatureRequestId: id,
      status_overall: status,
      sid: own.sid,
      documents: documents.map((document) => ({
        document_id: document.id,
        version_id: versions.hashes.get(document.id)!,
      })),
    };
  }

  /** The caller's signature appended to one document (PAdES B-T), with its stamp when placed. */
  private signDocument(
    current: Uint8Array,
    input: RequestToSign,
    at: {
      user: UserRow;
      signer: PdfSigner;
      fieldName: string;
      position: VisualSignaturePosition | null;
      stamp: Stamp;
      signedAt: Date;
    },
  ): Promise<Uint8Array> {
    const { checked, language } = input;
    const appearance = at.position
      ? visualAppearanceFor({
          user: at.user,
          position: at.position,
          required: checked.required,
          signedAt: at.signedAt,
          language,
          qrUrl: this.deps.notifications.viewLink(checked.item.signatureRequestId),
          isDemoTrustService: this.deps.trust.isDemoTrustService,
          ...(at.stamp.seal ? { seal: at.stamp.seal } : {}),
          ...(at.stamp.source ? { source: at.stamp.source } : {}),
        })
      : undefined;
    return sign(current, {
      signer: at.signer,
      level: 'B-T',
      tsa: this.deps.trust,
      fieldName: at.fieldName,
      signingTime: at.signedAt,
      ...(appearance ? { appearance } : {}),
      ...(checked.part11
        ? { reason: `${checked.part11.signingName}: ${checked.part11.signingReason}` }
        : {}),
      ...(appearance?.location ? { location: appearance.location } : {}),
    });
  }
}
