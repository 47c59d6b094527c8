import { highestQuality, type SignatureQualities } from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import type { IdentificationConfig } from '../../config/identification-config.ts';
import type { OidcEidConfig } from '../../config/oidc-config.ts';
import { deriveKey, PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { CleanupTask } from '../../jobs/cleanup.job.ts';
import type { Clock } from '../../jobs/clock.ts';
import { OidcEid } from '../../providers/identification/oidc-eid.ts';
import { DeskService } from './desk.service.ts';
import { evidenceRetention } from './evidence-retention.ts';
import { registerIdentificationRoutes } from './identification.routes.ts';
import { IdentificationService } from './identification.service.ts';
import { OidcIdentificationService } from './oidc-identification.service.ts';

export interface IdentificationParts {
  db: Database;
  clock: Clock;
  config: IdentificationConfig;
  /** OpenID Connect eIDs (OIDC_EIDS), none by default. */
  oidcEids: readonly OidcEidConfig[];
  /** The server key the evidence key is derived from (the TAN key, as the other derived keys). */
  serverKey: Buffer;
  publicUrl: string;
  internalEmailDomains: readonly string[];
  /** The person's signature qualities (the levels feature), for §4 highest quality. */
  qualitiesOf: (user: UserRow) => Promise<SignatureQualities>;
  guestOf: (request: FastifyRequest) => Actor;
}

/** Builds identification's services, registers its routes; the evidence retention cleanup task. */
export async function composeIdentification(
  http: HttpContext,
  parts: IdentificationParts,
): Promise<CleanupTask> {
  const { db, clock, config } = parts;
  // The registration desk's evidence is sealed with a key derived for it alone (0620).
  const seal = new PayloadSeal(deriveKey(parts.serverKey, 'identification evidence'));
  const identifications = new IdentificationService({
    db,
    clock,
    config,
    seal,
    publicUrl: parts.publicUrl,
    highestQuality: async (userId) => {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return 'none';
      return highestQuality({
        emailVerified: user.email_verified,
        signatureQualities: await parts.qualitiesOf(user),
      });
    },
  });
  const desk = new DeskService({
    db,
    clock,
    seal,
    internalEmailDomains: parts.internalEmailDomains,
    identifications,
  });
  const eids = new OidcIdentificationService({
    db,
    clock,
    config,
    seal,
    eids: parts.oidcEids.map((eid) => new OidcEid(eid)),
    identifications,
  });
  await registerIdentificationRoutes(http, {
    identifications,
    desk,
    eids,
    maxPhotoBytes: config.maxPhotoBytes,
    guestOf: parts.guestOf,
  });
  return evidenceRetention(db, config.evidenceRetentionDays);
}
