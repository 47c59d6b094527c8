import {
  AppError,
  type DeskEvidence,
  type DeskIdentification,
  type PhotoKind,
} from '@signet/contract';
import type { PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { IdentificationRow } from '../../db/tables/identification.tables.ts';
import { forbidden, notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import * as repo from './identification.repository.ts';
import type { IdentificationService } from './identification.service.ts';
import { appendIdentificationEvent } from './identification-events.ts';
import { openIdentity, toDeskIdentification, toEvidence } from './identification-view.ts';
import { recordIdentificationFailure } from './request-trail.ts';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  seal: PayloadSeal;
  /** §4 internal staff by e-mail domain (INTERNAL_EMAIL_DOMAINS): officers by their address. */
  internalEmailDomains: readonly string[];
  identifications: IdentificationService;
}

export type WithPerson = IdentificationRow & { first_name: string; last_name: string };

/** The longest queue one call lists. */
const QUEUE_PAGE = 200;

/**
 * The built-in registration desk's officers (docs/decisions/0620): internal staff by verified
 * e-mail domain, or people the operator named by command. They list submitted identifications,
 * view the evidence and decide; an officer never handles their own. Every view and decision is
 * an event of the identification's chain. The person sees their own evidence here too.
 */
export class DeskService {
  constructor(private readonly deps: DeskDeps) {}

  async isOfficer(actor: Actor): Promise<boolean> {
    const { db, internalEmailDomains } = this.deps;
    const user = await db
      .selectFrom('users')
      .select(['email', 'email_verified'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    if (!user) return false;
    const domain = user.email.toLowerCase().split('@')[1] ?? '';
    if (user.email_verified && internalEmailDomains.includes(domain)) return true;
    return repo.isOfficer(db, actor.userId);
  }

  private async assertOfficer(actor: Actor): Promise<void> {
    if (!(await this.isOfficer(actor))) {
      throw forbidden('Only identification officers may use the registration desk');
    }
  }

  async list(actor: Actor): Promise<DeskIdentification[]> {
    await this.assertOfficer(actor);
    const rows = await repo.listOpen(this.deps.db, QUEUE_PAGE);
    return rows.filter((row) => row.user_id !== actor.userId).map(toDeskIdentification);
  }

  async evidence(actor: Actor, id: string): Promise<DeskEvidence> {
    await this.assertOfficer(actor);
    return this.deps.db.transaction().execute(async (tx) => {
      const row = await this.forOfficer(tx, actor, id);
      await appendIdentificationEvent(tx, id, 'evidence_viewed', actor, this.deps.clock(), {
        by: 'officer',
      });
      return toEvidence(this.deps.seal, row, await repo.photoKinds(tx, id));
    });
  }

  async photo(actor: Actor, id: string, kind: PhotoKind) {
    await this.assertOfficer(actor);
    return this.deps.db.transaction().execute(async (tx) => {
      await this.forOfficer(tx, actor, id);
      const photo = await this.openPhoto(tx, id, kind);
      await appendIdentificationEvent(tx, id, 'photo_viewed', actor, this.deps.clock(), {
        kind,
        by: 'officer',
      });
      return photo;
    });
  }

  async approve(actor: Actor, id: string): Promise<DeskIdentification> {
    return this.decide(actor, id, async (tx, row, now) => {
      const identity = openIdentity(this.deps.seal, row);
      if (!identity) throw new AppError('EVIDENCE_DELETED', 'The identity data is gone');
      await repo.updateIdentification(tx, id, {
        status: 'success',
        decided_at: now,
        decided_by: actor.userId,
        verified_first_names: identity.firstNames,
        verified_last_name: identity.lastName,
        updated_at: now,
      });
      await appendIdentificationEvent(tx, id, 'approved', actor, now, {
        verifiedName: `${identity.firstNames} ${identity.lastName}`,
      });
      await recordActivity(tx, row, now, 'success');
    });
  }

  async reject(actor: Actor, id: string, reason: string): Promise<DeskIdentification> {
    return this.decide(actor, id, async (tx, row, now) => {
      await repo.updateIdentification(tx, id, {
        status: 'failure',
        decided_at: now,
        decided_by: actor.userId,
        rejection_reason: reason,
        updated_at: now,
      });
      await appendIdentificationEvent(tx, id, 'rejected', actor, now, { reason });
      await recordActivity(tx, row, now, 'failure');
      // An officer decided, not the person: the request's trail gets neither an IP nor the officer.
      await recordIdentificationFailure(tx, row, { reason: 'desk_rejected', ip: null, at: now });
    });
  }

  /** The person's own evidence (NOT_FOUND for anyone else's); the view is an event too. */
  async ownEvidence(person: Actor, id: string): Promise<DeskEvidence> {
    return this.deps.db.transaction().execute(async (tx) => {
      await this.deps.identifications.own(tx, person, id, true);
      const row = (await repo.findWithPerson(tx, id))!;
      await appendIdentificationEvent(tx, id, 'evidence_viewed', person, this.deps.clock(), {
        by: 'person',
      });
      return toEvidence(this.deps.seal, row, await repo.photoKinds(tx, id));
    });
  }

  async ownPhoto(person: Actor, id: string, kind: PhotoKind) {
    return this.deps.db.transaction().execute(async (tx) => {
      await this.deps.identifications.own(tx, person, id, true);
      const photo = await this.openPhoto(tx, id, kind);
      await appendIdentificationEvent(tx, id, 'photo_viewed', person, this.deps.clock(), {
        kind,
        by: 'person',
      });
      return photo;
    });
  }

  private async openPhoto(db: Executor, id: string, kind: PhotoKind) {
    const photo = await repo.findPhoto(db, id, kind);
    if (!photo) throw notFound('photo');
    return { type: photo.content_type, bytes: this.deps.seal.openBytes(photo.sealed) };
  }

  /** An identification an officer may handle: anyone's but their own, locked for the change. */
  private async forOfficer(tx: Executor, actor: Actor, id: string): Promise<WithPerson> {
    const locked = await repo.findById(tx, id, { lock: true });
    if (!locked) throw notFound('identification');
    if (locked.user_id === actor.userId) {
      throw forbidden('Officers do not handle their own identification');
    }
    return (await repo.findWithPerson(tx, id))!;
  }

  private async decide(
    actor: Actor,
    id: string,
    apply: (tx: Executor, row: WithPerson, now: Date) => Promise<void>,
  ): Promise<DeskIdentification> {
    await this.assertOfficer(actor);
    const { db, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      const row = await this.forOfficer(tx, actor, id);
      if (row.status !== 'inprogress') {
        throw new AppError(
          'IDENTIFICATION_STATE',
          `The identification is ${row.status}, not submitted`,
        );
      }
      if (row.evidence_deleted_at) {
        throw new AppError('EVIDENCE_DELETED', 'The evidence was deleted by the retention period');
      }
      await apply(tx, row, clock());
    });
    return toDeskIdentification((await repo.findWithPerson(db, id))!);
  }
}

/** Business activity (ADR 0730): a member's identification outcome, as the row was then. */
export async function recordActivity(tx: Executor, row: WithPerson, now: Date, result: string) {
  const member = await tx
    .selectFrom('business_members')
    .select('business_id')
    .where('user_id', '=', row.user_id)
    .executeTakeFirst();
  if (!member) return;
  await tx
    .insertInto('business_identification_activities')
    .values({
      business_id: member.business_id,
      identified_at: now,
      user_id: row.user_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      method: row.method,
      legislation: row.legislation,
      result,
    })
    .execute();
}
