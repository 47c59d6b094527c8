/**
 * Signet's own OID arc, a UUID OID under ITU-T X.667 / ISO/IEC 9834-8 (`2.25.<UUID as decimal>`),
 * from UUID 3ad72158-b280-4875-9b76-33879f73cb9f, drawn once. It needs no registration and cannot
 * collide with anyone else's arc. Sub-arcs:
 *   .1.<level>[.<legislation>]  certificate policies (see issuance/levels.ts)
 *   .2.1                        time-stamp policy of the built-in TSA
 */
export const SIGNET_ARC = '2.25.78212243926948746761908680484768172959';
export const CERTIFICATE_POLICY_ARC = `${SIGNET_ARC}.1`;
export const TIMESTAMP_POLICY_OID = `${SIGNET_ARC}.2.1`;

export const OID = {
  // Algorithms (RFC 5754, RFC 5758, RFC 8017)
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  ecPublicKey: '1.2.840.10045.2.1',
  prime256v1: '1.2.840.10045.3.1.7',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  // Names (RFC 5280 Appendix A, PKCS #9)
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  emailAddress: '1.2.840.113549.1.9.1',
  // Certificate and CRL extensions (RFC 5280 §4.2, §5.2)
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  crlNumber: '2.5.29.20',
  crlReason: '2.5.29.21',
  crlDistributionPoints: '2.5.29.31',
  certificatePolicies: '2.5.29.32',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  qcStatements: '1.3.6.1.5.5.7.1.3',
  userNotice: '1.3.6.1.5.5.7.2.2',
  kpTimeStamping: '1.3.6.1.5.5.7.3.8',
  adOcsp: '1.3.6.1.5.5.7.48.1',
  adCaIssuers: '1.3.6.1.5.5.7.48.2',
  // OCSP (RFC 6960 §4.2.1, §4.4.1)
  ocspBasic: '1.3.6.1.5.5.7.48.1.1',
  ocspNonce: '1.3.6.1.5.5.7.48.1.2',
  // CMS and time-stamping (RFC 5652, RFC 3161, RFC 5035)
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  // ETSI EN 319 412-5 QCStatements
  qcCompliance: '0.4.0.1862.1.1',
  qcSscd: '0.4.0.1862.1.4',
  qcType: '0.4.0.1862.1.6',
  qcTypeEsign: '0.4.0.1862.1.6.1',
  qcTypeEseal: '0.4.0.1862.1.6.2',
  qcCClegislation: '0.4.0.1862.1.7',
} as const;
