import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  openTrustService,
  type TrustService,
  type TrustServiceConfig,
  toPem,
} from '../src/index.ts';

const run = promisify(execFile);

export interface TestDir {
  path: string;
  file(name: string, contents?: Uint8Array | string): string;
  pem(name: string, der: Uint8Array | Uint8Array[]): string;
  remove(): void;
}

export function testDir(prefix = 'signet-trust-'): TestDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    file(name, contents) {
      const file = join(path, name);
      if (contents !== undefined) writeFileSync(file, contents);
      return file;
    },
    pem(name, der) {
      const list = Array.isArray(der) ? der : [der];
      return this.file(name, list.map((item) => toPem(item)).join(''));
    },
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs openssl; never throws on a non-zero exit, so tests can assert refusals too. */
export async function openssl(args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run('openssl', args, {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    };
  }
}

export async function opensslOk(args: string[]): Promise<string> {
  const result = await openssl(args);
  if (result.code !== 0)
    throw new Error(`openssl ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  return `${result.stdout}${result.stderr}`;
}

export const BASE_URL = 'http://trust.signet.test';

/** A trust service in a fresh temporary directory. */
export async function openTestService(
  dir: TestDir,
  overrides: Partial<TrustServiceConfig> = {},
): Promise<TrustService> {
  return openTrustService({ dataDir: join(dir.path, 'data'), baseUrl: BASE_URL, ...overrides });
}

/** `openssl asn1parse` of one extension's value, found by the name openssl gives its OID. */
export async function parseExtension(derFile: string, opensslName: string): Promise<string> {
  const dump = await opensslOk(['asn1parse', '-inform', 'DER', '-in', derFile]);
  const lines = dump.split('\n');
  const at = lines.findIndex((line) => line.endsWith(`:${opensslName}`));
  const value = lines.slice(at + 1).find((line) => line.includes('prim: OCTET STRING'));
  const offset = value && /^\s*(\d+):/.exec(value)?.[1];
  if (at < 0 || !offset) throw new Error(`extension ${opensslName} not found`);
  return opensslOk(['asn1parse', '-inform', 'DER', '-in', derFile, '-strparse', offset]);
}

/** A trust service whose certificates point at the given base URL (e.g. a test HTTP server). */
export function openTrustServiceAt(dir: TestDir, baseUrl: string): Promise<TrustService> {
  return openTrustService({ dataDir: join(dir.path, 'data'), baseUrl });
}
