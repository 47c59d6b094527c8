import { VOID } from './cms-oids.ts';
import type { ParsedCms } from './cms-signature.ts';
import type { PadesLevelReached } from './validation-report.ts';

export interface LevelEvidence {
  subFilter: string;
  cms: ParsedCms | undefined;
  cryptoValid: boolean;
  /** A valid signature time-stamp, or a valid document time-stamp over the signature. */
  hasValidTimestamp: boolean;
  /** The DSS holds revocation data for every certificate of the chain below its root. */
  hasRevocationData: boolean;
  /** A valid document time-stamp covers a revision whose DSS already held that data. */
  hasArchiveTimestamp: boolean;
  problems: string[];
}

/**
 * The PAdES baseline level reached (ETSI EN 319 142-1 §6): B-B needs ETSI.CAdES.detached with
 * content-type, message-digest and signing-certificate-v2 signed, and no CMS signing-time
 * (§5.2.4: the time is /M); each further level builds on the one below it.
 */
export function padesLevel(evidence: LevelEvidence): PadesLevelReached {
  const { cms } = evidence;
  if (evidence.subFilter !== 'ETSI.CAdES.detached' || !cms || !evidence.cryptoValid) return 'none';
  const attributes = cms.signedAttributes;
  const missing = [
    [VOID.contentType, 'content-type'],
    [VOID.messageDigest, 'message-digest'],
    [VOID.signingCertificateV2, 'signing-certificate-v2'],
  ].filter(([oid]) => !attributes.has(oid!));
  if (missing.length > 0) {
    evidence.problems.push(
      `Not PAdES: signed attributes lack ${missing.map(([, label]) => label).join(', ')}`,
    );
    return 'none';
  }
  if (attributes.has(VOID.signingTime)) {
    evidence.problems.push('Not PAdES baseline: the CMS carries a signing-time attribute');
    return 'none';
  }
  if (!evidence.hasValidTimestamp) return 'B-B';
  if (!evidence.hasRevocationData) return 'B-T';
  return evidence.hasArchiveTimestamp ? 'B-LTA' : 'B-LT';
}
