import { randomBytes } from 'node:crypto';
import {
  PDFArray,
  type PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import type { PdfReader } from './pdf-reader.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function serialize(object: PDFObject): Uint8Array {
  const out = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return out;
}

export interface WrittenUpdate {
  /** The whole file: the original bytes unchanged, then the new revision. */
  bytes: Uint8Array;
  /** Offset in `bytes` of each object written from raw bytes, keyed by object number. */
  rawOffsets: Map<number, number>;
}

/**
 * One revision appended to an existing PDF (ISO 32000-1 §7.5.6): new and changed objects, a
 * cross-reference section of the same kind as the newest one in the file, and a trailer with
 * /Prev. Nothing before the end of the original file is touched.
 */
export class IncrementalUpdate {
  private next: number;
  private readonly objects = new Map<number, PDFObject | Uint8Array>();

  constructor(readonly reader: PdfReader) {
    this.next = reader.size;
  }

  allocate(): PDFRef {
    return PDFRef.of(this.next++);
  }

  /** Writes `object` as the new version of `ref` (a new object or a changed one). */
  set(ref: PDFRef, object: PDFObject | Uint8Array): void {
    this.objects.set(ref.objectNumber, object);
  }

  has(ref: PDFRef): boolean {
    return this.objects.has(ref.objectNumber);
  }

  write(): WrittenUpdate {
    const original = this.reader.bytes;
    const parts: Uint8Array[] = [];
    let length = original.length;
    const push = (part: Uint8Array) => {
      parts.push(part);
      length += part.length;
    };
    const last = original[original.length - 1];
    if (last !== 0x0a && last !== 0x0d) push(latin1('\n'));
    const offsets = new Map<number, number>();
    const rawOffsets = new Map<number, number>();
    for (const [number, object] of [...this.objects].sort((a, b) => a[0] - b[0])) {
      offsets.set(number, length);
      push(latin1(`${number} 0 obj\n`));
      if (object instanceof Uint8Array) rawOffsets.set(number, length);
      push(object instanceof Uint8Array ? object : serialize(object));
      push(latin1('\nendobj\n'));
    }
    const trailer = this.trailerEntries();
    if (this.reader.isXrefStream) this.writeXrefStream(trailer, offsets, length, push);
    else this.writeXrefTable(trailer, offsets, length, push);
    const bytes = new Uint8Array(length);
    bytes.set(original, 0);
    let at = original.length;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return { bytes, rawOffsets };
  }

  private trailerEntries(): PDFDict {
    const { context, trailer, startxref } = this.reader;
    const dict = context.obj({});
    for (const key of ['Root', 'Info']) {
      const value = trailer.get(PDFName.of(key));
      if (value) dict.set(PDFName.of(key), value);
    }
    // ID[0] identifies the document for good; ID[1] changes with each revision (§14.4).
    const id = trailer.lookup(PDFName.of('ID'));
    const first = id instanceof PDFArray ? id.get(0) : undefined;
    const fresh = PDFHexString.of(randomBytes(16).toString('hex').toUpperCase());
    dict.set(PDFName.of('ID'), context.obj([first ?? fresh, fresh]));
    dict.set(PDFName.of('Prev'), PDFNumber.of(startxref));
    return dict;
  }

  private ranges(numbers: number[]): [number, number][] {
    const ranges: [number, number][] = [];
    for (const n of numbers) {
      const current = ranges[ranges.length - 1];
      if (current && current[0] + current[1] === n) current[1]++;
      else ranges.push([n, 1]);
    }
    return ranges;
  }

  private writeXrefTable(
    trailer: PDFDict,
    offsets: Map<number, number>,
    at: number,
    push: (b: Uint8Array) => void,
  ) {
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    let text = 'xref\n';
    for (const [first, count] of this.ranges(numbers)) {
      text += `${first} ${count}\n`;
      for (let n = first; n < first + count; n++) {
        text += `${String(offsets.get(n)).padStart(10, '0')} 00000 n\r\n`;
      }
    }
    trailer.set(PDFName.of('Size'), PDFNumber.of(this.next));
    push(latin1(`${text}trailer\n`));
    push(serialize(trailer));
    push(latin1(`\nstartxref\n${at}\n%%EOF\n`));
  }

  private writeXrefStream(
    trailer: PDFDict,
    offsets: Map<number, number>,
    at: number,
    push: (b: Uint8Array) => void,
  ) {
    const self = this.allocate();
    offsets.set(self.objectNumber, at);
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    const data = new Uint8Array(numbers.length * 7);
    numbers.forEach((n, i) => {
      const offset = offsets.get(n) as number;
      data[i * 7] = 1;
      new DataView(data.buffer).setUint32(i * 7 + 1, offset);
    });
    trailer.set(PDFName.of('Type'), PDFName.of('XRef'));
    trailer.set(PDFName.of('Size'), PDFNumber.of(this.next));
    trailer.set(PDFName.of('W'), this.reader.context.obj([1, 4, 2]));
    trailer.set(PDFName.of('Index'), this.reader.context.obj(this.ranges(numbers).flat()));
    push(latin1(`${self.objectNumber} 0 obj\n`));
    push(serialize(PDFRawStream.of(trailer, data)));
    push(latin1(`\nendobj\nstartxref\n${at}\n%%EOF\n`));
  }
}
