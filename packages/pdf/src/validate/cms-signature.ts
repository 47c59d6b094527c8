import { createHash, constants as cryptoConstants, verify, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { DIGESTS, SIGNATURE_DIGESTS, VOID } from './cms-oids.ts';
import { parsedCertificate } from './parsed-certificate.ts';

/** A CMS SignedData (RFC 5652 §5) with its first SignerInfo, parsed and checked. */
export interface ParsedCms {
  signedData: pkijs.SignedData;
  signerInfo: pkijs.SignerInfo;
  /** Every embedded certificate, as the DER bytes found in the structure. */
  certificates: Uint8Array[];
  /** The signer's certificate, when it is among the embedded ones. */
  signerCertificate: X509Certificate | undefined;
  signerCertificateDer: Uint8Array | undefined;
  /** Digest algorithm of the SignerInfo, as a node:crypto name. */
  digest: string;
  /** The encapsulated content (a TSTInfo, or the adbe.pkcs7.sha1 digest), when present. */
  eContent: Uint8Array | undefined;
  signedAttributes: Map<string, asn1js.AsnType[]>;
  unsignedAttributes: Map<string, asn1js.AsnType[]>;
}

const bytesOf = (view: ArrayBuffer | Uint8Array) =>
  view instanceof Uint8Array ? view : new Uint8Array(view);

export function equalBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return !!a && !!b && a.length === b.length && Buffer.compare(a, b) === 0;
}

function attributes(set: pkijs.SignedAndUnsignedAttributes | undefined) {
  const map = new Map<string, asn1js.AsnType[]>();
  for (const attribute of set?.attributes ?? []) map.set(attribute.type, attribute.values);
  return map;
}

/** Raw DER of each certificate in SignedData.certificates ([0] IMPLICIT CertificateSet). */
function embeddedCertificates(signedDataSchema: asn1js.Sequence): Uint8Array[] {
  const set = signedDataSchema.valueBlock.value.find(
    (node) => node.idBlock.tagClass === 3 && node.idBlock.tagNumber === 0,
  ) as asn1js.Constructed | undefined;
  return (set?.valueBlock.value ?? [])
    .filter((node) => node.idBlock.tagClass === 1 && node.idBlock.tagNumber === 16)
    .map((node) => new Uint8Array(node.valueBeforeDecodeView));
}

function matchesSid(sid: unknown, der: Uint8Array): boolean {
  const certificate = parsedCertificate(der);
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      certificate.issuer.isEqual(sid.issuer) &&
      equalBytes(
        bytesOf(certificate.serialNumber.valueBlock.valueHexView),
        bytesOf(sid.serialNumber.valueBlock.valueHexView),
      )
    );
  }
  // [0] SubjectKeyIdentifier: RFC 5652 §5.3; compare with the certificate's SKI extension.
  const keyId = (sid as asn1js.Constructed | undefined)?.valueBlock as unknown as {
    valueHexView?: Uint8Array;
  };
  const ski = certificate.extensions?.find((e) => e.extnID === '2.5.29.14')?.parsedValue as
    | asn1js.OctetString
    | undefined;
  return (
    !!keyId?.valueHexView &&
    !!ski &&
    equalBytes(bytesOf(ski.valueBlock.valueHexView), bytesOf(keyId.valueHexView))
  );
}

/** Parses a ContentInfo holding SignedData; BER and trailing zero padding (/Contents) are fine. */
export function parseCms(der: Uint8Array): ParsedCms {
  const asn = asn1js.fromBER(der);
  if (asn.offset === -1) throw new Error(`the signature is not DER/BER (${asn.result.error})`);
  const contentInfo = new pkijs.ContentInfo({ schema: asn.result });
  if (contentInfo.contentType !== VOID.signedData)
    throw new Error('the signature is not a CMS SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new Error('the SignedData has no SignerInfo');
  const certificates = embeddedCertificates(contentInfo.content as asn1js.Sequence);
  const signerCertificateDer = certificates.find((der) => {
    try {
      return matchesSid(signerInfo.sid, der);
    } catch {
      return false;
    }
  });
  const digest = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
  if (!digest)
    throw new Error(`unsupported digest algorithm ${signerInfo.digestAlgorithm.algorithmId}`);
  const eContent = signedData.encapContentInfo.eContent;
  return {
    signedData,
    signerInfo,
    certificates,
    signerCertificate: signerCertificateDer ? new X509Certificate(signerCertificateDer) : undefined,
    signerCertificateDer,
    digest,
    eContent: eContent ? bytesOf(eContent.getValue()) : undefined,
    signedAttributes: attributes(signerInfo.signedAttrs),
    unsignedAttributes: attributes(signerInfo.unsignedAttrs),
  };
}

export function hash(algorithm: string, data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash(algorithm).update(data).digest());
}

/** The messageDigest signed attribute (RFC 5652 §11.2). */
export function messageDigestOf(cms: ParsedCms): Uint8Array | undefined {
  const value = cms.signedAttributes.get(VOID.messageDigest)?.[0];
  return value instanceof asn1js.OctetString ? bytesOf(value.valueBlock.valueHexView) : undefined;
}

function rsaPssParameters(algorithm: pkijs.AlgorithmIdentifier) {
  const params = new pkijs.RSASSAPSSParams({ schema: algorithm.algorithmParams });
  return {
    digest: DIGESTS[params.hashAlgorithm.algorithmId] ?? 'sha1',
    saltLength: params.saltLength,
  };
}

/**
 * Verifies a signature made with `algorithm` (RSA PKCS#1 v1.5, RSASSA-PSS or ECDSA) by the key of
 * `certificate`; `fallbackDigest` serves algorithms that do not name their digest (rsaEncryption).
 */
export function verifyWithCertificate(
  certificate: X509Certificate,
  algorithm: pkijs.AlgorithmIdentifier,
  fallbackDigest: string,
  data: Uint8Array,
  signature: Uint8Array,
): boolean {
  const key = certificate.publicKey;
  try {
    if (algorithm.algorithmId === VOID.rsaPss) {
      const pss = rsaPssParameters(algorithm);
      const options = {
        key,
        padding: cryptoConstants.RSA_PKCS1_PSS_PADDING,
        saltLength: pss.saltLength,
      };
      return verify(pss.digest, data, options, signature);
    }
    const digest = SIGNATURE_DIGESTS[algorithm.algorithmId] ?? fallbackDigest;
    if (key.asymmetricKeyType === 'ec')
      return verify(digest, data, { key, dsaEncoding: 'der' }, signature);
    return verify(digest, data, key, signature);
  } catch {
    return false;
  }
}

/**
 * Verifies SignerInfo.signature with the signer's public key (RFC 5652 §5.4, §5.6): over the DER
 * SET OF signed attributes when present, else directly over `content`.
 */
export function verifySignerInfo(cms: ParsedCms, content: Uint8Array | undefined): boolean {
  const certificate = cms.signerCertificate;
  if (!certificate) return false;
  const { signerInfo } = cms;
  let data: Uint8Array | undefined;
  if (signerInfo.signedAttrs) {
    data = new Uint8Array(signerInfo.signedAttrs.encodedValue.slice(0));
    data[0] = 0x31; // §5.4: the signature covers the attributes with an explicit SET OF tag.
  } else data = content;
  if (!data) return false;
  const signature = bytesOf(signerInfo.signature.valueBlock.valueHexView);
  return verifyWithCertificate(
    certificate,
    signerInfo.signatureAlgorithm,
    cms.digest,
    data,
    signature,
  );
}
