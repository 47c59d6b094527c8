import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreflightError, preflight } from '../src/index.ts';
import { checkStreamBudget } from '../src/preflight/stream-budget.ts';

const MiB = 1024 * 1024;
const LIMITS = { perStream: 4 * MiB, total: 10 * MiB };
const zeros = (bytes: number) => Buffer.alloc(bytes);

/** LZW (ISO 32000-1 §7.4.4.2, EarlyChange 1), enough of an encoder to build test data. */
function lzw(data: Buffer): Buffer {
  const codes: number[] = [256];
  let table = new Map<string, number>();
  const reset = () => {
    table = new Map(Array.from({ length: 256 }, (_, i) => [String.fromCharCode(i), i]));
  };
  reset();
  let next = 258;
  let word = '';
  for (const byte of data) {
    const grown = word + String.fromCharCode(byte);
    if (table.has(grown)) {
      word = grown;
      continue;
    }
    codes.push(table.get(word)!);
    table.set(grown, next++);
    word = String.fromCharCode(byte);
    if (next === 4095) {
      codes.push(256);
      reset();
      next = 258;
    }
  }
  if (word) codes.push(table.get(word)!);
  codes.push(257);
  // Widths follow the decoder's table size, which lags the encoder's by one entry.
  const bits: number[] = [];
  let size = 258;
  let first = true;
  for (const code of codes) {
    const width = size + 1 >= 2048 ? 12 : size + 1 >= 1024 ? 11 : size + 1 >= 512 ? 10 : 9;
    for (let b = width - 1; b >= 0; b--) bits.push((code >> b) & 1);
    if (code === 256) {
      size = 258;
      first = true;
    } else if (first) first = false;
    else size++;
  }
  const out = Buffer.alloc(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    out[i >> 3]! |= bit << (7 - (i & 7));
  });
  return out;
}

function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const chunk = data.subarray(at, at + 128);
    parts.push(Buffer.from([chunk.length - 1]), chunk);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

const ascii85 = (data: Buffer) => {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, at, at + 4);
    let value = group.readUInt32BE(0);
    const count = Math.min(4, data.length - at);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
};

/** A file whose object n+1 is the stream given, written with the keyword's line as given. */
function withStreams(...streams: { dict?: string; data: Buffer; eol?: string }[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  streams.forEach(({ dict = '', data, eol = '\n' }, n) => {
    parts.push(Buffer.from(`${n + 1} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream${eol}`));
    parts.push(data, Buffer.from('\nendstream\nendobj\n'));
  });
  return new Uint8Array(Buffer.concat(parts));
}

async function refusal(pdf: Uint8Array) {
  try {
    await checkStreamBudget(pdf, LIMITS);
    return undefined;
  } catch (error) {
    if (!(error instanceof PreflightError)) throw error;
    expect(error.code).toBe('PDF_INFLATES_TOO_LARGE');
    return /one stream/.test(error.message) ? 'stream' : 'total';
  }
}

const bomb = deflateSync(zeros(8 * MiB));

describe('the stream budget of preflight', () => {
  it('lets ordinary streams through, whatever their filters', async () => {
    const small = deflateSync('BT /F1 12 Tf (hello) Tj ET');
    expect(
      await refusal(
        withStreams(
          { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), dict: '/Filter /DCTDecode' },
          { data: small, dict: '/Filter /FlateDecode' },
          { data: lzw(zeros(MiB)), dict: '/Filter /LZWDecode' },
          { data: Buffer.from(`${small.toString('hex')}>`), dict: '/Filter [/AHx /Fl]' },
          { data: runLength(zeros(MiB)), dict: '/Filter /RunLengthDecode' },
          { data: zeros(3 * MiB) },
        ),
      ),
    ).toBeUndefined();
  });

  it.each([
    ['\\r\\n', '\r\n'],
    ['\\n', '\n'],
    ['\\r', '\r'],
    ['␠\\r\\n', ' \r\n'],
    ['␠␠\\n', '  \n'],
    ['nothing', ''],
  ])('refuses a Flate bomb after `stream` and %s', async (_label, eol) => {
    expect(await refusal(withStreams({ data: bomb, dict: '/Filter /FlateDecode', eol }))).toBe(
      'stream',
    );
  });

  it.each([
    ['Flate, Flate', '[/FlateDecode /FlateDecode]', deflateSync(bomb)],
    ['ASCIIHex, Flate', '[/ASCIIHexDecode /FlateDecode]', Buffer.from(`${bomb.toString('hex')}>`)],
    ['ASCII85, Flate', '[/A85 /Fl]', ascii85(bomb)],
    ['RunLength, Flate', '[/RunLengthDecode /FlateDecode]', runLength(bomb)],
    ['LZW, Flate', '[/LZWDecode /FlateDecode]', lzw(bomb)],
    ['LZW', '/LZWDecode', lzw(zeros(8 * MiB))],
    [
      'RunLength',
      '/RL',
      Buffer.from([...Array.from({ length: 2 * 65_536 }, (_, i) => (i % 2 ? 0 : 129)), 128]),
    ],
    ['ASCII85 of zeros', '/ASCII85Decode', Buffer.from(`${'z'.repeat(2 * MiB)}~>`)],
  ])('refuses a bomb whose chain is %s', async (_label, filter, data) => {
    expect(await refusal(withStreams({ data, dict: `/Filter ${filter}` }))).toBe('stream');
  });

  it('refuses streams that together pass the total', async () => {
    const each = { data: deflateSync(zeros(3 * MiB)), dict: '/Filter /FlateDecode' };
    expect(await refusal(withStreams(each, each, each))).toBeUndefined();
    expect(await refusal(withStreams(each, each, each, each))).toBe('total');
  });

  it('preflight refuses a bomb before it reads the file', async () => {
    const pdf = withStreams({ data: bomb, dict: '/Filter /FlateDecode' });
    await expect(preflight(pdf, { streamLimits: LIMITS })).rejects.toMatchObject({
      code: 'PDF_INFLATES_TOO_LARGE',
    });
  });
});
