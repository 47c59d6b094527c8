/**
 * Signing throughput under load (issue 19): 50 signers at once, each POST /v3/sign with a TAN on a
 * request of its own, against one server process (and, with BENCH_NODES=1,2, two processes on the
 * same database and data directory, the signers split between them), on PostgreSQL. In the same
 * run, the engine alone signs the same document with the same concurrency in this process: the
 * trust service and engine calls the server's signing makes (sign-engine.ts), nothing else.
 * Goal: server throughput ≥ 0.6× the engine's; p99 latency reported.
 *
 *   node --import tsx bench/server/sign-throughput.bench.ts [--record]
 *
 * BENCH_CONCURRENCY (default 50), BENCH_ROUNDS (default 3), BENCH_NODES (default "1").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTrustService, type TrustService } from '@signet/trust';
import { writeResultsSection } from '../pdf/results-file.ts';
import { benchPdf } from './bench-pdf.ts';
import { freePort, freshDatabase } from './bench-server.ts';
import { engineOnce } from './sign-engine.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NODES = (process.env.BENCH_NODES ?? '1').split(',').map(Number);
const PASSWORD = 'correct horse battery staple';
const record = process.argv.includes('--record');
const ms = (value: number) => value.toFixed(0);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

async function http<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const answer = { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return answer;
}

async function startNode(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SIGNET_MODE: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      FREE_SIGNATURES: '100000',
      PRERENDER_PAGES: '0',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'signet-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt++) {
    const up = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

interface Signer {
  email: string;
  mobile: string;
  token: string;
  base: string;
}

/** Sign-up over HTTP with a mobile number (confirmation link from the dev outbox), then login. */
async function signer(base: string, n: number): Promise<Signer> {
  const email = `signer${n}-${randomBytes(4).toString('hex')}@example.com`;
  const mobile = `+4178${String(1_000_000 + n * 7919).padStart(7, '0')}`;
  await http(base, 'POST', '/v1/request-confirmation', {
    body: { email, flow: 'signup', lang: 'en-gb' },
  });
  let link: string | undefined;
  for (let attempt = 0; attempt < 200 && !link; attempt++) {
    const { body } = await http<{ messages: { links: string[] }[] }>(
      base,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    );
    link = body.messages.flatMap((m) => m.links).find((l) => l.includes('token='));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!link) throw new Error('no confirmation mail');
  await http(base, 'POST', '/v1/register', {
    body: {
      firstName: 'Bench',
      lastName: `Signer ${n}`,
      password: PASSWORD,
      token: new URL(link).searchParams.get('token'),
      gtc: true,
      lang: 'en-gb',
      mobile,
    },
  });
  const login = await http<{ token: string }>(base, 'POST', '/v1/login', {
    body: { email, password: PASSWORD },
  });
  return { email, mobile, token: login.body.token, base };
}

async function tanFor(s: Signer, requestId: string): Promise<string> {
  const item = [{ signatureRequestId: requestId }];
  await http(s.base, 'POST', '/v3/sign', { token: s.token, body: { signatureRequests: item } });
  const { body } = await http<{ messages: { channel: string; text: string }[] }>(
    s.base,
    'GET',
    `/dev/mailbox.json?to=${encodeURIComponent(s.mobile)}`,
  );
  const tan = /\b(\d{6})\b/.exec(body.messages.find((m) => m.channel === 'sms')?.text ?? '')?.[1];
  if (!tan) throw new Error(`no TAN for ${s.mobile}`);
  return tan;
}

interface Round {
  wallMs: number;
  latencies: number[];
}

/** `work` started CONCURRENCY times at once; its wall time and each call's latency. */
async function burst(work: (n: number) => Promise<unknown>): Promise<Round> {
  const t0 = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, n) => {
      const start = performance.now();
      await work(n);
      return performance.now() - start;
    }),
  );
  return { wallMs: performance.now() - t0, latencies };
}

