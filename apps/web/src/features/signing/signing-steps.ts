import { attributeValue, hasSigningCredit, type Role, type UserAttributes } from '@signet/contract';

/** What the flow asks before it sends the TAN (issue 6 web; §4, §6). */
export type PreSigningStep = 'exhausted' | 'terms' | 'visualSignatureData' | 'part11' | 'start';

export interface PreSigningState {
  role: Role;
  attributes: UserAttributes;
  /** Signing with a business seal: a business signature, no credit and no TAN (§6, ADR 0600). */
  sealAccountName: string | undefined;
  /** The request is in part 11 mode: a signing name and reason go with the signature. */
  isPart11: boolean;
  /** The visual signature lacks the name its stamp shows (the page knows, from visual signatures). */
  needsVisualSignatureData: boolean;
  /** Steps the user went through in this run of the flow. */
  done: ReadonlySet<'visualSignatureData' | 'part11'>;
}

/**
 * The next question before signing, in the order a person meets them: nothing is asked of
 * someone who cannot sign anyway (no credit), the terms come before any data is collected, and
 * the part 11 texts come last because they belong to this very signature. The server checks
 * the same things again; this only spares the user a round trip and an SMS.
 */
export function preSigningStep(state: PreSigningState): PreSigningStep {
  const usesCredit = state.sealAccountName === undefined;
  if (usesCredit && !hasSigningCredit({ role: state.role, attributes: state.attributes })) {
    return 'exhausted';
  }
  if (attributeValue(state.attributes, 'accepted_gtc') !== 'true') return 'terms';
  if (state.needsVisualSignatureData && !state.done.has('visualSignatureData')) {
    return 'visualSignatureData';
  }
  if (state.isPart11 && !state.done.has('part11')) return 'part11';
  return 'start';
}
