import { href } from '@signet/contract';

/** Issue 20: the first dashboard's checklist, in the order a new account meets them. */
export const FIRST_STEPS = ['visualSignature', 'mobile', 'firstRequest'] as const;
export type FirstStepKey = (typeof FIRST_STEPS)[number];

export interface FirstStep {
  key: FirstStepKey;
  /** Ticked from what the account has stored, never from what was clicked. */
  isDone: boolean;
  /** Where the step is done. */
  to: string;
}

/** What the account has: read from the visual-signatures API, the profile and its requests. */
export interface FirstStepsState {
  visualSignatures: number;
  /** The account's mobile number for TANs, if any (User.attributes.mobile). */
  mobile: string | undefined;
  /** Requests the account owns that left DRAFT. */
  sentRequests: number;
}

const WHERE: Record<FirstStepKey, string> = {
  visualSignature: href('profileVisualSignature'),
  // The profile's contact section holds the mobile number (issue 20 "Profile is missing links").
  mobile: href('profile'),
  firstRequest: href('upload'),
};

export function firstSteps(state: FirstStepsState): FirstStep[] {
  const isDone: Record<FirstStepKey, boolean> = {
    visualSignature: state.visualSignatures > 0,
    mobile: Boolean(state.mobile?.trim()),
    firstRequest: state.sentRequests > 0,
  };
  return FIRST_STEPS.map((key) => ({ key, isDone: isDone[key], to: WHERE[key] }));
}

/** Requests that count as sent: the account's own, past DRAFT. */
export function sentRequestCount(
  requests: readonly { roles: readonly string[]; status_overall: string }[],
): number {
  return requests.filter((r) => r.roles.includes('owner') && r.status_overall !== 'DRAFT').length;
}
