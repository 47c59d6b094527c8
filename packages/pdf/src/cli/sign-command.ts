import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openTrustService } from '@signet/trust';
import { preflight } from '../preflight/preflight.ts';
import { sign } from '../sign/sign.ts';
import type { PadesLevel } from '../sign/types.ts';
import { usageError } from './cli-error.ts';
import { readInput, writeOutput } from './cli-files.ts';

export interface SignCommandOptions {
  name?: string;
  email?: string;
  organization?: string;
  level?: string;
  pades?: string;
  page?: string;
  x?: string;
  y?: string;
  data?: string;
  baseUrl?: string;
}

const LEVELS = ['demo', 'ses', 'aes', 'qes'] as const;
const PADES: PadesLevel[] = ['B-B', 'B-T', 'B-LT', 'B-LTA'];

function number(value: string | undefined, flag: string): number {
  const parsed = Number(value);
  if (value === undefined || !Number.isFinite(parsed))
    throw usageError(`--${flag} must be a number`);
  return parsed;
}

/** Signs IN into OUT with a certificate issued on the spot by the built-in trust service (issue §3). */
export async function signCommand(
  input: string,
  output: string,
  options: SignCommandOptions,
): Promise<string> {
  if (!options.name) throw usageError('--name is required');
  const level = (options.level ?? 'demo') as (typeof LEVELS)[number];
  if (!LEVELS.includes(level)) throw usageError(`--level must be one of ${LEVELS.join(', ')}`);
  const pades = (options.pades ?? 'B-T') as PadesLevel;
  if (!PADES.includes(pades)) throw usageError(`--pades must be one of ${PADES.join(', ')}`);
  const dataDir = resolve(options.data ?? process.env.SIGNET_DATA_DIR ?? 'data/signet-pdf');
  const checked = await preflight(await readInput(input));
  await mkdir(dataDir, { recursive: true });
  const trust = await openTrustService({
    dataDir,
    baseUrl: options.baseUrl ?? process.env.SIGNET_TRUST_URL ?? 'http://localhost:3000/trust',
  });
  const anchorsFile = join(dataDir, 'trust-anchors.pem');
  if (!existsSync(anchorsFile)) await writeFile(anchorsFile, trust.trustAnchorsPem());
  const credential = await trust.issueCertificate({
    subject: {
      name: options.name,
      ...(options.email ? { email: options.email } : {}),
      ...(options.organization ? { organization: options.organization } : {}),
    },
    level,
  });
  const appearance =
    options.page === undefined
      ? undefined
      : {
          page: number(options.page, 'page'),
          x: number(options.x ?? '36', 'x'),
          y: number(options.y ?? '36', 'y'),
          name: options.name,
          ...(options.organization ? { optionalLine: options.organization } : {}),
          date: new Date(),
          displayDate: true,
          displayStandards: `PAdES ${pades}`,
        };
  const signed = await sign(checked.pdf, {
    signer: trust.pdfSignerFor(credential),
    level: pades,
    tsa: trust,
    revocation: trust,
    ...(appearance ? { appearance } : {}),
  });
  await writeOutput(output, signed);
  const repaired = checked.normalized ? ' (input repaired first)' : '';
  return `${output}: signed by ${options.name} at PAdES ${pades}, level ${level}, certificate ${credential.serial}${repaired}; trust anchors in ${anchorsFile}`;
}