async function measure(nodes: number, pdf: Uint8Array, trust: TrustService) {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-throughput-'));
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '20',
    DATA_DIR: dataDir,
    SIGNING_TAN_KEY: randomBytes(32).toString('base64'),
    TRUST_MASTER_KEY: randomBytes(32).toString('base64'),
  };
  const servers = [await startNode(env)];
  for (let n = 1; n < nodes; n++) servers.push(await startNode(env));
  try {
    const signers: Signer[] = [];
    for (let n = 0; n < CONCURRENCY; n++)
      signers.push(await signer(servers[n % servers.length]!.base, n));
    const content = Buffer.from(pdf).toString('base64');
    const server: Round[] = [];
    const engine: Round[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      // Each signer's own request (invitation limits count per account), with a second signer
      // still to sign, so that no completion work runs during the burst.
      const requests = await Promise.all(
        signers.map(async (s, n) => {
          const created = await http<{ id: string }>(s.base, 'POST', '/v3/signature-requests', {
            token: s.token,
            body: {
              title: `Round ${round}`,
              documents: [{ title: 'bench.pdf', content }],
              signatures: [
                { account_email: s.email },
                { account_email: `later-${round}-${n}@example.com` },
              ],
            },
          });
          await http(s.base, 'POST', `/v3/signature-requests/${created.body.id}/initiate`, {
            token: s.token,
          });
          return created.body.id;
        }),
      );
      const tans = await Promise.all(signers.map((s, n) => tanFor(s, requests[n]!)));
      const engineRound = await burst((n) => engineOnce(trust, pdf, round * CONCURRENCY + n));
      const serverRound = await burst((n) =>
        http(signers[n]!.base, 'POST', '/v3/sign', {
          token: signers[n]!.token,
          body: { signatureRequests: [{ signatureRequestId: requests[n] }], tan: tans[n] },
        }),
      );
      if (round === 0) continue; // warm-up
      engine.push(engineRound);
      server.push(serverRound);
    }
    return { nodes, server, engine };
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve))));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On paper: what limits a deployment of ten nodes (issue 19). */
const ANALYSIS = `What limits ten nodes, on paper (one PostgreSQL, one bucket, ten nodes of two cores; per-signature costs from ADR 0601, 0611 and 0109 and the sections above):
- **Node CPU.** A signing costs the engine about 11 ms of a quiet core of this machine and the node about 10 ms more ("Signing over HTTP"); a 2-core node that also runs its render threads signs at most some 50–90 documents of 1 MB a second. The nodes share nothing but the database, the bucket and (with the built-in trust service) a volume, so ten give up to 500–900 a second unless one of those limits first.
- **Database writes per signature.** Starting the signing (POST /v3/sign without a TAN) writes the TAN row and the TAN-limit counts and sends the SMS: a few rows, one durable commit. The signing spends the TAN (one UPDATE whose commit is not flushed on its own) and then, in one statement, the document pointer, the signature's status, the credit, the chained \`signed\` event and the request's time (five rows), and commits: one WAL flush. Reads: the session, two check statements sent together, the request's row lock and one locked read. About 8 round trips, 7–9 row writes and 2 durable commits per signature; the completion job adds, once per request, the protocol, its event and one queued mail per recipient. At 900 signatures a second that is about 1 800 commits and 8 000 row writes a second on one PostgreSQL, which group commit on an SSD absorbs, and some megabytes of WAL a second. Two things serialise regardless of the node count: one request's signatures, taken one at a time under its row lock, which is held across the engine (so one request signs at most about 50 signatures a second), and connections: ten nodes with \`DATABASE_POOL_SIZE\` 20 need 200, twice PostgreSQL's default \`max_connections\`.
- **Object-store round trips per signature.** Per document: one GET of the current version and one PUT of the new one (If-None-Match), plus a GET read-back on stores whose ETag is not an MD5, and a metadata copy when the same bytes are stored again. Completion adds one PUT (the protocol) and one GET per document for the mail attachments. Two or three requests per signature are few for S3 or a MinIO cluster (about 2 700 a second at 900 signatures), but each moves the whole file: 1 MB documents at 900 a second are about 0.9 GB/s out of and into the bucket. Bandwidth to the store, not its request rate, limits large documents.
- **Render CPU.** Page images are rendered once per version and scale, on the node that took the upload (\`PRERENDER_PAGES\` ahead) or on first request, and kept in the bucket for every node. A page costs 0.2–0.5 s of a core at 100 % ("Rendering"), so one 20-page upload costs 4–10 core-seconds, the CPU of several hundred signatures. With uploads in the mix, rendering rather than signing sets the node count: ten 2-core nodes render some 20–60 pages a second in all.
- **The built-in trust service's volume.** Each signature writes the issued certificate's record, the credential and the SAD grant as files, and removes the grant, on the shared \`DATA_DIR\` (ADR 0111): on NFS each atomic write is several round trips with a flush. With \`TRUST_PROVIDER=csc\` that work, and its limits, move to the provider.`;

