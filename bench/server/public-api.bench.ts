/**
 * Public API throughput (issue 18), against one server process on PostgreSQL, each figure beside
 * the web's own create call measured in the same run with the same concurrency:
 *   1. baseline: the web's create, as the upload zone and the request page make it: a multipart
 *      POST /v3/signature-requests with a 1 MB PDF, POST …/signatures with one signer,
 *      POST …/initiate (three calls, one request sent);
 *   2. POST /api/v2/signature-requests with the same PDF in base64 and one signer (sent at once);
 *   3. callback delivery: requests made through the API with a `callback_update_url` at a
 *      loopback receiver in this process are withdrawn, and the time runs from the first withdraw
 *      until the receiver has every UPDATE the withdraws cause.
 *
 *   node --import tsx bench/server/public-api.bench.ts [--record]
 *
 * BENCH_REQUESTS (default 240 of each kind), BENCH_CONCURRENCY (default 8), BENCH_ROUNDS (default
 * 4: the web and API creates alternate, N / rounds each turn, after a warm-up turn of each). Each
 * client has an account of its own: with 8 clients, N up to some 750 stays within the invitation
 * limit of 200 an hour per account (ADR 0540).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { writeResultsSection } from '../pdf/results-file.ts';
import { benchPdf } from './bench-pdf.ts';
import { freePort, freshDatabase, startServer } from './bench-server.ts';
import { call, Receiver, setUpWorld, type World } from './public-api-world.ts';

const N = Number(process.env.BENCH_REQUESTS ?? 240);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const record = process.argv.includes('--record');
const ms = (value: number) => value.toFixed(0);
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * values.length) - 1)] ?? 0;

/** The server as the benchmark runs it; the callback lane's settings are left at their defaults. */
const SERVER_ENV = {
  // The receiver is on loopback: allow-listed, so http and 127.0.0.1 are allowed (ADR 0901).
  PUBLIC_API_ALLOW_HOSTS: '127.0.0.1',
  RATE_LIMIT_MAX: '100000000',
  FREE_SIGNATURES: '100000',
  // Page images are not what is measured: 20 pages a document would keep both cores rendering.
  PRERENDER_PAGES: '0',
};

interface Round {
  wallMs: number;
  latencies: number[];
}

/** `count` calls of `work`, CONCURRENCY at a time (client c always uses the c-th account). */
async function run(count: number, work: (client: number, n: number) => Promise<unknown>) {
  let next = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let n = next++; n < count; n = next++) {
        const start = performance.now();
        await work(client, n);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { wallMs: performance.now() - t0, latencies } satisfies Round;
}

const perSecond = (rounds: Round[]) =>
  rounds.reduce((sum, r) => sum + r.latencies.length, 0) /
  (rounds.reduce((sum, r) => sum + r.wallMs, 0) / 1000);

interface Sent {
  id: string;
  status_overall: string;
}

/** Both ways must end in the same state: a request sent to its signer. */
function opened(request: Sent): string {
  if (request.status_overall !== 'OPEN') throw new Error(`request ${request.id} not sent`);
  return request.id;
}

function creators(base: string, world: World, pdf: Uint8Array) {
  const content = Buffer.from(pdf).toString('base64');
  return {
    /** The web's three calls: upload (a DRAFT), one signer, send. */
    web: async (client: number, label: string) => {
      const token = world.members[client]!;
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
      const { id } = await call<{ id: string }>(base, 'POST', '/v3/signature-requests', {
        token,
        form,
      });
      const signer = { account_email: `signer-web-${label}@example.com` };
      await call(base, 'POST', `/v3/signature-requests/${id}/signatures`, { token, body: signer });
      const sent = await call<Sent>(base, 'POST', `/v3/signature-requests/${id}/initiate`, {
        token,
      });
      return opened(sent);
    },
    /** One public-API call; `callback` adds a callback_update_url. */
    api: async (client: number, label: string, callback?: string) => {
      const sent = await call<Sent>(base, 'POST', '/api/v2/signature-requests', {
        token: world.accounts[client]!.token,
        body: {
          title: `Bench ${label}`,
          content,
          content_type: 'application/pdf',
          signatures: [{ account_email: `signer-api-${label}@example.com` }],
          ...(callback ? { callback_update_url: callback } : {}),
        },
      });
      return opened(sent);
    },
  };
}

