import { docMdpPermission } from '../preflight/certification.ts';
import { revisionCoversChainAt } from './archive-timestamp.ts';
import type { DocumentView } from './document-view.ts';
import { openView } from './document-view.ts';
import { readSecurityStore, revocationCoversChain } from './dss-revocation.ts';
import { byteRangeOf, type Examined, examineSignature } from './examine-signature.ts';
import { modificationsAfter } from './modifications.ts';
import { padesLevel } from './pades-level.ts';
import { nothingAfter, revisionEnds } from './revisions.ts';
import { signatureFields } from './signature-fields.ts';
import { ValidationError } from './validation-error.ts';
import type { ValidateOptions, ValidationReport } from './validation-report.ts';

function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes instanceof Uint8Array && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}

function laterChanges(bytes: Uint8Array, examined: Examined, docMdp: number | undefined) {
  if (examined.report.integrity.coversWholeFile) return;
  try {
    const changes = modificationsAfter(bytes, examined.revisionEnd, docMdp);
    examined.report.modificationsAfter = { kinds: changes.kinds, allowed: changes.allowed };
    if (!changes.allowed) {
      examined.report.problems.push(
        `Later revisions changed more than permitted: ${changes.disallowed.slice(0, 5).join(', ')}`,
      );
    }
  } catch (error) {
    examined.report.modificationsAfter = { kinds: ['unreadable'], allowed: false };
    examined.report.problems.push(
      `Later revisions could not be compared: ${(error as Error).message}`,
    );
  }
}

/**
 * Validates every signature and document time-stamp of a PDF (issue §2 "validate"): integrity
 * of its ByteRange and digest, the signature value, the certificate chain to `trustAnchors`, its
 * time-stamp, the PAdES baseline level reached and what later revisions changed.
 */
export async function validate(
  pdf: Uint8Array,
  options: ValidateOptions = {},
): Promise<ValidationReport> {
  if (!looksLikePdf(pdf))
    throw new ValidationError('PDF_NOT_PDF', 'The file is not a PDF (no %PDF- header)');
  let view: DocumentView;
  try {
    view = await openView(pdf);
  } catch (error) {
    throw new ValidationError('PDF_DAMAGED', `The PDF cannot be read: ${(error as Error).message}`);
  }
  const anchors = options.trustAnchors ?? [];
  const now = options.now ?? new Date();
  const ends = revisionEnds(pdf);
  const anomalies: string[] = [];
  const store = readSecurityStore(view);
  const docMdp = docMdpPermission(view.catalog, view.resolve);
  const examined: Examined[] = [];
  for (const field of signatureFields(view.catalog, view.resolve)) {
    if (!field.value) continue;
    const range = byteRangeOf(field, view);
    if (!range) {
      anomalies.push(
        `Signature field ${field.fieldName} holds a signature dictionary without a usable ByteRange`,
      );
      continue;
    }
    examined.push(examineSignature(field, range, { bytes: pdf, view, ends, store, anchors, now }));
  }
  examined.sort((a, b) => a.revisionEnd - b.revisionEnd);
  const archiveStamps = examined.filter((e) => e.report.isDocumentTimestamp && e.timestamp?.valid);
  for (const entry of examined) {
    laterChanges(pdf, entry, docMdp);
    if (entry.report.isDocumentTimestamp) continue;
    const laterStamps = archiveStamps.filter((stamp) => stamp.revisionEnd > entry.revisionEnd);
    const { integrity } = entry.report;
    entry.report.level = padesLevel({
      subFilter: entry.report.subFilter,
      cms: entry.cms,
      cryptoValid: integrity.byteRangeValid && integrity.digestMatches && integrity.signatureValid,
      hasValidTimestamp: entry.timestamp?.valid === true || laterStamps.length > 0,
      hasRevocationData: !!store && revocationCoversChain(store, entry.chainPath),
      hasArchiveTimestamp: await someAsync(laterStamps, (stamp) =>
        revisionCoversChainAt(pdf, stamp.revisionEnd, entry.chainPath),
      ),
      problems: entry.report.problems,
    });
  }
  const last = ends[ends.length - 1];
  if (last !== undefined && !nothingAfter(pdf, last)) {
    anomalies.push(`${pdf.length - last} bytes follow the last end-of-file marker`);
  }
  return { signatures: examined.map((e) => e.report), anomalies };
}

async function someAsync<T>(items: T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}
