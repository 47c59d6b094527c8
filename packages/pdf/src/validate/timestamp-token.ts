import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { commonNameOf } from './certificate-chain.ts';
import { DIGESTS, VOID } from './cms-oids.ts';
import {
  equalBytes,
  hash,
  messageDigestOf,
  type ParsedCms,
  parseCms,
  verifySignerInfo,
} from './cms-signature.ts';

export interface CheckedTimestamp {
  time: Date;
  /** The imprint matches, the token's signature verifies and its signer is a time-stamping unit. */
  valid: boolean;
  tsa: string;
  cms: ParsedCms;
  problems: string[];
}

/**
 * Checks an RFC 3161 TimeStampToken against the data it should stamp (RFC 3161 §2.4.2): its
 * TSTInfo messageImprint must equal `digestOf` the stamped data, and its SignedData must verify.
 */
export function checkTimestampToken(
  token: Uint8Array,
  digestOf: (algorithm: string) => Uint8Array,
): CheckedTimestamp {
  const cms = parseCms(token);
  const problems: string[] = [];
  if (cms.signedData.encapContentInfo.eContentType !== VOID.tstInfo || !cms.eContent) {
    throw new Error('the time-stamp token holds no TSTInfo');
  }
  const tstInfo = new pkijs.TSTInfo({ schema: asn1js.fromBER(cms.eContent).result });
  const imprintDigest = DIGESTS[tstInfo.messageImprint.hashAlgorithm.algorithmId];
  const imprint = new Uint8Array(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView);
  const imprintMatches = !!imprintDigest && equalBytes(digestOf(imprintDigest), imprint);
  if (!imprintMatches)
    problems.push('The time-stamp does not cover this data (messageImprint differs)');
  const contentDigestMatches = equalBytes(messageDigestOf(cms), hash(cms.digest, cms.eContent));
  const signatureValid = contentDigestMatches && verifySignerInfo(cms, cms.eContent);
  if (!signatureValid) problems.push("The time-stamp token's signature does not verify");
  // RFC 3161 §2.3: the TSA certificate carries only the id-kp-timeStamping extended key usage.
  const usage = cms.signerCertificate?.keyUsage ?? [];
  const isTsaCertificate = usage.includes(VOID.timeStamping);
  if (cms.signerCertificate && !isTsaCertificate)
    problems.push('The time-stamp signer is not a time-stamping unit');
  return {
    time: tstInfo.genTime,
    valid: imprintMatches && signatureValid && isTsaCertificate,
    tsa: cms.signerCertificate ? commonNameOf(cms.signerCertificate) : 'unknown',
    cms,
    problems,
  };
}
