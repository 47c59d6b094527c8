import type { SignatureRequest } from '@signet/contract';

type SignatureQuality = NonNullable<SignatureRequest['quality']>;
type SignatureLegislation = NonNullable<SignatureRequest['legislation']>;

/**
 * What the signer agrees to, said before the TAN (issue 20): "I sign '<title>' as <name> with a
 * <level> under <legislation>". A request is sent with its level and legislation (ADR 0511); one
 * stored before that reads as the server signs it, SES under eIDAS.
 */
export interface Consent {
  title: string;
  name: string;
  quality: SignatureQuality;
  legislation: SignatureLegislation;
}

export function consentOf(
  request: {
    title: string;
    quality: SignatureQuality | null;
    legislation: SignatureLegislation | null;
  },
  signer: { firstName?: string | undefined; lastName?: string | undefined; email: string },
): Consent {
  const name = [signer.firstName, signer.lastName].map((part) => part?.trim()).filter(Boolean);
  return {
    title: request.title,
    name: name.length > 0 ? name.join(' ') : signer.email,
    quality: request.quality ?? 'SES',
    legislation: request.legislation ?? 'EIDAS',
  };
}
