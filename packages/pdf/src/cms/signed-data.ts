import { createHash } from 'node:crypto';
import type { SignatureSigner } from '../ports.ts';
import { parseCertificate } from './certificate.ts';
import {
  contextTag,
  type Der,
  integer,
  nullValue,
  octetString,
  oid,
  sequence,
  setOf,
  tlv,
} from './der.ts';
import { OID } from './oids.ts';

const attribute = (type: string, value: Der): Der => sequence(oid(type), setOf(value));

/**
 * SigningCertificateV2 (RFC 5035 §3) with one ESSCertIDv2. Its hashAlgorithm is SHA-256, the
 * DEFAULT, so DER leaves it out (X.690 §11.5).
 */
function signingCertificateV2(signerCertificate: Uint8Array): Der {
  const cert = parseCertificate(signerCertificate);
  const issuerSerial = sequence(sequence(contextTag(4, cert.issuer)), cert.serialNumber);
  const essCertIdV2 = sequence(octetString(cert.sha256), issuerSerial);
  return sequence(sequence(essCertIdV2));
}

/**
 * The signed attributes of a PAdES baseline signature (ETSI EN 319 142-1 §5.3): content-type,
 * message-digest and signing-certificate-v2. No signing-time: the claimed time is the /M entry.
 * Returned as the DER SET OF that the signature is computed over (RFC 5652 §5.4).
 */
export function signedAttributes(documentDigest: Uint8Array, signerCertificate: Uint8Array): Der {
  return setOf(
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octetString(documentDigest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(signerCertificate)),
  );
}

function signatureAlgorithm(keyAlgorithm: SignatureSigner['keyAlgorithm']): Der {
  return keyAlgorithm === 'ECDSA-P256'
    ? sequence(oid(OID.ecdsaWithSha256))
    : sequence(oid(OID.sha256WithRsa), nullValue());
}

export interface SignedDataInput {
  certificateChain: Uint8Array[];
  keyAlgorithm: SignatureSigner['keyAlgorithm'];
  /** The DER SET OF signed attributes from `signedAttributes`. */
  signedAttrs: Uint8Array;
  signatureValue: Uint8Array;
  /** RFC 3161 TimeStampToken over the signature value (PAdES B-T). */
  timestampToken?: Uint8Array;
}

/** A detached CMS SignedData v1 (RFC 5652 §5.1) wrapped in its ContentInfo. */
export function signedData(input: SignedDataInput): Der {
  const [signerCertificate] = input.certificateChain;
  if (!signerCertificate) throw new Error('The certificate chain is empty');
  const signer = parseCertificate(signerCertificate);
  const digestAlgorithm = sequence(oid(OID.sha256));
  // signedAttrs is [0] IMPLICIT: the same contents as the SET OF, under tag 0xA0.
  const implicitSignedAttrs = new Uint8Array(input.signedAttrs);
  implicitSignedAttrs[0] = 0xa0;
  const signerInfoParts: Der[] = [
    integer(1),
    sequence(signer.issuer, signer.serialNumber),
    digestAlgorithm,
    implicitSignedAttrs,
    signatureAlgorithm(input.keyAlgorithm),
    octetString(input.signatureValue),
  ];
  if (input.timestampToken) {
    signerInfoParts.push(tlv(0xa1, attribute(OID.signatureTimeStampToken, input.timestampToken)));
  }
  const content = sequence(
    integer(1),
    setOf(digestAlgorithm),
    sequence(oid(OID.data)),
    tlv(0xa0, ...input.certificateChain),
    setOf(sequence(...signerInfoParts)),
  );
  return sequence(oid(OID.signedData), contextTag(0, content));
}

export const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
