import { createHash } from 'node:crypto';
import {
  PDFArray,
  type PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { readCms } from '../cms/cms-reader.ts';
import type { RevocationSource } from '../ports.ts';
import { SignError } from './errors.ts';
import { IncrementalUpdate } from './incremental-update.ts';
import { openPdf, type PdfReader, resolve, resolveDict, streamBytes } from './pdf-reader.ts';
import { listSignatureFields } from './signature-fields.ts';

const KEYS = { certificates: 'Certs', ocspResponses: 'OCSPs', crls: 'CRLs' } as const;
type Kind = keyof typeof KEYS;

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The CMS blobs of every signature and document timestamp in the file. */
export function signatureContents(reader: PdfReader): Uint8Array[] {
  return listSignatureFields(reader).flatMap((field) => {
    const contents = field.value?.get(PDFName.of('Contents'));
    return contents instanceof PDFHexString || contents instanceof PDFString
      ? [contents.asBytes()]
      : [];
  });
}

/** Every certificate chain that the file's signatures and timestamps rely on, signer first. */
function chainsIn(reader: PdfReader): { chains: Uint8Array[][]; certificates: Uint8Array[] } {
  const chains: Uint8Array[][] = [];
  const certificates: Uint8Array[] = [];
  const visit = (cms: Uint8Array, depth: number) => {
    let summary: ReturnType<typeof readCms>;
    try {
      summary = readCms(cms);
    } catch {
      return; // Not CMS (e.g. an unfilled placeholder): nothing to validate long-term.
    }
    certificates.push(...summary.certificates);
    if (summary.signerChain.length > 0) chains.push(summary.signerChain);
    if (depth < 2) for (const token of summary.timestampTokens) visit(token, depth + 1);
  };
  for (const contents of signatureContents(reader)) visit(contents, 0);
  return { chains, certificates };
}

function existingEntries(
  reader: PdfReader,
  dss: PDFDict | undefined,
  key: string,
): { refs: PDFObject[]; hashes: Set<string> } {
  const array = resolve(reader, dss?.get(PDFName.of(key)));
  const refs = array instanceof PDFArray ? array.asArray() : [];
  const hashes = new Set<string>();
  for (const ref of refs) {
    const bytes = streamBytes(resolve(reader, ref));
    if (bytes) hashes.add(hex(bytes));
  }
  return { refs, hashes };
}

/**
 * Adds the validation data of every signature and timestamp in the file to the Document Security
 * Store (ETSI EN 319 142-1 §5.4, PAdES B-LT), merged with a DSS already present, as one
 * incremental update. Chains for which the revocation source has no answer are skipped as long
 * as at least one chain gets its data; if none does, nothing is written and the error says why.
 */
export async function extendToLT(
  pdf: Uint8Array,
  options: { revocation: RevocationSource },
): Promise<Uint8Array> {
  if (!options?.revocation)
    throw new SignError('INVALID_OPTION', 'revocation: a revocation source is required');
  const reader = await openPdf(pdf).catch((error: Error) => {
    throw new SignError('UNREADABLE_PDF', `The PDF cannot be read: ${error.message}`);
  });
  if (reader.trailer.has(PDFName.of('Encrypt')))
    throw new SignError('ENCRYPTED', 'The PDF is encrypted');
  const { chains, certificates } = chainsIn(reader);
  if (chains.length === 0)
    throw new SignError('INVALID_OPTION', 'pdf: the document holds no signature to extend');
  const collected: Record<Kind, Uint8Array[]> = {
    certificates: [...certificates],
    ocspResponses: [],
    crls: [],
  };
  const seenChains = new Set<string>();
  const failures: string[] = [];
  for (const chain of chains) {
    const key = chain.map(hex).join('/');
    if (seenChains.has(key)) continue;
    seenChains.add(key);
    try {
      const data = await options.revocation.revocationData(chain);
      collected.certificates.push(...chain, ...data.certificates);
      collected.ocspResponses.push(...data.ocspResponses);
      collected.crls.push(...data.crls);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  if (failures.length === seenChains.size) {
    throw new SignError(
      'INVALID_OPTION',
      `revocation: no revocation data for any signature (${failures[0]})`,
    );
  }
  const update = new IncrementalUpdate(reader);
  const catalogRef = reader.trailer.get(PDFName.of('Root'));
  const catalog = resolveDict(reader, catalogRef);
  if (!(catalogRef instanceof PDFRef) || !catalog)
    throw new SignError('UNREADABLE_PDF', 'The document catalog is not an indirect dictionary');
  const dssEntry = catalog.get(PDFName.of('DSS'));
  const existing = resolveDict(reader, dssEntry);
  const dss = existing ?? reader.context.obj({ Type: 'DSS' });
  for (const kind of Object.keys(KEYS) as Kind[]) {
    const { refs, hashes } = existingEntries(reader, existing, KEYS[kind]);
    const added: PDFRef[] = [];
    for (const bytes of collected[kind]) {
      const digest = hex(bytes);
      if (hashes.has(digest)) continue;
      hashes.add(digest);
      const ref = update.allocate();
      update.set(ref, PDFRawStream.of(reader.context.obj({}), bytes));
      added.push(ref);
    }
    if (added.length > 0 || refs.length > 0)
      dss.set(PDFName.of(KEYS[kind]), reader.context.obj([...refs, ...added]));
  }
  if (dssEntry instanceof PDFRef && existing) {
    update.set(dssEntry, dss);
  } else {
    const dssRef = update.allocate();
    update.set(dssRef, dss);
    catalog.set(PDFName.of('DSS'), dssRef);
    update.set(catalogRef, catalog);
  }
  return update.write().bytes;
}
