import type { X509Certificate } from 'node:crypto';
import { PDFArray, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import type * as asn1js from 'asn1js';
import { buildChain, signerIdentity, summary } from './certificate-chain.ts';
import { VOID } from './cms-oids.ts';
import {
  equalBytes,
  hash,
  messageDigestOf,
  type ParsedCms,
  parseCms,
  verifySignerInfo,
} from './cms-signature.ts';
import type { DocumentView } from './document-view.ts';
import type { SecurityStore } from './dss-revocation.ts';
import { parsePdfDate } from './pdf-date.ts';
import { checkByteRange, contentsFromGap, digestRanges, nothingAfter } from './revisions.ts';
import type { SignatureField } from './signature-fields.ts';
import { textOf } from './signature-fields.ts';
import { type CheckedTimestamp, checkTimestampToken } from './timestamp-token.ts';
import type { SignatureValidation } from './validation-report.ts';

export interface Examined {
  report: SignatureValidation;
  cms: ParsedCms | undefined;
  /** End of the revision the signature signs. */
  revisionEnd: number;
  chainPath: X509Certificate[];
  timestamp: CheckedTimestamp | undefined;
}

export interface ExamineContext {
  bytes: Uint8Array;
  view: DocumentView;
  ends: number[];
  store: SecurityStore | undefined;
  anchors: Uint8Array[];
  now: Date;
}

/** The byte range as numbers, or undefined for a placeholder such as `[0 /********** ...]`. */
export function byteRangeOf(field: SignatureField, view: DocumentView): number[] | undefined {
  const array = view.resolve(field.value?.get(PDFName.of('ByteRange')));
  if (!(array instanceof PDFArray)) return undefined;
  const numbers = array.asArray().map((item) => view.resolve(item));
  if (numbers.length !== 4 || !numbers.every((n) => n instanceof PDFNumber)) return undefined;
  return numbers.map((n) => (n as PDFNumber).asNumber());
}

const rawDer = (node: asn1js.AsnType | undefined) =>
  node ? new Uint8Array((node as asn1js.BaseBlock).valueBeforeDecodeView) : undefined;

/** Integrity, signer, chain and time-stamp of one signature (levels are decided afterwards). */
export function examineSignature(
  field: SignatureField,
  range: number[],
  context: ExamineContext,
): Examined {
  const { bytes, view } = context;
  const dict = field.value!;
  const subFilterName = view.resolve(dict.get(PDFName.of('SubFilter')));
  const subFilter = subFilterName instanceof PDFName ? subFilterName.decodeText() : '';
  const isDocumentTimestamp =
    subFilter === 'ETSI.RFC3161' ||
    view.resolve(dict.get(PDFName.of('Type'))) === PDFName.of('DocTimeStamp');
  const byteRange = checkByteRange(bytes, range, context.ends);
  const problems = [...byteRange.problems];
  const signedEnd = range[2]! + range[3]!;
  const coversWholeFile = nothingAfter(bytes, signedEnd);
  const digestOf = (algorithm: string) => digestRanges(bytes, range, algorithm);
  let cms: ParsedCms | undefined;
  let digestMatches = false;
  let signatureValid = false;
  let timestamp: CheckedTimestamp | undefined;
  try {
    const der = contentsFromGap(bytes, range);
    if (isDocumentTimestamp) {
      timestamp = checkTimestampToken(der, digestOf);
      cms = timestamp.cms;
      digestMatches = !timestamp.problems.some((p) => p.includes('messageImprint'));
      signatureValid = !timestamp.problems.some((p) => p.includes('signature does not verify'));
      problems.push(...timestamp.problems);
    } else {
      cms = parseCms(der);
      if (subFilter === 'adbe.pkcs7.sha1') {
        // The encapsulated content is the SHA-1 digest of the signed bytes (ISO 32000-1 §12.8.3.3.1).
        digestMatches = equalBytes(cms.eContent, digestOf('sha1'));
        const attributesMatch =
          !cms.signerInfo.signedAttrs ||
          equalBytes(messageDigestOf(cms), hash(cms.digest, cms.eContent ?? new Uint8Array()));
        signatureValid = attributesMatch && verifySignerInfo(cms, cms.eContent);
      } else if (cms.signerInfo.signedAttrs) {
        digestMatches = equalBytes(messageDigestOf(cms), digestOf(cms.digest));
        signatureValid = verifySignerInfo(cms, undefined);
      } else {
        const content = Buffer.concat([
          bytes.subarray(range[0]!, range[0]! + range[1]!),
          bytes.subarray(range[2]!, signedEnd),
        ]);
        signatureValid = verifySignerInfo(cms, new Uint8Array(content));
        digestMatches = signatureValid;
      }
      if (!digestMatches)
        problems.push('The signed bytes do not match the digest in the signature');
      if (!signatureValid)
        problems.push('The signature value does not verify with the signer certificate');
      const token = rawDer(cms.unsignedAttributes.get(VOID.signatureTimeStampToken)?.[0]);
      if (token) {
        const signatureValue = new Uint8Array(cms.signerInfo.signature.valueBlock.valueHexView);
        try {
          timestamp = checkTimestampToken(token, (algorithm) => hash(algorithm, signatureValue));
          problems.push(...timestamp.problems);
        } catch (error) {
          problems.push(`The signature time-stamp cannot be read: ${(error as Error).message}`);
        }
      }
    }
  } catch (error) {
    problems.push(`The signature cannot be read: ${(error as Error).message}`);
  }
  const certificate = cms?.signerCertificate;
  if (cms && !certificate) problems.push("The signer's certificate is not in the signature");
  const at = timestamp?.valid ? timestamp.time : context.now;
  const chain = certificate
    ? buildChain(
        certificate,
        [...(cms?.certificates ?? []), ...(context.store?.certificates ?? [])],
        context.anchors,
        at,
      )
    : undefined;
  const claimedTime = parsePdfDate(textOf(view.resolve(dict.get(PDFName.of('M')))));
  const signingTime = timestamp?.valid ? timestamp.time : claimedTime;
  const report: SignatureValidation = {
    fieldName: field.fieldName,
    subFilter,
    isDocumentTimestamp,
    signer: certificate ? signerIdentity(certificate) : null,
    ...(signingTime ? { signingTime } : {}),
    integrity: { byteRangeValid: byteRange.valid, coversWholeFile, digestMatches, signatureValid },
    chain: {
      trusted: chain?.trusted ?? false,
      certificates: chain?.path.map(summary) ?? [],
      ...(chain?.problem
        ? { problem: chain.problem }
        : certificate
          ? {}
          : { problem: 'No signer certificate' }),
    },
    ...(timestamp
      ? { timestamp: { time: timestamp.time, valid: timestamp.valid, tsa: timestamp.tsa } }
      : {}),
    level: 'none',
    modificationsAfter: { kinds: [], allowed: true },
    problems,
  };
  return {
    report,
    cms,
    revisionEnd: byteRange.revisionEnd,
    chainPath: chain?.path ?? [],
    timestamp,
  };
}
