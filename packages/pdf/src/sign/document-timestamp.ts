import type { TimestampAuthority } from '../ports.ts';
import { appendSignature } from './append-signature.ts';
import { SignError } from './errors.ts';
import { openPdf } from './pdf-reader.ts';

/** Room for a TimeStampToken with the TSA's chain. */
const TIMESTAMP_RESERVE = 16384;

/**
 * Appends a document timestamp (ISO 32000-2 §12.8.5; SubFilter ETSI.RFC3161): an invisible
 * signature field whose /Contents is a TimeStampToken over the ByteRange digest. Added after the
 * DSS, it makes the file PAdES B-LTA (ETSI EN 319 142-1 §6.4).
 */
export async function addDocumentTimestamp(
  pdf: Uint8Array,
  options: { tsa: TimestampAuthority },
): Promise<Uint8Array> {
  if (!options?.tsa)
    throw new SignError('INVALID_OPTION', 'tsa: a time-stamp authority is required');
  const reader = await openPdf(pdf).catch((error: Error) => {
    throw new SignError('UNREADABLE_PDF', `The PDF cannot be read: ${error.message}`);
  });
  return appendSignature(reader, {
    dictionary: { type: 'DocTimeStamp', subFilter: 'ETSI.RFC3161' },
    reserve: TIMESTAMP_RESERVE,
    contents: (digest) => options.tsa.timestamp(digest),
  });
}
