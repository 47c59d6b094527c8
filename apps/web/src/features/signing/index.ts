// What pages use of the signing feature.

// The screens of the signing flow, for the direct-sign guest's flow (ADR 0235), which asks other
// calls but shows the same dialogs and outcomes.
export { consentOf } from './consent.ts';
export { MobileAdvancedSigningOverlay } from './mobile-advanced-signing-overlay.tsx';
export { SignAction, type SignActionProps } from './sign-action.tsx';
export { SignedSummary } from './signed-summary.tsx';
export { type SigningOutcome, signingOutcome } from './signing-outcome.ts';
export { SigningOverlayLayout } from './signing-overlay-layout.tsx';
export { SigningProgressOverlay } from './signing-overlays.tsx';
export { tanScreens } from './tan-screens.tsx';
export { TermsOfUseDialog } from './terms-of-use-dialog.tsx';
