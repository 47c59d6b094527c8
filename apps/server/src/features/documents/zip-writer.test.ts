import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniqueNames, writeZip, zipStream } from './zip-writer.ts';

function hasUnzip(): boolean {
  try {
    execFileSync('python3', ['-c', 'import zipfile']);
    return true;
  } catch {
    return false;
  }
}

describe('the ZIP writer', () => {
  it('keeps names unique within an archive', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b'])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
    ]);
  });

  it.skipIf(!hasUnzip())(
    'writes an archive another implementation reads back byte for byte',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-zip-'));
      const first = new Uint8Array(Buffer.from('%PDF-1.7 first'));
      const second = new Uint8Array(2000).map((_, i) => i % 251);
      const archive = path.join(dir, 'out.zip');
      writeFileSync(
        archive,
        await writeZip([
          { name: 'Vertrag Zürich.pdf', bytes: first, modified: new Date('2026-11-22T09:00:00Z') },
          { name: 'annex.pdf', bytes: second, modified: new Date('2026-11-22T09:00:00Z') },
        ]),
      );
      // Python's zipfile checks every CRC-32 and both directories.
      execFileSync('python3', [
        '-c',
        'import sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nz.extractall(sys.argv[2])\nprint(z.namelist())',
        archive,
        dir,
      ]);
      expect(readFileSync(path.join(dir, 'Vertrag Zürich.pdf'))).toEqual(Buffer.from(first));
      expect(readFileSync(path.join(dir, 'annex.pdf'))).toEqual(Buffer.from(second));
    },
  );

  it('loads each entry only when the archive reaches it, and yields it before loading the next', async () => {
    const loaded: string[] = [];
    const entry = (name: string) => ({
      name,
      modified: new Date('2026-11-22T09:00:00Z'),
      load: async () => {
        loaded.push(name);
        return new Uint8Array(Buffer.from(`%PDF-1.7 ${name}`));
      },
    });
    const stream = zipStream([entry('a.pdf'), entry('b.pdf')]);
    expect(loaded).toEqual([]);
    const header = await stream.next();
    expect((header.value as Buffer).readUInt32LE(0)).toBe(0x04034b50);
    expect(loaded).toEqual(['a.pdf']);
    expect(((await stream.next()).value as Buffer).toString()).toBe('%PDF-1.7 a.pdf');
    expect(loaded).toEqual(['a.pdf']);
    await stream.next();
    expect(loaded).toEqual(['a.pdf', 'b.pdf']);
  });
});
