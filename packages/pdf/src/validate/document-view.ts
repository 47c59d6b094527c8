import { PDFDict, PDFName, type PDFObject, PDFRawStream } from '@cantoo/pdf-lib';
import { loadFullParse } from '../sign/full-parse.ts';
import { openPdf, resolve as resolveWith } from '../sign/pdf-reader.ts';
import { decodeStream } from '../sign/stream-decode.ts';

export type Resolver = (object: PDFObject | undefined) => PDFObject | undefined;

/** Read access to a document's newest state, for validation. */
export interface DocumentView {
  catalog: PDFDict;
  resolve: Resolver;
  isEncrypted: boolean;
  streamData(object: PDFObject | undefined): Uint8Array | undefined;
}

function streamData(resolve: Resolver) {
  return (object: PDFObject | undefined) => {
    const stream = resolve(object);
    if (!(stream instanceof PDFRawStream)) return undefined;
    try {
      return decodeStream(stream);
    } catch {
      return undefined;
    }
  };
}

/**
 * Opens the document for reading. Encrypted files that open with the empty user password are
 * read decrypted, so that field names and dates are legible; the signatures themselves are taken
 * from the file's bytes, where /Contents is never encrypted (ISO 32000-1 §7.6.1).
 */
export async function openView(bytes: Uint8Array): Promise<DocumentView> {
  const reader = await openPdf(bytes);
  const resolve: Resolver = (object) => resolveWith(reader, object);
  const isEncrypted = reader.trailer.has(PDFName.of('Encrypt'));
  if (isEncrypted) {
    const decrypted = await loadFullParse(bytes, { password: '', updateMetadata: false }).catch(
      () => undefined,
    );
    if (decrypted) {
      const lookup: Resolver = (object) => decrypted.context.lookup(object);
      return {
        catalog: decrypted.catalog,
        resolve: lookup,
        isEncrypted,
        streamData: streamData(lookup),
      };
    }
  }
  const catalog = resolve(reader.trailer.get(PDFName.of('Root')));
  if (!(catalog instanceof PDFDict)) throw new Error('The PDF has no document catalog');
  return { catalog, resolve, isEncrypted, streamData: streamData(resolve) };
}
