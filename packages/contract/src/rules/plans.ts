import { z } from 'zod/mini';

/**
 * §1 "Plans are named individual, team, pro and scale; a legacy free plan is called free_legacy;
 * an enterprise plan has a name starting with 'ent'."
 */
export const PLAN_NAMES = ['individual', 'team', 'pro', 'scale', 'free_legacy'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** §1 the legacy free plan (also §3 activePricePlanId "legacy free value free_legacy"). */
export const FREE_LEGACY_PLAN = 'free_legacy';

/** §1 "an enterprise plan has a name starting with 'ent'" (enterprise names are per contract). */
export function isEnterprisePlan(name: string | null | undefined): boolean {
  return name?.toLowerCase().startsWith('ent') ?? false;
}

export function isFreeLegacyPlan(name: string | null | undefined): boolean {
  return name === FREE_LEGACY_PLAN;
}

/** §4 "Plan type CANCELED means cancelled." */
export const CANCELED_PLAN_TYPE = 'CANCELED';

/** §3 pricePlan.current.base / next.base: `type`, `startAt`, `endAt`. */
export const PlanBase = z.object({
  type: z.string(),
  startAt: z.optional(z.nullable(z.string())),
  endAt: z.optional(z.nullable(z.string())),
});
export type PlanBase = z.infer<typeof PlanBase>;

export interface PlanPeriods {
  current?: { base?: PlanBase | null | undefined } | null | undefined;
  next?: { base?: PlanBase | null | undefined } | null | undefined;
}

/** §4 "Plan type CANCELED means cancelled": the current plan is cancelled. */
export function isCancelled(plan: PlanPeriods | null | undefined): boolean {
  return plan?.current?.base?.type === CANCELED_PLAN_TYPE;
}

/**
 * §4 "A next plan of CANCELED means cancelling; it can be revoked through the revoke-deletion
 * call." A plan that is already cancelled is no longer cancelling.
 */
export function isCancelling(plan: PlanPeriods | null | undefined): boolean {
  return !isCancelled(plan) && plan?.next?.base?.type === CANCELED_PLAN_TYPE;
}
