/** §1 legislations: eidas (EU) and zertes (Switzerland). */
export const LEGISLATIONS = ['eidas', 'zertes'] as const;
export type LegislationName = (typeof LEGISLATIONS)[number];

export const IDENTIFICATION_METHODS = [
  'video',
  'self',
  'auto',
  'loc',
  'id-austria',
  'external-sc',
] as const;
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];

/**
 * §9 "Identification methods: eidas with covered payment: video, self, id-austria; otherwise
 * id-austria, external-sc. Zertes covered: video, loc, auto; otherwise loc, external-sc."
 * `paymentCovered`: the identification is paid for (by the business licence or the user).
 */
export const IDENTIFICATION_METHODS_BY_COVERAGE: Record<
  LegislationName,
  { covered: readonly IdentificationMethod[]; notCovered: readonly IdentificationMethod[] }
> = {
  eidas: { covered: ['video', 'self', 'id-austria'], notCovered: ['id-austria', 'external-sc'] },
  zertes: { covered: ['video', 'loc', 'auto'], notCovered: ['loc', 'external-sc'] },
};

export function identificationMethods(
  legislation: LegislationName,
  paymentCovered: boolean,
): readonly IdentificationMethod[] {
  const methods = IDENTIFICATION_METHODS_BY_COVERAGE[legislation];
  return paymentCovered ? methods.covered : methods.notCovered;
}