const perSecond = (rounds: Round[]) =>
  (CONCURRENCY * rounds.length) / (rounds.reduce((sum, r) => sum + r.wallMs, 0) / 1000);

async function main() {
  const pdf = await benchPdf();
  const digest = createHash('sha256').update(pdf).digest('hex').slice(0, 16);
  const engineDir = mkdtempSync(path.join(os.tmpdir(), 'signet-throughput-engine-'));
  const trust = await openTrustService({ dataDir: engineDir, baseUrl: 'http://127.0.0.1/trust' });
  const loadBefore = os.loadavg()[0]!;
  const rows = [];
  try {
    for (const nodes of NODES) {
      console.log(`${CONCURRENCY} concurrent signings, ${nodes} node(s) …`);
      rows.push(await measure(nodes, pdf, trust));
    }
  } finally {
    rmSync(engineDir, { recursive: true, force: true });
  }
  const loadAfter = os.loadavg()[0]!;
  const lines = rows.map((row) => {
    const s = row.server.flatMap((r) => r.latencies);
    const e = row.engine.flatMap((r) => r.latencies);
    const ratio = perSecond(row.server) / perSecond(row.engine);
    return {
      ratio,
      text: `| ${row.nodes} | ${s.length} | ${perSecond(row.engine).toFixed(1)} | ${perSecond(row.server).toFixed(1)} | ${ratio.toFixed(2)}× | ${ms(quantile(e, 0.5))} / ${ms(quantile(e, 0.99))} | ${ms(quantile(s, 0.5))} / ${ms(quantile(s, 0.99))} |`,
    };
  });
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; PostgreSQL at 127.0.0.1 (a fresh database), server processes, PostgreSQL and the load generator on the same machine; 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end${loadBefore > os.availableParallelism() ? ' (the machine was shared with other work and heavily loaded: absolute figures are far below a quiet run; the engine and server columns of one row ran side by side and are the ones to compare)' : ''}. Two nodes run on the same cores as one: they can only show what sharing the database and data directory costs, not what a second machine adds. Re-run: \`node --import tsx bench/server/sign-throughput.bench.ts --record\`.`,
    `File: 20 A4 pages, ${(pdf.length / 1_000_000).toFixed(2)} MB (SHA-256 ${digest}…). Each round: ${CONCURRENCY} signers, each with a request of its own (one document, a second signer still to sign, so no completion), start their POST /v3/sign with a TAN at once; right before, the engine alone makes the same ${CONCURRENCY} signings at once in the benchmark's process (certificate issue, credentials/info, B-T sign through the CSC port with the in-process TSA). ${ROUNDS} measured rounds after one warm-up round. Blobs in the nodes' shared data directory (the file store). Throughput = signings ÷ wall time of the round; latencies per call over all rounds.`,
    '',
    '| nodes | signings | engine signings/s | server signings/s | server ÷ engine | engine p50 / p99 ms | server p50 / p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...lines.map((l) => l.text),
    '',
    ...rows.map(
      (row, n) =>
        `Goal "server throughput ≥ 0.6× the engine's", ${row.nodes} node(s): ${lines[n]!.ratio >= 0.6 ? 'met' : 'NOT met'} (${lines[n]!.ratio.toFixed(2)}×).`,
    ),
  ].join('\n');
  console.log(body);
  console.log(ANALYSIS);
  if (record) writeResultsSection('Signing throughput under load', body, ANALYSIS);
}

await main();
