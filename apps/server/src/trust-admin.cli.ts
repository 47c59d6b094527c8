import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  decodeMasterKey,
  MASTER_KEY_FILE,
  rotateMasterKey,
  TrustError,
  writeFileAtomic,
} from '@signet/trust';
import { type Config, loadConfig } from './config/config.ts';

export const USAGE = `The built-in trust service (signet-admin trust <command>; npm run trust -- <command>):
  rotate-master-key [--new-key-file <path>]
        re-encrypts the private keys in DATA_DIR/trust (CAs, seals, signers' credentials) from
        the master key in use (TRUST_MASTER_KEY / TRUST_MASTER_KEY_FILE, else DATA_DIR/master.key,
        which is then replaced) to the new one: read from <path>, or else NEW_TRUST_MASTER_KEY
        (32 random bytes in base64: openssl rand -base64 32). Stop every Signet process first and
        start them with the new key after; a run that was cut short is finished by running it again.
Reads the same environment as the server. Exits 1 when it refuses, 2 on a usage error.`;

export interface TrustCommandContext {
  config: Pick<Config, 'dataDir'> & { signing: { trustMasterKey?: string | undefined } };
  /** Where NEW_TRUST_MASTER_KEY is read from (the process's environment by default). */
  env?: NodeJS.ProcessEnv;
  /** Called after each record is rewritten (tests stand a crash in with it). */
  afterWrite?: (file: string) => void | Promise<void>;
  out?: (line: string) => void;
}

/** `rotate-master-key [--new-key-file <path>]`, or undefined for anything else. */
function parseRotate(argv: string[]): { newKeyFile: string | undefined } | undefined {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'new-key-file': { type: 'string' } },
    });
    if (positionals.length !== 1 || positionals[0] !== 'rotate-master-key') return undefined;
    return { newKeyFile: values['new-key-file'] };
  } catch {
    return undefined;
  }
}

/** The new key's text: from the file given, else the environment; never from the command line. */
async function newKeyText(newKeyFile: string | undefined, env: NodeJS.ProcessEnv) {
  if (newKeyFile !== undefined) {
    try {
      return { text: await readFile(newKeyFile, 'utf8'), origin: newKeyFile };
    } catch (error) {
      throw new TrustError(
        'MASTER_KEY_INVALID',
        `--new-key-file: cannot read ${newKeyFile} (${(error as Error).message})`,
      );
    }
  }
  const text = env.NEW_TRUST_MASTER_KEY;
  if (!text) {
    throw new TrustError(
      'MASTER_KEY_INVALID',
      'new key: give --new-key-file <path> or set NEW_TRUST_MASTER_KEY',
    );
  }
  return { text, origin: 'NEW_TRUST_MASTER_KEY' };
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runTrustCommand(
  argv: string[],
  context: TrustCommandContext,
): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const parsed = parseRotate(argv);
  if (!parsed) {
    out(USAGE);
    return 2;
  }
  const { dataDir } = context.config;
  const configured = context.config.signing.trustMasterKey;
  const keyFile = path.join(dataDir, MASTER_KEY_FILE);
  try {
    const current = configured ?? (await readFile(keyFile, 'utf8').catch(() => undefined));
    if (current === undefined) {
      throw new TrustError(
        'MASTER_KEY_INVALID',
        `TRUST_MASTER_KEY: not set, and there is no ${keyFile}`,
      );
    }
    const oldKey = decodeMasterKey(current, configured ? 'TRUST_MASTER_KEY' : keyFile);
    const next = await newKeyText(parsed.newKeyFile, context.env ?? process.env);
    const newKey = decodeMasterKey(next.text, next.origin);
    const result = await rotateMasterKey({
      dataDir,
      oldKey,
      newKey,
      ...(context.afterWrite ? { afterWrite: context.afterWrite } : {}),
    });
    if (configured === undefined) {
      await writeFileAtomic(keyFile, `${newKey.toString('base64')}\n`);
      out(`${keyFile} now holds the new key.`);
    }
    out(
      `${result.reencrypted} records re-encrypted, ${result.alreadyNew} already under the new key. Start Signet with the new master key.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof TrustError)) throw error;
    out(`Refused: ${error.message}`);
    return 1;
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runTrustCommand(process.argv.slice(2), { config: loadConfig() });
}
