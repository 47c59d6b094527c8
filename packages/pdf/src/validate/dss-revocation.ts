import { X509Certificate } from 'node:crypto';
import { PDFArray, PDFDict, PDFName } from '@cantoo/pdf-lib';
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { DIGESTS } from './cms-oids.ts';
import { equalBytes, hash, verifyWithCertificate } from './cms-signature.ts';
import type { DocumentView } from './document-view.ts';
import { parsedCertificate } from './parsed-certificate.ts';

/** The Document Security Store (ETSI EN 319 142-1 §5.4.2; ISO 32000-2 §12.8.4.3). */
export interface SecurityStore {
  certificates: Uint8Array[];
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
}

export function readSecurityStore(
  view: Pick<DocumentView, 'catalog' | 'resolve' | 'streamData'>,
): SecurityStore | undefined {
  const dss = view.resolve(view.catalog.get(PDFName.of('DSS')));
  if (!(dss instanceof PDFDict)) return undefined;
  const list = (key: string) => {
    const array = view.resolve(dss.get(PDFName.of(key)));
    if (!(array instanceof PDFArray)) return [];
    return array.asArray().flatMap((item) => view.streamData(item) ?? []);
  };
  return { certificates: list('Certs'), ocspResponses: list('OCSPs'), crls: list('CRLs') };
}

const bytes = (view: ArrayBuffer | Uint8Array) => new Uint8Array(view);
const OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';

function certificateParts(certificate: X509Certificate) {
  const parsed = parsedCertificate(certificate.raw);
  return {
    serial: bytes(parsed.serialNumber.valueBlock.valueHexView),
    subject: parsed.subject,
    subjectDer: bytes(parsed.subject.toSchema().toBER(false)),
  };
}

function basicResponse(response: Uint8Array): pkijs.BasicOCSPResponse | undefined {
  const inner = pkijs.OCSPResponse.fromBER(response).responseBytes?.response;
  return inner ? pkijs.BasicOCSPResponse.fromBER(inner.valueBlock.valueHexView) : undefined;
}

/**
 * RFC 6960 §4.2.2.2: the response is signed by the issuing CA itself, or by a responder
 * certificate that CA issued for id-kp-OCSPSigning.
 */
function signedByIssuerOrDelegate(
  basic: pkijs.BasicOCSPResponse,
  issuer: X509Certificate,
): boolean {
  const delegates = (basic.certs ?? []).map(
    (c) => new X509Certificate(bytes(c.toSchema().toBER(false))),
  );
  const signers = [
    issuer,
    ...delegates.filter(
      (d) =>
        d.checkIssued(issuer) &&
        d.verify(issuer.publicKey) &&
        (d.keyUsage ?? []).includes(OCSP_SIGNING),
    ),
  ];
  const tbs = basic.tbsResponseData.tbsView;
  const signature = bytes(basic.signature.valueBlock.valueHexView);
  return signers.some((signer) =>
    verifyWithCertificate(signer, basic.signatureAlgorithm, 'sha256', tbs, signature),
  );
}

function coveredByOcsp(
  basic: pkijs.BasicOCSPResponse,
  subject: X509Certificate,
  issuer: X509Certificate,
): boolean {
  const { serial } = certificateParts(subject);
  const issuerSubject = certificateParts(issuer).subjectDer;
  const matches = basic.tbsResponseData.responses.some((single) => {
    const digest = DIGESTS[single.certID.hashAlgorithm.algorithmId];
    const isGood = (single.certStatus as asn1js.BaseBlock).idBlock?.tagNumber === 0;
    return (
      isGood &&
      !!digest &&
      equalBytes(bytes(single.certID.serialNumber.valueBlock.valueHexView), serial) &&
      equalBytes(
        bytes(single.certID.issuerNameHash.valueBlock.valueHexView),
        hash(digest, issuerSubject),
      )
    );
  });
  return matches && signedByIssuerOrDelegate(basic, issuer);
}

/** A CRL from the certificate's issuer, signed by it (RFC 5280 §6.3.3), that does not list it. */
function coveredByCrl(
  crl: pkijs.CertificateRevocationList,
  subject: X509Certificate,
  issuer: X509Certificate,
): boolean {
  const { serial } = certificateParts(subject);
  if (!crl.issuer.isEqual(certificateParts(issuer).subject)) return false;
  const signature = bytes(crl.signatureValue.valueBlock.valueHexView);
  if (!verifyWithCertificate(issuer, crl.signatureAlgorithm, 'sha256', crl.tbsView, signature))
    return false;
  const revoked = crl.revokedCertificates ?? [];
  return !revoked.some((entry) =>
    equalBytes(bytes(entry.userCertificate.valueBlock.valueHexView), serial),
  );
}

/**
 * Whether the store holds revocation data for every certificate of `path` below its root: an
 * OCSP response saying "good" for it, signed by its issuer or the issuer's delegated responder,
 * or a CRL signed by its issuer that does not list it.
 */
export function revocationCoversChain(store: SecurityStore, path: X509Certificate[]): boolean {
  if (path.length < 2) return false;
  const responses = store.ocspResponses.flatMap((r) => attempt(() => basicResponse(r) ?? [], []));
  const crls = store.crls.flatMap((c) =>
    attempt(() => [pkijs.CertificateRevocationList.fromBER(c)], []),
  );
  for (let i = 0; i + 1 < path.length; i++) {
    const subject = path[i]!;
    const issuer = path[i + 1]!;
    const covered =
      responses.some((basic) => attempt(() => coveredByOcsp(basic, subject, issuer), false)) ||
      crls.some((crl) => attempt(() => coveredByCrl(crl, subject, issuer), false));
    if (!covered) return false;
  }
  return true;
}

function attempt<T>(parse: () => T, fallback: T): T {
  try {
    return parse();
  } catch {
    return fallback;
  }
}
