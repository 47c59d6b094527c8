import type { SignatureRequest } from '@signet/contract';

/**
 * The level a request asks of its signers (ADR 0600): its quality, SES when unset; AES and
 * AES_MINIMAL both need an advanced identification; DEMO, like SES, a verified e-mail.
 */
export function requiredStandard(request: Pick<SignatureRequest, 'quality' | 'legislation'>): {
  level: 'ses' | 'aes' | 'qes';
  legislation: 'EIDAS' | 'ZERTES' | null;
} {
  const legislation = request.legislation;
  switch (request.quality) {
    case 'QES':
      return { level: 'qes', legislation };
    case 'AES':
    case 'AES_MINIMAL':
      return { level: 'aes', legislation };
    default:
      return { level: 'ses', legislation };
  }
}
