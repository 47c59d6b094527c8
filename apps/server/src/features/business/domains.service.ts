import { AppError } from '@signet/contract';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { findUserById } from '../users/index.ts';
import { businessAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { displayName } from './business-mail.ts';
import {
  deleteDomain,
  findDomainOwner,
  insertDomain,
  listDomains,
} from './businesses.repository.ts';
import { listAdmins } from './members.repository.ts';
import { isPublicMailDomain } from './public-mail-domains.ts';

function taken(): AppError {
  return new AppError('DOMAIN_TAKEN', 'Another business has claimed this domain', {
    fields: [{ field: 'body.domain', message: 'Claimed by another business' }],
  });
}

/** Claimed domains: unique across businesses; sign-ups in them are offered the business. */
export class DomainsService {
  constructor(private readonly deps: BusinessDeps) {}

  /**
   * Only an admin whose own verified address is in the domain may claim it (DOMAIN_NOT_OWNED);
   * the domain's primary key decides between two businesses claiming at once (DOMAIN_TAKEN).
   * Claiming a domain the business holds already changes nothing.
   */
  async claim(actor: Actor, id: string, domain: string): Promise<string[]> {
    const { db, clock, mail } = this.deps;
    const { business } = await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const user = await findUserById(db, actor.userId);
    const ownDomain = user?.email.slice(user.email.lastIndexOf('@') + 1);
    if (!user?.email_verified || ownDomain !== domain || isPublicMailDomain(domain)) {
      throw new AppError(
        'DOMAIN_NOT_OWNED',
        isPublicMailDomain(domain)
          ? 'The domain of a public mail service cannot be claimed'
          : 'Claim a domain with an admin whose verified e-mail address is in it',
        { fields: [{ field: 'body.domain', message: 'Not your verified address’s domain' }] },
      );
    }
    const owner = await findDomainOwner(db, domain);
    if (owner === id) return listDomains(db, id);
    if (owner) throw taken();
    try {
      await insertDomain(db, { domain, businessId: id, claimedBy: actor.userId, at: clock() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if ((await findDomainOwner(db, domain)) !== id) throw taken();
      return listDomains(db, id);
    }
    const claimerName = displayName(user);
    await mail.toAccounts('businessDomainClaimed', await listAdmins(db, id), {
      businessName: business.name,
      domain,
      claimerName,
    });
    return listDomains(db, id);
  }

  /** Members who joined through the domain stay members. */
  async release(actor: Actor, id: string, domain: string): Promise<string[]> {
    const { db } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    if (!(await deleteDomain(db, id, domain))) throw notFound('claimed domain');
    return listDomains(db, id);
  }
}
