// What pages use of the signing feature.
export { SignAction, type SignActionProps } from './sign-action.tsx';
export { SignedSummary } from './signed-summary.tsx';