async function measureCreates(create: ReturnType<typeof creators>) {
  const rounds = { web: [] as Round[], api: [] as Round[] };
  const perRound = Math.ceil(N / ROUNDS);
  for (let round = 0; round <= ROUNDS; round++) {
    // Round 0 warms both paths up (compiled code, pools, caches) and is not counted.
    const count = round === 0 ? CONCURRENCY : perRound;
    for (const kind of ['web', 'api'] as const) {
      const result = await run(count, (client, n) => create[kind](client, `${round}-${n}`));
      console.log(`${kind} round ${round}: ${count} in ${ms(result.wallMs)} ms`);
      if (round > 0) rounds[kind].push(result);
    }
  }
  return rounds;
}

/** Creates N requests with a callback, waits for their UPDATE (sent), then withdraws them all. */
async function measureCallbacks(
  base: string,
  world: World,
  create: ReturnType<typeof creators>,
  receiver: Receiver,
) {
  const made: { id: string; client: number }[] = [];
  await run(N, async (client, n) => {
    made.push({ id: await create.api(client, `cb-${n}`, receiver.url(client)), client });
  });
  await receiver.waitFor('initiated', N, 300_000);
  const answered = new Map<string, number>();
  const t0 = performance.now();
  const withdraws = await run(N, async (_, n) => {
    const { id, client } = made[n]!;
    await call(base, 'POST', `/api/v2/signature-requests/${id}/withdraw`, {
      token: world.accounts[client]!.token,
      body: { message: 'Benchmark' },
    });
    answered.set(id, performance.now());
  });
  await receiver.waitFor('withdrawn', N, 300_000);
  const arrivals = receiver.deliveries.filter((d) => d.event === 'withdrawn');
  const times = arrivals.map((d) => d.at - t0);
  const wallMs = Math.max(...times);
  return {
    withdraws,
    firstMs: Math.min(...times),
    deliveries: { wallMs, latencies: arrivals.map((d) => d.at - answered.get(d.requestId)!) },
  };
}

async function main() {
  const pdf = await benchPdf();
  const digest = createHash('sha256').update(pdf).digest('hex').slice(0, 16);
  const loadBefore = os.loadavg();
  const started = new Date();
  const database = await freshDatabase();
  const server = await startServer(database.url, await freePort(), SERVER_ENV);
  let receiver: Receiver | undefined;
  try {
    const world = await setUpWorld(server.base, CONCURRENCY, String(Date.now()));
    receiver = await Receiver.start(world.accounts.map((a) => a.secret));
    const create = creators(server.base, world, pdf);
    const creates = await measureCreates(create);
    const callbacks = await measureCallbacks(server.base, world, create, receiver);
    if (receiver.badSignatures > 0)
      throw new Error(`${receiver.badSignatures} callbacks carried a wrong Signet-Signature`);
    report({ pdf, digest, started, loadBefore, creates, callbacks });
  } finally {
    await receiver?.close();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await database.drop();
  }
}

/** What the rows measure, and why they may differ. */
const ANALYSIS = `Reading the rows: both creates do the same work in the same services (ADR 0900): store the 1 MB document, add the signer, send the request and queue the invitation mail. The web spreads it over three calls, each with its session check, its own transaction and its own answer; the API makes one call, but decodes 1.35 MB of base64 JSON and counts every public call in the database's rate-limit table. Row 3's path: each withdraw writes the request's \`withdrawn\` event; a trigger queues a \`callbacks.event\` job in the same transaction; the callback lane (ADR 0902, \`CALLBACK_CONCURRENCY\` at a time) turns it into a delivery row and a \`callbacks.deliver\` job, and that job signs and POSTs the body. Both kinds share the lane's slots and are claimed in \`run_at\` order, so while withdraws keep coming a delivery waits behind the events queued before it; once the withdraws stop the backlog drains. When the last delivery comes well after the last withdraw, the lane was busy throughout and deliveries ÷ time is its capacity at that concurrency on this machine; a higher \`CALLBACK_CONCURRENCY\` buys more (each slot holds at most one outbound connection, for at most \`CALLBACK_TIMEOUT_SECONDS\`).`;

