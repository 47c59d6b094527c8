import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from './config/config.ts';
import type { BlobStore } from './providers/blobs/blob-store.port.ts';
import { FileBlobStore, sha256Hex } from './providers/blobs/file-blob-store.ts';
import { openBlobStore } from './providers/blobs/open-blob-store.ts';

export const USAGE = `Blobs of this deployment (signet-blobs; npm run blobs -- <command>):
  migrate [--from <data-dir>]   copy every blob of the file store (DATA_DIR/blobs, or that of
                                <data-dir>) into the bucket BLOB_STORE=s3 and S3_* name, then read
                                each one back and check its SHA-256; blobs already in the bucket
                                are checked, not copied again, so a re-run finishes what is left
Reads the same environment as the server. Exits 1 when any blob does not match its address.`;

export interface BlobsCommandContext {
  config: Pick<Config, 'blobs' | 'dataDir'>;
  out?: (line: string) => void;
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runBlobsCommand(
  argv: string[],
  context: BlobsCommandContext,
): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const parsed = parseMigrate(argv);
  if (!parsed) {
    out(USAGE);
    return 2;
  }
  if (context.config.blobs.store !== 's3') {
    out('BLOB_STORE: set BLOB_STORE=s3 and S3_BUCKET (and S3_ENDPOINT, …) to name the bucket.');
    return 2;
  }
  const source = new FileBlobStore(parsed.from ?? context.config.dataDir);
  const target = await openBlobStore(context.config);
  try {
    const counts = await migrate(source, target.blobs, out);
    out(
      `${counts.copied} copied, ${counts.present} already in the bucket, ${counts.mismatched} mismatched, of ${counts.copied + counts.present + counts.mismatched} blobs.`,
    );
    return counts.mismatched > 0 ? 1 : 0;
  } finally {
    target.close();
  }
}

/** `migrate [--from <dir>]`, or undefined for anything else (unknown options included). */
function parseMigrate(argv: string[]): { from: string | undefined } | undefined {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: 'string' } },
    });
    if (positionals.length !== 1 || positionals[0] !== 'migrate') return undefined;
    return { from: values.from };
  } catch {
    return undefined;
  }
}

/**
 * Copies each blob the file store lists into the target and reads it back: a blob counts as
 * copied or present only when the target's bytes hash to its address. A file whose bytes do not
 * match its own name is not copied; each mismatch is named.
 */
export async function migrate(
  source: FileBlobStore,
  target: BlobStore,
  out: (line: string) => void,
): Promise<{ copied: number; present: number; mismatched: number }> {
  const counts = { copied: 0, present: 0, mismatched: 0 };
  for await (const hash of source.list()) {
    const bytes = await source.get(hash);
    if (sha256Hex(bytes) !== hash) {
      out(`${hash}: the file holds other bytes than its name says; not copied`);
      counts.mismatched += 1;
      continue;
    }
    const present = await target.has(hash);
    try {
      if (!present) await target.put(bytes);
      const back = await target.get(hash);
      if (sha256Hex(back) !== hash) {
        out(`${hash}: the bucket holds other bytes than its name says`);
        counts.mismatched += 1;
        continue;
      }
    } catch (error) {
      out(`${hash}: ${(error as Error).message}`);
      counts.mismatched += 1;
      continue;
    }
    if (present) counts.present += 1;
    else counts.copied += 1;
  }
  return counts;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runBlobsCommand(process.argv.slice(2), { config: loadConfig() });
}
