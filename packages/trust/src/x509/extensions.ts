import { createHash } from 'node:crypto';
import {
  boolean,
  contextConstructed,
  contextPrimitive,
  type Der,
  integer,
  namedBits,
  octetString,
  oid,
  printableString,
  sequence,
  utf8String,
} from '../der/der-writer.ts';
import { OID } from '../oids.ts';

/** Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING } */
export const extension = (extnId: string, critical: boolean, value: Der): Der =>
  critical
    ? sequence(oid(extnId), boolean(true), octetString(value))
    : sequence(oid(extnId), octetString(value));

/** RFC 5280 §4.2.1.9; pathLenConstraint only where given. */
export const basicConstraints = (isCa: boolean, pathLength?: number): Der =>
  extension(
    OID.basicConstraints,
    true,
    isCa
      ? sequence(boolean(true), ...(pathLength === undefined ? [] : [integer(pathLength)]))
      : sequence(),
  );

export const KEY_USAGE_BIT = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyEncipherment: 2,
  keyCertSign: 5,
  cRLSign: 6,
} as const;

export const keyUsage = (usages: (keyof typeof KEY_USAGE_BIT)[]): Der =>
  extension(OID.keyUsage, true, namedBits(usages.map((usage) => KEY_USAGE_BIT[usage])));

export const extendedKeyUsage = (purposes: string[], critical: boolean): Der =>
  extension(OID.extKeyUsage, critical, sequence(...purposes.map(oid)));

/** RFC 5280 §4.2.1.2 method (1): SHA-1 of the subjectPublicKey bits. */
export const keyIdentifier = (publicKeyBits: Uint8Array): Uint8Array =>
  new Uint8Array(createHash('sha1').update(publicKeyBits).digest());

export const subjectKeyIdentifier = (publicKeyBits: Uint8Array): Der =>
  extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(publicKeyBits)));

export const authorityKeyIdentifier = (issuerKeyBits: Uint8Array): Der =>
  extension(
    OID.authorityKeyIdentifier,
    false,
    sequence(contextPrimitive(0, keyIdentifier(issuerKeyBits))),
  );

const uri = (value: string): Der => contextPrimitive(6, new TextEncoder().encode(value));

/** RFC 5280 §4.2.1.13: one DistributionPoint with a fullName URI. */
export const crlDistributionPoint = (url: string): Der =>
  extension(
    OID.crlDistributionPoints,
    false,
    sequence(sequence(contextConstructed(0, contextConstructed(0, uri(url))))),
  );

/** RFC 5280 §4.2.2.1: OCSP responder and the issuer's certificate. */
export const authorityInfoAccess = (ocspUrl: string, caIssuersUrl: string): Der =>
  extension(
    OID.authorityInfoAccess,
    false,
    sequence(
      sequence(oid(OID.adOcsp), uri(ocspUrl)),
      sequence(oid(OID.adCaIssuers), uri(caIssuersUrl)),
    ),
  );

export const subjectAltNameEmail = (email: string): Der =>
  extension(
    OID.subjectAltName,
    false,
    sequence(contextPrimitive(1, new TextEncoder().encode(email))),
  );

/**
 * RFC 5280 §4.2.1.4 with a userNotice qualifier whose explicitText (UTF8String, at most 200
 * characters) tells relying parties what the certificate is.
 */
export const certificatePolicies = (policies: { oid: string; notice?: string }[]): Der =>
  extension(
    OID.certificatePolicies,
    false,
    sequence(
      ...policies.map((policy) =>
        policy.notice
          ? sequence(
              oid(policy.oid),
              sequence(
                sequence(oid(OID.userNotice), sequence(utf8String(policy.notice.slice(0, 200)))),
              ),
            )
          : sequence(oid(policy.oid)),
      ),
    ),
  );

export interface QcStatementSet {
  compliance: boolean;
  sscd: boolean;
  type?: 'esign' | 'eseal';
  /** ISO 3166 codes of the non-EU legislation the certificate is issued under (QcCClegislation). */
  legislationCountries?: string[];
}

/** ETSI EN 319 412-5 §4: QCStatements ::= SEQUENCE OF QCStatement { statementId, statementInfo OPTIONAL }. */
export function qcStatements(set: QcStatementSet): Der {
  const statements: Der[] = [];
  if (set.compliance) statements.push(sequence(oid(OID.qcCompliance)));
  if (set.sscd) statements.push(sequence(oid(OID.qcSscd)));
  if (set.type) {
    const typeOid = set.type === 'esign' ? OID.qcTypeEsign : OID.qcTypeEseal;
    statements.push(sequence(oid(OID.qcType), sequence(oid(typeOid))));
  }
  if (set.legislationCountries?.length) {
    statements.push(
      sequence(
        oid(OID.qcCClegislation),
        sequence(...set.legislationCountries.map(printableString)),
      ),
    );
  }
  return extension(OID.qcStatements, false, sequence(...statements));
}
