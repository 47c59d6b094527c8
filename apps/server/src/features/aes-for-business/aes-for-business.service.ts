import {
  AppError,
  type Business,
  type UpdateAesForBusinessBody,
  type ValidConfirmationResponse,
} from '@signet/contract';
import { hashToken } from '../../crypto/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { BusinessRow, StoredAesForBusiness } from '../../db/tables/business.tables.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { businessAccess } from '../business/index.ts';
import { consumeEmailToken, createEmailToken, linkTo } from '../email-tokens/index.ts';
import {
  confirmAesForBusiness,
  findClaimedDomains,
  lockBusiness,
  lockBusinessByConfirmation,
  storeAesForBusiness,
} from './aes-for-business.repository.ts';

const LEGISLATION_NAMES = { eidas: 'eIDAS', zertes: 'ZertES' } as const;

export interface AesForBusinessDeps {
  db: Database;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
  /** §3 Business as an admin reads it (GET /v1/businesses/{id}), for the PUT's answer. */
  businessView: (business: BusinessRow) => Promise<Business>;
}

/**
 * AES for business (§3 aes4biz, issue 14): the business's representative vouches for the identity
 * of its members whose verified address is in the named domains. Enabling it, or changing who
 * vouches for whom, waits for the representative's confirmation by a mailed link; disabling
 * takes effect at once.
 */
export class AesForBusinessService {
  constructor(private readonly deps: AesForBusinessDeps) {}

  /** PUT /v1/businesses/{id}/aes-for-business: admins of the business only. */
  async update(actor: Actor, businessId: string, body: UpdateAesForBusinessBody) {
    const { db, clock } = this.deps;
    await businessAccess(db, { userId: actor.userId, businessId, need: 'admin', changes: true });
    const domains = [...new Set(body.domains)];
    if (body.enabled) await this.assertClaimed(businessId, body.domains);
    const next: StoredAesForBusiness = {
      enabled: body.enabled,
      representativeName: body.representativeName,
      representativeEmail: body.representativeEmail.toLowerCase(),
      commercialRegister: body.commercialRegister,
      domains,
      legislation: body.legislation,
    };
    const now = clock();
    const outcome = await db.transaction().execute(async (tx) => {
      const row = await lockBusiness(tx, businessId);
      if (!row) throw new AppError('NOT_FOUND', 'No such business');
      if (!next.enabled) {
        const stored = await storeAesForBusiness(tx, businessId, {
          aes4biz: next,
          confirmedAt: null,
          tokenHash: null,
          at: now,
        });
        return { stored, token: undefined };
      }
      if (!needsConfirmation(row, next)) {
        const stored = await storeAesForBusiness(tx, businessId, {
          aes4biz: next,
          confirmedAt: row.aes4biz_confirmed_at,
          tokenHash: row.aes4biz_token_hash,
          at: now,
        });
        return { stored, token: undefined };
      }
      const token = await createEmailToken(
        tx,
        {
          purpose: 'aes_for_business',
          email: next.representativeEmail,
          userId: null,
          language: body.language ?? actor.language ?? 'en-gb',
        },
        now,
      );
      const stored = await storeAesForBusiness(tx, businessId, {
        aes4biz: next,
        confirmedAt: null,
        tokenHash: hashToken(token),
        at: now,
      });
      return { stored, token };
    });
    if (outcome.token) {
      await this.deps.mail.send({
        kind: 'aesForBusinessConfirmation',
        to: next.representativeEmail,
        language: body.language ?? actor.language,
        variables: {
          businessName: outcome.stored.name,
          representativeName: next.representativeName,
          domains: next.domains.join(', '),
          legislation: LEGISLATION_NAMES[next.legislation],
        },
        link: linkTo(this.deps.publicUrl, 'aes_for_business', { token: outcome.token }),
      });
    }
    return this.deps.businessView(outcome.stored);
  }

  /**
   * POST /v1/valid-confirmation with the representative's link: AES for business becomes active.
   * The link is the business's newest one; a changed setting or disabling makes it invalid.
   */
  async confirm(token: string): Promise<ValidConfirmationResponse> {
    const { db, clock } = this.deps;
    const now = clock();
    return db.transaction().execute(async (tx) => {
      const used = await consumeEmailToken(tx, token, ['aes_for_business'], now);
      const business = await lockBusinessByConfirmation(tx, hashToken(token));
      if (!business?.aes4biz?.enabled) {
        throw new AppError('TOKEN_INVALID', 'This link is not valid any more', {
          fields: [{ field: 'body.token', message: 'AES for business was changed since' }],
        });
      }
      await confirmAesForBusiness(tx, business.id, now);
      return { email: used.email, flow: 'aes_for_business' as const, applied: true };
    });
  }

  private async assertClaimed(businessId: string, domains: string[]): Promise<void> {
    const claimed = await findClaimedDomains(this.deps.db, businessId);
    const fields = domains.flatMap((domain, index) =>
      claimed.has(domain)
        ? []
        : [
            {
              field: `body.domains.${index}`,
              message: `${domain} is not claimed by this business`,
            },
          ],
    );
    if (fields.length === 0) return;
    throw new AppError(
      'DOMAIN_NOT_CLAIMED',
      `Claim ${fields.length === 1 ? 'this domain' : 'these domains'} for the business first: ${domains.filter((d) => !claimed.has(d)).join(', ')}`,
      { fields },
    );
  }
}

/**
 * Whether the representative must confirm (again): AES for business was off, or who vouches
 * (representative), for whom (domains) or under which law (legislation) changed, or the last link
 * was never confirmed (a PUT again sends a new one). The commercial register alone does not.
 */
function needsConfirmation(row: BusinessRow, next: StoredAesForBusiness): boolean {
  const before = row.aes4biz;
  if (!before?.enabled || !row.aes4biz_confirmed_at) return true;
  const sameDomains =
    before.domains.length === next.domains.length &&
    [...before.domains].sort().join(',') === [...next.domains].sort().join(',');
  return (
    !sameDomains ||
    before.legislation !== next.legislation ||
    before.representativeEmail !== next.representativeEmail ||
    before.representativeName !== next.representativeName
  );
}
