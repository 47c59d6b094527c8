import type { Database } from '../../db/database.ts';
import type { SealQuality } from '../../db/tables/signing.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { type BusinessMail, displayName } from '../business/index.ts';
import { insertSeal, requestSealCredential, storeSealCredential } from '../seals/index.ts';
import { findBusinessAdmins } from './business-seals.repository.ts';
import {
  decideSealRequest,
  findSealRequest,
  listOpenSealRequests,
  lockSealRequest,
} from './seal-requests.repository.ts';

export interface SealOperatorDeps {
  db: Database;
  clock: Clock;
  /** The trust port the server signs through: built-in, or the configured remote provider. */
  trust: TrustPort;
  mail: BusinessMail;
  publicUrl: string;
}

/** An operator command's refusal: printed as it is, nothing changed. */
export class OperatorError extends Error {}

/**
 * The platform operator's side of seal requests (docs/decisions/0710): the open requests, and
 * each decided once — issued (the seal is created for the business and its certificate issued
 * through the trust port) or rejected with a reason. The business's admins are mailed either way.
 */
export class SealOperator {
  constructor(private readonly deps: SealOperatorDeps) {}

  openRequests() {
    return listOpenSealRequests(this.deps.db);
  }

  /**
   * The certificate is asked for first, outside any transaction (the provider may take its time),
   * so that a refusal shows here, to the operator, and changes nothing; then the seal, its
   * credential and the decision are written together, if the request is still open.
   */
  async issue(id: string, quality: SealQuality): Promise<{ accountName: string }> {
    const { db, clock, trust } = this.deps;
    const asked = await this.openRequest(db, id);
    const displayName = asked.organisation_name.slice(0, 64);
    const credential = await requestSealCredential(trust, {
      account_name: asked.account_name,
      display_name: displayName,
      organisation_name: asked.organisation_name,
      quality,
    });
    const now = clock();
    await db.transaction().execute(async (tx) => {
      await this.openRequest(tx, id, true);
      try {
        await insertSeal(tx, {
          accountName: asked.account_name,
          displayName,
          organisationName: asked.organisation_name,
          quality,
          businessId: asked.business_id,
          at: now,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new OperatorError(`A seal "${asked.account_name}" exists already`);
        throw error;
      }
      await storeSealCredential(tx, asked.account_name, credential);
      await decideSealRequest(tx, id, { status: 'issued', reason: null, at: now });
    });
    await this.mailAdmins(asked.business_id, 'sealIssued', asked, {
      link: `${this.deps.publicUrl}/business/seals/${encodeURIComponent(asked.account_name)}`,
    });
    return { accountName: asked.account_name };
  }

  async reject(id: string, reason: string): Promise<void> {
    const text = reason.trim();
    if (text.length === 0 || text.length > 500) {
      throw new OperatorError('--reason: 1 to 500 characters, shown to the business admins');
    }
    const { db, clock } = this.deps;
    const request = await db.transaction().execute(async (tx) => {
      const request = await this.openRequest(tx, id, true);
      await decideSealRequest(tx, id, { status: 'rejected', reason: text, at: clock() });
      return request;
    });
    await this.mailAdmins(request.business_id, 'sealRejected', request, {
      reason: text,
      link: `${this.deps.publicUrl}/business/seals`,
    });
  }

  private async openRequest(db: Database, id: string, lock = false) {
    const request = lock ? await lockSealRequest(db, id) : await findSealRequest(db, id);
    if (!request) throw new OperatorError(`No seal request ${id}`);
    if (request.status !== 'open') {
      throw new OperatorError(`Seal request ${id} is ${request.status} already`);
    }
    return request;
  }

  private async mailAdmins(
    businessId: string,
    kind: 'sealIssued' | 'sealRejected',
    request: { account_name: string; organisation_name: string },
    extra: { link: string; reason?: string },
  ): Promise<void> {
    const { db, mail } = this.deps;
    const business = await db
      .selectFrom('businesses')
      .select('name')
      .where('id', '=', businessId)
      .executeTakeFirst();
    const admins = await findBusinessAdmins(db, businessId);
    for (const admin of admins) {
      await mail.send({
        kind,
        to: admin.email,
        language: admin.attributes.lang?.[0],
        link: extra.link,
        variables: {
          firstName: admin.first_name || displayName(admin),
          businessName: business?.name ?? '',
          sealName: request.account_name,
          organisationName: request.organisation_name,
          ...(extra.reason ? { reason: extra.reason } : {}),
        },
      });
    }
  }
}