function report(run: {
  pdf: Uint8Array;
  digest: string;
  started: Date;
  loadBefore: number[];
  creates: { web: Round[]; api: Round[] };
  callbacks: { withdraws: Round; firstMs: number; deliveries: Round };
}) {
  const { creates, callbacks } = run;
  const baseline = perSecond(creates.web);
  const row = (name: string, rounds: Round[], unit: string) => {
    const all = rounds.flatMap((r) => r.latencies);
    const rate = perSecond(rounds);
    return {
      rate,
      text: `| ${name} | ${all.length} | ${rate.toFixed(2)} ${unit} | ${(rate / baseline).toFixed(2)}× | ${ms(quantile(all, 0.5))} / ${ms(quantile(all, 0.99))} |`,
    };
  };
  const web = row(
    '1. web: multipart POST /v3/signature-requests, POST …/signatures, POST …/initiate (baseline)',
    creates.web,
    'requests/s',
  );
  const api = row(
    '2. POST /api/v2/signature-requests, content in base64',
    creates.api,
    'requests/s',
  );
  const delivered = row(
    '3. UPDATE callbacks after POST …/withdraw, delivered to a loopback receiver',
    [callbacks.deliveries],
    'deliveries/s',
  );
  const load = (values: number[]) => values.map((l) => l.toFixed(1)).join(' / ');
  const cores = os.availableParallelism();
  const body = [
    `Measured ${run.started.toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores, Node ${process.version}; PostgreSQL at 127.0.0.1 (a fresh database, dropped afterwards); the server process, PostgreSQL, the load generator and the callback receiver share the machine. Load average ${load(run.loadBefore)} (1 / 5 / 15 min) when the run began, ${load(os.loadavg())} at the end: the machine was shared with other work throughout (test suites and other benchmarks), so absolute figures are those of a busy machine; the rows ran against the same server process within about a minute, the creates in alternating rounds, and the ratios are the figures to read.`,
    `File: 20 A4 pages, ${(run.pdf.length / 1_000_000).toFixed(2)} MB (SHA-256 ${run.digest}…). ${CONCURRENCY} clients at once, each a member of one business (web) or a production API account of it (API), each request with one notified signer and sent. Rows 1 and 2 alternate in ${ROUNDS} rounds of ${Math.ceil(N / ROUNDS)} after a warm-up round of ${CONCURRENCY} each; throughput = requests ÷ the rounds' wall time; latency per request (row 1: its three calls together). Row 3: ${N} requests made through the API with a \`callback_update_url\` (their first UPDATE, for being sent, awaited and not counted), then withdrawn by ${CONCURRENCY} clients at once (${callbacks.withdraws.latencies.length} withdraws at ${perSecond([callbacks.withdraws]).toFixed(2)}/s; from the first withdraw, the first delivery came after ${ms(callbacks.firstMs)} ms, the last withdraw answered after ${ms(callbacks.withdraws.wallMs)} ms and the last delivery came after ${ms(callbacks.deliveries.wallMs)} ms); throughput = deliveries ÷ the time from the first withdraw to the last delivery; latency from a withdraw's answer to its delivery. Every delivery's Signet-Signature was checked. Server settings: \`PRERENDER_PAGES=0\` (no page images), the callback lane at its defaults unless set (\`CALLBACK_CONCURRENCY\` ${process.env.CALLBACK_CONCURRENCY ?? 4}, \`CALLBACK_POLL_SECONDS\` ${process.env.CALLBACK_POLL_SECONDS ?? 5}) and rate limits out of the way; the body limits are the defaults.`,
    '',
    '| call | count | throughput | × baseline | p50 / p99 ms |',
    '|---|---:|---:|---:|---:|',
    web.text,
    api.text,
    delivered.text,
    '',
    `Ratios: API create ÷ web create ${(api.rate / web.rate).toFixed(2)}×; callback deliveries ÷ web creates ${(delivered.rate / web.rate).toFixed(2)}×.`,
    '',
    'Run: `npm run bench:api --workspace @signet/bench` (or `node --import tsx bench/server/public-api.bench.ts --record`).',
  ].join('\n');
  console.log(body);
  console.log(ANALYSIS);
  if (record) writeResultsSection('Public API', body, ANALYSIS);
}

await main();
