import {
  AppError,
  type IdentPaymentCoverage,
  identificationMethods,
  type LegislationName,
} from '@signet/contract';
import type { IdentificationConfig } from '../../config/identification-config.ts';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { loadVisible } from '../request-core/index.ts';

type Licence = { payForMembers?: unknown; payForInvitations?: unknown } | undefined;

/** §3 pricePlan.licenses.idents.{eidas,zertes} of a business's price plan. */
export function identLicence(pricePlan: unknown, legislation: LegislationName): Licence {
  const plan = pricePlan as { licenses?: { idents?: Record<string, Licence> } } | null;
  const licence = plan?.licenses?.idents?.[legislation];
  return typeof licence === 'object' && licence !== null ? licence : undefined;
}

/**
 * Who pays for an identification (docs/decisions/0620), first that holds: the business the
 * person belongs to when its licence pays for members; the business that sent the signature
 * request it is for when its licence pays for invitations; the operator for the legislations it
 * covers. Otherwise the person pays the configured price. §9 methods follow the coverage.
 */
export function coverageOf(
  legislation: LegislationName,
  input: { memberPlan: unknown; requestPlan: unknown },
  config: Pick<IdentificationConfig, 'operatorCovers' | 'prices'>,
): IdentPaymentCoverage {
  const coveredBy = (() => {
    if (identLicence(input.memberPlan, legislation)?.payForMembers === true) {
      return 'business_members' as const;
    }
    if (identLicence(input.requestPlan, legislation)?.payForInvitations === true) {
      return 'business_invitations' as const;
    }
    if (config.operatorCovers.includes(legislation)) return 'operator' as const;
    return null;
  })();
  const covered = coveredBy !== null;
  return {
    legislation,
    covered,
    coveredBy,
    price: covered ? null : config.prices[legislation],
    methods: [...identificationMethods(legislation, covered)],
  };
}

/** The price plan of the business the person is a member or admin of (null: none). */
async function memberPlan(db: Executor, userId: string): Promise<unknown> {
  const row = await db
    .selectFrom('business_members as m')
    .innerJoin('businesses as b', 'b.id', 'm.business_id')
    .select('b.price_plan')
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row?.price_plan ?? null;
}

/**
 * The coverage for the person, of a legislation or of the signature request given (which the
 * person must be able to see; NOT_FOUND otherwise): its legislation and its business's licence.
 */
export async function coverageFor(
  db: Executor,
  person: Actor,
  subject: { legislation?: LegislationName; signatureRequestId?: string },
  config: Pick<IdentificationConfig, 'operatorCovers' | 'prices'>,
): Promise<IdentPaymentCoverage> {
  let legislation = subject.legislation;
  let requestPlan: unknown = null;
  if (subject.signatureRequestId) {
    const visible = await loadVisible(db, person, subject.signatureRequestId);
    const { request } = visible.aggregate;
    const fromRequest = request.legislation?.toLowerCase();
    legislation ??= fromRequest === 'zertes' ? 'zertes' : 'eidas';
    if (request.business_id) {
      const business = await db
        .selectFrom('businesses')
        .select('price_plan')
        .where('id', '=', request.business_id)
        .executeTakeFirst();
      requestPlan = business?.price_plan ?? null;
    }
  }
  if (!legislation) {
    throw new AppError('VALIDATION_FAILED', 'subject: eidas, zertes or a signature request id', {
      fields: [{ field: 'params.subject', message: 'eidas, zertes or a signature request id' }],
    });
  }
  return coverageOf(
    legislation,
    { memberPlan: await memberPlan(db, person.userId), requestPlan },
    config,
  );
}

/**
 * Refuses a method §9 does not offer the person at their coverage: 402 IDENTIFICATION_NOT_COVERED
 * (naming the price) when nobody pays, else 400 IDENTIFICATION_METHOD_NOT_OFFERED.
 */
export async function assertMethodOffered(
  db: Executor,
  person: Actor,
  wanted: { legislation: LegislationName; method: string; signatureRequestId?: string | undefined },
  config: Pick<IdentificationConfig, 'operatorCovers' | 'prices'>,
): Promise<IdentPaymentCoverage> {
  const { legislation, method, signatureRequestId } = wanted;
  const coverage = await coverageFor(
    db,
    person,
    { legislation, ...(signatureRequestId ? { signatureRequestId } : {}) },
    config,
  );
  if ((coverage.methods as readonly string[]).includes(method)) return coverage;
  if (!coverage.covered) {
    const price = coverage.price!;
    throw new AppError(
      'IDENTIFICATION_NOT_COVERED',
      `This identification is not paid for; it costs ${price.amount} ${price.currency}`,
    );
  }
  const message = `${method} is not offered for ${legislation}`;
  throw new AppError('IDENTIFICATION_METHOD_NOT_OFFERED', message, {
    fields: [{ field: 'params.method', message }],
  });
}
