import type { Database } from '../../db/database.ts';
import type { SealQuality } from '../../db/tables/signing.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { type BusinessMail, displayName } from '../business/index.ts';
import { insertSeal, type SealsService } from '../seals/index.ts';
import { findBusinessAdmins } from './business-seals.repository.ts';
import {
  decideSealRequest,
  listOpenSealRequests,
  lockSealRequest,
} from './seal-requests.repository.ts';

export interface SealOperatorDeps {
  db: Database;
  clock: Clock;
  seals: SealsService;
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

  async issue(id: string, quality: SealQuality): Promise<{ accountName: string }> {
    const { db, clock, seals, trust } = this.deps;
    const now = clock();
    const request = await db.transaction().execute(async (tx) => {
      const request = await this.openRequest(tx, id);
      try {
        await insertSeal(tx, {
          accountName: request.account_name,
          displayName: request.organisation_name.slice(0, 64),
          organisationName: request.organisation_name,
          quality,
          businessId: request.business_id,
          at: now,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new OperatorError(`A seal "${request.account_name}" exists already`);
        throw error;
      }
      await decideSealRequest(tx, id, { status: 'issued', reason: null, at: now });
      return request;
    });
    // The certificate is issued now rather than on first use, so that a provider's refusal
    // shows here, to the operator; the seal keeps it (SealsService.credentialOf).
    await seals.credentialOf(request.account_name, trust);
    await this.mailAdmins(request.business_id, 'sealIssued', request, {
      link: `${this.deps.publicUrl}/business/seals/${encodeURIComponent(request.account_name)}`,
    });
    return { accountName: request.account_name };
  }

  async reject(id: string, reason: string): Promise<void> {
    const text = reason.trim();
    if (text.length === 0 || text.length > 500) {
      throw new OperatorError('--reason: 1 to 500 characters, shown to the business admins');
    }
    const { db, clock } = this.deps;
    const request = await db.transaction().execute(async (tx) => {
      const request = await this.openRequest(tx, id);
      await decideSealRequest(tx, id, { status: 'rejected', reason: text, at: clock() });
      return request;
    });
    await this.mailAdmins(request.business_id, 'sealRejected', request, {
      reason: text,
      link: `${this.deps.publicUrl}/business/seals`,
    });
  }

  private async openRequest(tx: Database, id: string) {
    const request = await lockSealRequest(tx, id);
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
