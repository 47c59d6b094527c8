import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  modified: Date;
}

/** MS-DOS date and time of a ZIP header (APPNOTE 4.4.6), in UTC. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time:
      (date.getUTCHours() << 11) |
      (date.getUTCMinutes() << 5) |
      Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** Names unique within the archive ("a.pdf", "a (2).pdf"), as a file manager would. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** An entry whose bytes are loaded when the archive reaches it. */
export interface LazyZipEntry {
  name: string;
  modified: Date;
  load(): Promise<Uint8Array>;
}

function localHeader(name: Buffer, crc: number, size: number, modified: Date): Buffer {
  const { time, date } = dosDateTime(modified);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // method: stored
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(size, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  return local;
}

function centralHeader(name: Buffer, crc: number, size: number, modified: Date, offset: number) {
  const { time, date } = dosDateTime(modified);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(size, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: regular file 0644
  central.writeUInt32LE(offset, 42);
  return Buffer.concat([central, name]);
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) of stored entries, as a stream of chunks: each entry is
 * loaded when the archive reaches it and let go once written, so at most one entry is in memory,
 * never the archive (ADR 0137). PDFs are compressed already, so "store" costs nothing in size.
 * Names are UTF-8 (general purpose flag bit 11).
 */
export async function* zipStream(entries: readonly LazyZipEntry[]): AsyncGenerator<Buffer> {
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const bytes = await entry.load();
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const crc = crc32(data);
    const local = localHeader(name, crc, data.length, entry.modified);
    centrals.push(centralHeader(name, crc, data.length, entry.modified, offset));
    offset += local.length + name.length + data.length;
    yield Buffer.concat([local, name]);
    yield data;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([central, end]);
}

/** The whole archive at once, for entries already in memory (tests, small archives). */
export async function writeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const lazy = entries.map((entry) => ({ ...entry, load: async () => entry.bytes }));
  for await (const chunk of zipStream(lazy)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
