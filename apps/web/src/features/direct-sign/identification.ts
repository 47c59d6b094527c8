import { EIDAS_IDENT_PAGES, href, ZERTES_IDENT_PAGES } from '@signet/contract';

/** The identification a /direct-sign/identification page stands for (§2 Nas routes). */
export type IdentificationMethod =
  | `eidas_${(typeof EIDAS_IDENT_PAGES)[number]}`
  | `zertes_${(typeof ZERTES_IDENT_PAGES)[number]}`
  | 'id-austria';

/** The method of the page on screen, from its route id and `method` parameter. */
export function identificationMethod(
  routeId: 'directSignEidas' | 'directSignZertes' | 'directSignIdAustriaSuccess',
  method: string | undefined,
): IdentificationMethod | undefined {
  if (routeId === 'directSignIdAustriaSuccess') return 'id-austria';
  if (routeId === 'directSignEidas') {
    return EIDAS_IDENT_PAGES.find((page) => page === method) && `eidas_${method as 'self'}`;
  }
  return (
    ZERTES_IDENT_PAGES.find((page) => page === method) &&
    `zertes_${method as (typeof ZERTES_IDENT_PAGES)[number]}`
  );
}

/**
 * Where a guest goes when the request's level needs an identification (§9 identification
 * methods: video first under either law).
 */
export function identificationPath(legislation: 'ZERTES' | 'EIDAS' | null): string {
  return legislation === 'EIDAS'
    ? href('directSignEidas', { method: 'video' })
    : href('directSignZertes', { method: 'video' });
}

/** The name of each method in the page's text (literal keys, so the catalog test sees them). */
export const METHOD_TEXT = {
  eidas_self: 'identification.methods.eidas_self',
  eidas_video: 'identification.methods.eidas_video',
  zertes_auto: 'identification.methods.zertes_auto',
  zertes_video: 'identification.methods.zertes_video',
  'zertes_personal-details': 'identification.methods.zertes_personal_details',
  'id-austria': 'identification.methods.id_austria',
} as const satisfies Record<IdentificationMethod, string>;
