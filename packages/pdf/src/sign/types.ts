import type { RevocationSource, SignatureSigner, TimestampAuthority } from '../ports.ts';
import type { VisualSignatureAppearance } from '../stamp/types.ts';

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export interface SignOptions {
  signer: SignatureSigner;
  /** PAdES baseline level (ETSI EN 319 142-1 §6). */
  level: PadesLevel;
  /** Required from B-T: stamps the signature value, and the document at B-LTA. */
  tsa?: TimestampAuthority;
  /** Required from B-LT: revocation data for the DSS. */
  revocation?: RevocationSource;
  /**
   * An existing empty signature field with this name is filled; when no field has the name, a
   * new field with it is added. Without a name a new field (Signature1, Signature2, …) is added;
   * empty fields are never filled implicitly, so a pre-placed field meant for another signer
   * stays free.
   */
  fieldName?: string;
  /** The visible stamp; without it the signature is invisible. */
  appearance?: VisualSignatureAppearance;
  reason?: string;
  location?: string;
  contactInfo?: string;
  /** Claimed signing time for /M; the signed attributes carry no signing-time (PAdES §5.3). */
  signingTime?: Date;
}
