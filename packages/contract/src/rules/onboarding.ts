import { isFreeLegacyPlan } from './plans.ts';

/**
 * §4 "Onboarding tool: started when the active plan is free_legacy or the business setting
 * userPilot.enabled is on (and the feature flag is on); destroyed when that stops holding."
 */
export function shouldRunOnboarding(input: {
  featureFlagOn: boolean;
  activePricePlanId?: string | null | undefined;
  userPilotEnabled?: boolean | null | undefined;
}): boolean {
  if (!input.featureFlagOn) return false;
  return isFreeLegacyPlan(input.activePricePlanId) || input.userPilotEnabled === true;
}

/** §3 Onboarding identity data: "email (signer identity email preferred over user email)". */
export function onboardingEmail(user: {
  email: string;
  signerIdentityEmail?: string | null | undefined;
}): string {
  return user.signerIdentityEmail || user.email;
}
