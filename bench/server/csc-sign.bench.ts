/**
 * Signing through a CSC API v2 provider over HTTP (TRUST_PROVIDER=csc, docs/decisions/0612)
 * beside signing through the in-process trust port, on the same 1 MB, 20-page PDF as
 * sign.bench.ts, in the same run. The provider is Signet's own CSC server mode (CSC_SERVER=on) on
 * loopback, in this process; each signing does what the server's signing does in that mode: find
 * the credential (credentials/list + credentials/info), credentials/authorize and
 * signatures/signHash over HTTP, a B-T signature with the built-in TSA (CSC_TSA_URL unset, as on
 * the in-process side). The in-process side issues a credential per signature, as the built-in
 * port does. Goal: CSC over HTTP ≤ 1.5× the in-process signing.
 *
 *   node --import tsx bench/server/csc-sign.bench.ts [--record]
 *
 * BENCH_SIGNINGS (default 21) sets the measured signings per side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sign } from '@signet/pdf';
import { verifiedCscPdfSigner } from '@signet/trust';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { CscClientsService } from '../../apps/server/src/features/csc-server/index.ts';
import {
  builtInTrustPort,
  openBuiltInTrust,
} from '../../apps/server/src/providers/trust/built-in-trust.ts';
import { cscTrustPort } from '../../apps/server/src/providers/trust/csc-trust-port.ts';
import type { TrustPort } from '../../apps/server/src/providers/trust/trust.port.ts';
import { writeResultsSection } from '../pdf/results-file.ts';
import { benchPdf } from './bench-pdf.ts';
import { freePort } from './bench-server.ts';

const SIGNINGS = Math.max(5, Number(process.env.BENCH_SIGNINGS ?? 21));
const WARM_UP = 2;
const record = process.argv.includes('--record');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const subject = { name: 'Bench Signer', email: 'bench-signer@example.com' };
const request = {
  subject,
  level: 'qes' as const,
  legislation: 'eidas' as const,
  userID: 'bench-signer',
};

/** One signing as the server makes it through this port; its wall time in ms. */
async function signOnce(port: TrustPort, pdf: Uint8Array, n: number): Promise<number> {
  const t0 = performance.now();
  const credential = await port.credentialFor(request);
  const signer = await verifiedCscPdfSigner(port, {
    credentialID: credential.credentialId,
    expected: subject,
  });
  const signed = await sign(pdf, {
    signer: signer.pdfSigner,
    level: 'B-T',
    tsa: port,
    fieldName: `Signature-${n}`,
    signingTime: new Date(),
  });
  if (signed.length <= pdf.length) throw new Error('nothing was signed');
  return performance.now() - t0;
}

async function measure(port: TrustPort, pdf: Uint8Array, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + count; n++) {
    const time = await signOnce(port, pdf, n);
    if (n >= WARM_UP) times.push(time);
  }
  return times;
}

const dirs = [
  mkdtempSync(path.join(os.tmpdir(), 'csc-bench-provider-')),
  mkdtempSync(path.join(os.tmpdir(), 'csc-bench-client-')),
];
const portNumber = await freePort();
const origin = `http://127.0.0.1:${portNumber}`;
const providerConfig = loadConfig({
  SIGNET_MODE: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: dirs[0],
  PUBLIC_URL: origin,
  RATE_LIMIT_MAX: '100000000',
  CSC_SERVER: 'on',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'signet-no-web-dist'),
});
const provider = await buildApp(providerConfig, { runJobs: false });
try {
  await provider.listen({ port: portNumber, host: '127.0.0.1' });
  const clients = new CscClientsService(
    provider.signet.db,
    () => new Date(),
    await openBuiltInTrust(providerConfig),
    provider.signet.sms,
    600,
  );
  const { clientId, clientSecret } = await clients.register('bench');
  // No mobile: the credential is authorised without a code, so each signing is the CSC calls only.
  await clients.enrol(clientId, { ...request });
  const clientTrust = await openBuiltInTrust({ dataDir: dirs[1]!, publicUrl: 'http://bench.test' });
  const remote = cscTrustPort(
    {
      provider: 'csc',
      baseUrl: `${origin}/csc/v2`,
      clientId,
      clientSecret,
      tsaUrl: null,
      isDemo: true,
      timeoutMs: 30_000,
      trustAnchors: [],
    },
    clientTrust,
  );
  const local = builtInTrustPort(clientTrust);
  const pdf = await benchPdf();
  // Alternating halves, so that neither side alone meets a busier machine.
  const half = Math.ceil(SIGNINGS / 2);
  const inProcess = await measure(local, pdf, half);
  const overHttp = await measure(remote, pdf, half);
  inProcess.push(...(await measure(local, pdf, SIGNINGS - half)));
  overHttp.push(...(await measure(remote, pdf, SIGNINGS - half)));
  const a = median(inProcess);
  const b = median(overHttp);
  const ratio = b / a;
  const lines = [
    `Document: ${(pdf.length / 1e6).toFixed(2)} MB, 20 pages; ${SIGNINGS} signings per side (median).`,
    '',
    '| path | median ms |',
    '|---|---|',
    `| in-process trust port (built-in) | ${a.toFixed(1)} |`,
    `| CSC API v2 over HTTP (loopback, Signet's CSC server) | ${b.toFixed(1)} |`,
    '',
    `Ratio: ${ratio.toFixed(2)}× (goal ≤ 1.5×) — ${ratio <= 1.5 ? 'met' : 'NOT met'}.`,
  ].join('\n');
  console.log(lines);
  if (record) writeResultsSection('Signing through a CSC provider over HTTP', lines);
} finally {
  await provider.close();
  for (const dir of dirs) rmSync(dir!, { recursive: true, force: true });
}
