import { readFile, writeFile } from 'node:fs/promises';
import { CliError } from './cli-error.ts';

export async function readInput(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`,
    );
  }
}

export async function writeOutput(path: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new CliError(
      `${path}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** Certificates from a PEM file (any number of CERTIFICATE blocks) or a single DER file. */
export function certificatesFrom(bytes: Uint8Array, path: string): Uint8Array[] {
  const text = Buffer.from(bytes).toString('latin1');
  const blocks = [...text.matchAll(/-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/g)];
  if (blocks.length > 0)
    return blocks.map(
      (block) => new Uint8Array(Buffer.from(block[1]!.replace(/\s+/g, ''), 'base64')),
    );
  if (bytes[0] === 0x30) return [bytes];
  throw new CliError(`${path}: no certificate found (expected PEM or DER)`);
}
