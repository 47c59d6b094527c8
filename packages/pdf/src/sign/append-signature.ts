import { createHash } from 'node:crypto';
import { PDFName } from '@cantoo/pdf-lib';
import { SignError } from './errors.ts';
import { IncrementalUpdate } from './incremental-update.ts';
import type { PdfReader } from './pdf-reader.ts';
import {
  fillByteRange,
  type SignatureDictionaryInput,
  signatureDictionary,
} from './signature-dictionary.ts';
import {
  fillField,
  newField,
  uniqueName,
  type WidgetAppearance,
} from './signature-field-writer.ts';
import { listFields } from './signature-fields.ts';

export type { WidgetAppearance };

export interface AppendSignatureInput {
  dictionary: Omit<SignatureDictionaryInput, 'reserve'>;
  reserve: number;
  fieldName?: string;
  appearance?: WidgetAppearance;
  /** Produces /Contents from the SHA-256 of the bytes the /ByteRange covers. */
  contents(digest: Uint8Array): Promise<Uint8Array>;
}

/** SHA-256 of the bytes a /ByteRange covers. */
export function digestOf(bytes: Uint8Array, range: ByteRange): Uint8Array {
  const hash = createHash('sha256');
  hash.update(bytes.subarray(range[0], range[0] + range[1]));
  hash.update(bytes.subarray(range[2], range[2] + range[3]));
  return new Uint8Array(hash.digest());
}

export type ByteRange = [number, number, number, number];

/** A written revision whose /Contents still holds zeros. */
export interface PreparedSignature {
  bytes: Uint8Array;
  range: ByteRange;
  reserve: number;
}

/**
 * Writes the revision of one signature (or document timestamp): a new or filled signature
 * field, its appearance and the signature dictionary with its final /ByteRange.
 */
export async function prepareSignature(
  reader: PdfReader,
  input: Omit<AppendSignatureInput, 'contents'>,
): Promise<PreparedSignature> {
  if (reader.trailer.has(PDFName.of('Encrypt'))) {
    throw new SignError(
      'ENCRYPTED',
      'The PDF is encrypted; run preflight to decrypt it before signing',
    );
  }
  const update = new IncrementalUpdate(reader);
  const sigRef = update.allocate();
  const existing = input.fieldName
    ? listFields(reader).find((f) => f.name === input.fieldName)
    : undefined;
  if (existing && existing.type !== PDFName.of('Sig')) {
    throw new SignError(
      'FIELD_NOT_SIGNATURE',
      `fieldName: "${input.fieldName}" is not a signature field`,
    );
  }
  if (existing) await fillField(reader, update, existing, sigRef, input.appearance);
  else {
    const base = input.dictionary.type === 'DocTimeStamp' ? 'DocumentTimestamp' : 'Signature';
    await newField(
      reader,
      update,
      input.fieldName ?? uniqueName(reader, base),
      sigRef,
      input.appearance,
    );
  }
  const dictionary = signatureDictionary({ ...input.dictionary, reserve: input.reserve });
  update.set(sigRef, dictionary.body);
  const { bytes, rawOffsets } = update.write();
  const at = rawOffsets.get(sigRef.objectNumber) as number;
  const contentsStart = at + dictionary.contentsAt;
  const contentsEnd = contentsStart + dictionary.contentsLength;
  const range: ByteRange = [0, contentsStart, contentsEnd, bytes.length - contentsEnd];
  fillByteRange(bytes, at + dictionary.byteRangeAt, range);
  return { bytes, range, reserve: input.reserve };
}

/** Puts the CMS into the /Contents hole, refusing one that does not fit. */
export function embedContents(prepared: PreparedSignature, contents: Uint8Array): Uint8Array {
  if (contents.length > prepared.reserve) {
    throw new SignError(
      'SIGNATURE_TOO_LARGE',
      `The signature needs ${contents.length} bytes but ${prepared.reserve} were reserved`,
    );
  }
  const hex = Buffer.from(Buffer.from(contents).toString('hex').toUpperCase(), 'latin1');
  prepared.bytes.set(hex, prepared.range[1] + 1);
  return prepared.bytes;
}

/** Appends one signature as an incremental update, with the CMS made over its ByteRange digest. */
export async function appendSignature(
  reader: PdfReader,
  input: AppendSignatureInput,
): Promise<Uint8Array> {
  const prepared = await prepareSignature(reader, input);
  const contents = await input.contents(digestOf(prepared.bytes, prepared.range));
  return embedContents(prepared, contents);
}
