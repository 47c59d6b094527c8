import { randomBytes } from 'node:crypto';
import {
  AppError,
  type HighestQuality,
  type IdentInfo,
  type IdentityData,
  type IdentPathParams,
  type IdentPaymentCoverage,
  identPathTarget,
  type LegislationName,
  type PhotoKind,
} from '@signet/contract';
import type { IdentificationConfig } from '../../config/identification-config.ts';
import type { PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { IdentificationRow } from '../../db/tables/identification.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { assertMethodOffered, coverageFor } from './coverage.ts';
import * as repo from './identification.repository.ts';
import { appendIdentificationEvent } from './identification-events.ts';
import { toIdentInfo } from './identification-view.ts';
import { checkIdentityDates } from './identity-checks.ts';
import type { PhotoBody } from './photo-body.ts';

export interface IdentificationDeps {
  db: Database;
  clock: Clock;
  config: IdentificationConfig;
  /** Seals the evidence: AES-256-GCM under a key derived for it alone (docs/decisions/0620). */
  seal: PayloadSeal;
  publicUrl: string;
  /** §4 highest quality of a person (users or guest account), for "ongoing ident". */
  highestQuality: (userId: string) => Promise<HighestQuality>;
}

/** Who the built-in registration desk is (the provider that works everywhere). */
export const DESK_PROVIDER = 'desk';

const notOffered = (message: string) =>
  new AppError('IDENTIFICATION_METHOD_NOT_OFFERED', message, {
    fields: [{ field: 'params.method', message }],
  });

/**
 * §7 "Identification" for the person (a user, or a guest through its guest account): start,
 * read and delete an identification, whether it is paid for, and the registration desk's
 * evidence (identity data, photos, submission). Every change is an event of its chain.
 */
export class IdentificationService {
  constructor(private readonly deps: IdentificationDeps) {}

  async start(
    person: Actor,
    path: IdentPathParams,
    body: { signatureRequestId?: string | undefined },
  ): Promise<IdentInfo> {
    const { db, clock, config } = this.deps;
    const target = identPathTarget(path.provider, path.method);
    if (!target) notOfferedPath(path);
    const { legislation, method } = target!;
    if (await repo.isIdentified(db, person.userId, legislation)) {
      throw new AppError('ALREADY_IDENTIFIED', `You are already identified under ${legislation}`);
    }
    const coverage = await assertMethodOffered(
      db,
      person,
      { legislation, method, signatureRequestId: body.signatureRequestId },
      config,
    );
    const open = await repo.findLatest(db, person.userId, legislation, method);
    if (open && open.status !== 'success') return this.info(open);
    const now = clock();
    const row = {
      id: `idn_${randomBytes(16).toString('hex')}`,
      user_id: person.userId,
      email: person.email,
      legislation,
      method,
      provider: DESK_PROVIDER,
      status: 'initialized' as const,
      signature_request_id: body.signatureRequestId ?? null,
      created_at: now,
      updated_at: now,
    };
    await db.transaction().execute(async (tx) => {
      await repo.insertIdentification(tx, row);
      await appendIdentificationEvent(tx, row.id, 'started', person, now, {
        legislation,
        method,
        requested: `${path.provider}/${path.method}`,
        coveredBy: coverage.coveredBy,
      });
    });
    return this.info((await repo.findById(db, row.id))!);
  }

  async get(person: Actor, path: IdentPathParams): Promise<IdentInfo> {
    const target = identPathTarget(path.provider, path.method);
    if (!target) notOfferedPath(path);
    const row = await repo.findLatest(
      this.deps.db,
      person.userId,
      target!.legislation,
      target!.method,
    );
    if (!row) throw notFound('identification');
    return this.info(row);
  }

  /** DELETE {email}: the identification of that method and its evidence; its levels go too. */
  async remove(person: Actor, path: IdentPathParams, email: string): Promise<null> {
    const { db, clock } = this.deps;
    if (email.toLowerCase() !== person.email.toLowerCase()) {
      throw new AppError('VALIDATION_FAILED', 'email: give the address of your account', {
        fields: [{ field: 'body.email', message: 'The address of your account' }],
      });
    }
    const target = identPathTarget(path.provider, path.method);
    if (!target) notOfferedPath(path);
    const row = await repo.findLatest(db, person.userId, target!.legislation, target!.method);
    if (!row) throw notFound('identification');
    await db.transaction().execute(async (tx) => {
      await repo.findById(tx, row.id, { lock: true });
      await appendIdentificationEvent(tx, row.id, 'deleted', person, clock(), {
        status: row.status,
      });
      await repo.deleteIdentification(tx, row.id);
    });
    return null;
  }

  payment(person: Actor, subject: string): Promise<IdentPaymentCoverage> {
    const isLegislation = subject === 'eidas' || subject === 'zertes';
    return coverageFor(
      this.deps.db,
      person,
      isLegislation ? { legislation: subject as LegislationName } : { signatureRequestId: subject },
      this.deps.config,
    );
  }

  async putIdentity(person: Actor, id: string, identity: IdentityData): Promise<IdentInfo> {
    checkIdentityDates(identity, this.deps.clock());
    return this.change(person, id, async (tx, row, now) => {
      await repo.updateIdentification(tx, row.id, {
        identity_sealed: this.deps.seal.seal(identity).sealed,
        evidence_deleted_at: null,
        updated_at: now,
      });
      await appendIdentificationEvent(tx, row.id, 'identity_supplied', person, now);
    });
  }

  async putPhoto(person: Actor, id: string, kind: PhotoKind, photo: PhotoBody): Promise<IdentInfo> {
    return this.change(person, id, async (tx, row, now) => {
      await repo.upsertPhoto(tx, {
        identification_id: row.id,
        kind,
        content_type: photo.type,
        sealed: this.deps.seal.sealBytes(photo.bytes),
        uploaded_at: now,
      });
      await repo.updateIdentification(tx, row.id, { evidence_deleted_at: null, updated_at: now });
      await appendIdentificationEvent(tx, row.id, 'photo_supplied', person, now, {
        kind,
        type: photo.type,
        size: photo.bytes.length,
      });
    });
  }

  /** Hands the evidence to the officers; after a rejection, hands it again (resubmission). */
  async submit(person: Actor, id: string): Promise<IdentInfo> {
    return this.change(person, id, async (tx, row, now) => {
      const photos = await repo.photoKinds(tx, row.id);
      const missing = [
        ...(row.identity_sealed ? [] : ['identity']),
        ...(['document', 'face'] as const)
          .filter((kind) => !photos.includes(kind))
          .map((k) => `photos.${k}`),
      ];
      if (missing.length > 0) {
        throw new AppError('IDENTIFICATION_INCOMPLETE', `Supply ${missing.join(', ')} first`, {
          fields: missing.map((field) => ({ field, message: 'Required' })),
        });
      }
      await repo.updateIdentification(tx, row.id, {
        status: 'inprogress',
        submitted_at: now,
        decided_at: null,
        decided_by: null,
        rejection_reason: null,
        updated_at: now,
      });
      await appendIdentificationEvent(tx, row.id, 'submitted', person, now, {
        resubmission: row.status === 'failure',
      });
    });
  }

  /** The person's own identification, or NOT_FOUND (another's is never told apart). */
  async own(db: Executor, person: Actor, id: string, lock = false): Promise<IdentificationRow> {
    const row = await repo.findById(db, id, { lock });
    if (!row || row.user_id !== person.userId) throw notFound('identification');
    return row;
  }

  /** A change of evidence: only while the desk has not got it (initialized) or after a rejection. */
  private async change(
    person: Actor,
    id: string,
    apply: (tx: Executor, row: IdentificationRow, now: Date) => Promise<void>,
  ): Promise<IdentInfo> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      const row = await this.own(tx, person, id, true);
      if (
        row.provider !== DESK_PROVIDER ||
        (row.status !== 'initialized' && row.status !== 'failure')
      ) {
        throw new AppError(
          'IDENTIFICATION_STATE',
          row.status === 'inprogress'
            ? 'The identification is with the officers; wait for their decision'
            : 'The identification is decided; its evidence can no longer change',
        );
      }
      await apply(tx, row, clock());
    });
    return this.info((await repo.findById(db, id))!);
  }

  async info(row: IdentificationRow): Promise<IdentInfo> {
    const [photos, highest] = await Promise.all([
      repo.photoKinds(this.deps.db, row.id),
      this.deps.highestQuality(row.user_id),
    ]);
    return toIdentInfo(row, photos, this.deps.publicUrl, highest);
  }
}

function notOfferedPath(path: IdentPathParams): never {
  throw notOffered(`${path.provider} does not offer ${path.method}`);
}
