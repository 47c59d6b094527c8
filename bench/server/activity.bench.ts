/**
 * Activity benchmark (issue 15): one business with 1 000 000 signature activities, against the
 * real server on PostgreSQL.
 * - Pages of GET …/activities/signatures (the first page, pages all through the list, and date
 *   ranges), each round beside a round of a bare authenticated route of the same server
 *   (GET /v1/user), alternating, so the ratio holds whatever else the machine is doing.
 * - The CSV export of all of them, read to its end, beside PostgreSQL's own `COPY (…) TO STDOUT`
 *   of the same rows and columns as CSV (psql, the same run): rows per second of each, and the
 *   server process's resident memory, sampled every 20 ms, above what it held before the export.
 * - EXPLAIN ANALYZE of the page and export statements exactly as the server sends them.
 *
 *   node --import tsx bench/server/activity.bench.ts [--record]
 *
 * BENCH_SECONDS (default 10) sets each load round, BENCH_ROUNDS (default 3) the alternations.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { pageSignatureActivities } from '../../apps/server/src/features/activity/activity.repository.ts';
import { signatureCsvChunks } from '../../apps/server/src/features/activity/activity-export.repository.ts';
import { activityRange } from '../../apps/server/src/features/activity/activity-range.ts';
import { writeResultsSection } from '../pdf/results-file.ts';
import { freePort, freshDatabase, startServer } from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACTIVITIES = 1_000_000;
const MEMBERS = 1_000;
const CONNECTIONS = 16;
const PAGE_SIZE = 25;
const PAGES = ACTIVITIES / PAGE_SIZE;
const BUSINESS = '00000000-0000-4000-8000-0000000ac71b';
const ADMIN_TOKEN = 'bench-activity-admin-token';
const record = process.argv.includes('--record');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** 1 000 members, the first an admin with a session, and 1 000 000 signatures over two years. */
async function seed(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, attributes, created_at, updated_at)
     SELECT md5('a' || u)::uuid::text, 'member-' || u || '@bench.example', true,
            (ARRAY['Anna','Jürg','Zoë','Luca','Sara','Noah','Léa','Elias'])[u % 8 + 1], 'Member ' || u,
            '{"accepted_gtc":["true"]}'::jsonb, now(), now()
     FROM generate_series(0, $1::int - 1) u`,
    [MEMBERS],
  );
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
     VALUES (rtrim(translate(encode(sha256(convert_to($1, 'UTF8')), 'base64'), '+/', '-_'), '='),
             md5('a0')::uuid::text, now(), now() + interval '7 days')`,
    [ADMIN_TOKEN],
  );
  await client.query(
    `INSERT INTO businesses (id, name, email, phone, payment_state, created_by, created_at, updated_at,
                             gtc_accepted_at, dpa_accepted_at)
     VALUES ($1, 'Bench AG', 'office@bench.example', '', 'MANUAL', md5('a0')::uuid::text, now(), now(), now(), now())`,
    [BUSINESS],
  );
  await client.query(
    `INSERT INTO business_members (user_id, business_id, role, joined_at)
     SELECT md5('a' || u)::uuid::text, $1, CASE WHEN u = 0 THEN 'admin' ELSE 'member' END, now()
     FROM generate_series(0, $2::int - 1) u`,
    [BUSINESS, MEMBERS],
  );
  // One statement, as a long history would leave the rows; the day counts follow from its
  // statement trigger. A signature every 63 seconds covers two years; every tenth is a seal.
  await client.query(
    `INSERT INTO business_signature_activities
       (business_id, signed_at, user_id, email, name, request_id, request_title, sid, level, legislation, seal)
     SELECT $1, timestamptz '2025-01-01' + i * interval '63 seconds', md5('a' || (i % $3::int))::uuid::text,
            'member-' || (i % $3::int) || '@bench.example',
            (ARRAY['Anna','Jürg','Zoë','Luca','Sara','Noah','Léa','Elias'])[(i % $3::int) % 8 + 1] || ' Member ' || (i % $3::int),
            md5('r' || i)::uuid::text, 'Vertrag Nr. ' || i || ', Müller & Söhne', md5('s' || i)::uuid::text,
            CASE WHEN i % 10 = 0 THEN 'seal' ELSE (ARRAY['ses','ses','aes','qes'])[i % 4 + 1] END,
            CASE WHEN i % 3 = 0 THEN 'EIDAS' ELSE 'ZERTES' END,
            CASE WHEN i % 10 = 0 THEN 'bench-seal' END
     FROM generate_series(1, $2::int) i`,
    [BUSINESS, ACTIVITIES, MEMBERS],
  );
  await client.query('VACUUM ANALYZE');
}

type Route = 'baseline' | 'page';

/** 2025-01-01 … 2026-12-31 as yyyy-MM-dd, for date ranges inside the seeded history. */
const day = (n: number) =>
  new Date(Date.UTC(2025, 0, 1) + (n % 729) * 86_400_000).toISOString().slice(0, 10);

function paths(route: Route) {
  let next = 0;
  return (request: Record<string, unknown>) => {
    next += 1;
    const list = `/v2/businesses/${BUSINESS}/activities/signatures`;
    let path = '/v1/user';
    if (route === 'page') {
      // In turn: the first page, a page anywhere in the list (either order), and a month's range.
      const page = ((next * 7919) % PAGES) + 1;
      // A range of 31 days that lies inside the history.
      const from = next % 698;
      path = [
        `${list}?size=${PAGE_SIZE}`,
        `${list}?size=${PAGE_SIZE}&page=${page}`,
        `${list}?size=${PAGE_SIZE}&page=${page}&sort=asc`,
        `${list}?size=${PAGE_SIZE}&start_date=${day(from)}&end_date=${day(from + 30)}&page=${(next % 40) + 1}`,
      ][next % 4]!;
    }
    return { ...request, method: 'GET', path, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
  };
}

interface Round {
  route: Route;
  reqPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function round(base: string, route: Route, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: paths(route) }],
  });
  return {
    route,
    reqPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Resident memory of a process in bytes (Linux). */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

interface Export {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  rssGrowth: number;
}

/** The whole export read to its end; its rows are its lines less the header. */
async function exportAll(base: string, pid: number): Promise<Export> {
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/v2/businesses/${BUSINESS}/activities/signatures/export`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (response.status !== 200 || !response.body) throw new Error(`export ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rss(pid));
  return {
    rows: lines - 1,
    bytes,
    seconds,
    rowsPerSecond: (lines - 1) / seconds,
    rssGrowth: peak - before,
  };
}

/** PostgreSQL's own CSV of the same rows and columns, streamed to psql and counted the same way. */
function copyAll(url: string): Promise<Export> {
  const query = `COPY (SELECT signed_at, CASE WHEN seal IS NULL THEN 'signed' ELSE 'sealed' END, name, email, user_id,
      level, legislation, seal, request_id, request_title, id FROM business_signature_activities
      WHERE business_id = '${BUSINESS}' ORDER BY signed_at, id) TO STDOUT WITH (FORMAT csv, HEADER)`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', [url, '-X', '-q', '-c', query], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lines = 0;
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`psql exited ${code}`));
      const seconds = (performance.now() - started) / 1000;
      resolve({
        rows: lines - 1,
        bytes,
        seconds,
        rowsPerSecond: (lines - 1) / seconds,
        rssGrowth: 0,
      });
    });
  });
}

/** EXPLAIN ANALYZE of the statements the server sends, captured from the repository's own code. */
async function explain(url: string, client: pg.Client): Promise<string[]> {
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const plans: string[] = [];
  const cases: [string, () => Promise<unknown>][] = [
    [
      'first page',
      () =>
        pageSignatureActivities(db, BUSINESS, activityRange({}), {
          offset: 0,
          limit: 25,
          sort: 'desc',
        }),
    ],
    [
      'page 30 000 of 40 000',
      () =>
        pageSignatureActivities(db, BUSINESS, activityRange({}), {
          offset: 29_999 * 25,
          limit: 25,
          sort: 'desc',
        }),
    ],
    [
      'export, a chunk in the middle',
      async () => {
        const chunks = signatureCsvChunks(db, BUSINESS, activityRange({}));
        for (let n = 0; n < 100; n++) await chunks.next();
        await chunks.return(undefined);
      },
    ],
  ];
  try {
    for (const [name, run] of cases) {
      captured.length = 0;
      await run();
      const query = captured.at(-1)!;
      const { rows } = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${query.sql}`,
        query.parameters as unknown[],
      );
      const lines = rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
      const scans = lines.filter((line) => /Index|Seq Scan/.test(line)).map((line) => line.trim());
      const time = lines.find((line) => line.startsWith('Execution Time')) ?? '';
      plans.push(
        `- ${name}: ${time}; ${scans.map((scan) => `\`${scan.replace(/\s+\(cost=.*$/, '')}\``).join(', ')}`,
      );
    }
  } finally {
    await db.destroy();
  }
  return plans;
}

async function main() {
  const loadBefore = os.loadavg();
  const started = new Date();
  const database = await freshDatabase();
  const port = await freePort();
  let server = await startServer(database.url, port);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const rounds: Round[] = [];
  const exports: Export[] = [];
  const copies: Export[] = [];
  let plans: string[] = [];
  let total = 0;
  try {
    const seedStart = performance.now();
    await seed(client);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // A fresh server process: nothing cached from before the seed.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(database.url, port);
    const first = await fetch(`${server.base}/v2/businesses/${BUSINESS}/activities/signatures`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    total = Number(first.headers.get('x-total-count'));
    if (first.status !== 200 || total !== ACTIVITIES) throw new Error(`unexpected total ${total}`);
    plans = await explain(database.url, client);
    for (const route of ['baseline', 'page'] as const) await round(server.base, route, 3);
    for (let n = 0; n < ROUNDS; n++) {
      for (const route of ['baseline', 'page'] as const) {
        rounds.push(await round(server.base, route, SECONDS));
        console.log(rounds.at(-1));
      }
      copies.push(await copyAll(database.url));
      exports.push(await exportAll(server.base, server.child.pid!));
      console.log({ copy: copies.at(-1), export: exports.at(-1) });
      if (exports.at(-1)!.rows !== ACTIVITIES || copies.at(-1)!.rows !== ACTIVITIES)
        throw new Error('an export did not hold every row');
    }
  } finally {
    await client.end();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await database.drop();
  }
  report({ rounds, exports, copies, plans, total, started, loadBefore });
}

function report(run: {
  rounds: Round[];
  exports: Export[];
  copies: Export[];
  plans: string[];
  total: number;
  started: Date;
  loadBefore: number[];
}) {
  const { rounds, exports, copies } = run;
  const of = (route: Route) => rounds.filter((r) => r.route === route);
  const base = of('baseline');
  const page = of('page');
  const p = {
    reqPerSecond: median(page.map((r) => r.reqPerSecond)),
    p50: median(page.map((r) => r.p50)),
    p99: median(page.map((r) => r.p99)),
    failures: page.reduce((sum, r) => sum + r.failures, 0),
    rateRatio: median(page.map((r, i) => r.reqPerSecond / (base[i]?.reqPerSecond || 1))),
    p99Ratio: median(page.map((r, i) => r.p99 / (base[i]?.p99 || 1))),
  };
  const b = {
    reqPerSecond: median(base.map((r) => r.reqPerSecond)),
    p50: median(base.map((r) => r.p50)),
    p99: median(base.map((r) => r.p99)),
    failures: base.reduce((sum, r) => sum + r.failures, 0),
  };
  const e = {
    rowsPerSecond: median(exports.map((x) => x.rowsPerSecond)),
    seconds: median(exports.map((x) => x.seconds)),
    megabytes: median(exports.map((x) => x.bytes)) / 1e6,
    rssGrowth: Math.max(...exports.map((x) => x.rssGrowth)) / 1e6,
    copyRatio: median(exports.map((x, i) => x.rowsPerSecond / (copies[i]?.rowsPerSecond || 1))),
  };
  const c = {
    rowsPerSecond: median(copies.map((x) => x.rowsPerSecond)),
    seconds: median(copies.map((x) => x.seconds)),
    megabytes: median(copies.map((x) => x.bytes)) / 1e6,
  };
  const n = (value: number) => Math.round(value).toLocaleString('en-GB');
  const body = [
    `Measured ${run.started.toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; PostgreSQL at 127.0.0.1 (a dedicated database, dropped afterwards); server, PostgreSQL, psql and autocannon (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after 3 s of warm-up each) share the machine; load average ${run.loadBefore.map((l) => l.toFixed(1)).join(' / ')} when the run began, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end.`,
    `Seeded with one set-based statement: one business with ${n(MEMBERS)} members and ${n(run.total)} signature activities over two years (the day counts kept by the statement trigger). Every request is the admin's, with a session; medians of the rounds, ratios against the baseline round (or the COPY) just before each.`,
    '',
    '| what | rate (× baseline) | p50 / p99 ms (× baseline) | non-2xx or errors |',
    '|---|---:|---:|---:|',
    `| GET /v1/user (bare authenticated route) | ${b.reqPerSecond.toFixed(0)} req/s | ${b.p50} / ${b.p99} | ${b.failures} |`,
    `| GET …/activities/signatures, ${PAGE_SIZE} a page (first page; any of the ${n(PAGES)} pages, both orders; a month's range) | ${p.reqPerSecond.toFixed(0)} req/s (${p.rateRatio.toFixed(2)}×) | ${p.p50} / ${p.p99} (p99 ${p.p99Ratio.toFixed(2)}×) | ${p.failures} |`,
    '',
    '| export of all rows | rows/s (× COPY) | seconds | MB | server RSS growth |',
    '|---|---:|---:|---:|---:|',
    `| \`COPY (…) TO STDOUT (FORMAT csv)\` through psql | ${n(c.rowsPerSecond)} | ${c.seconds.toFixed(2)} | ${c.megabytes.toFixed(0)} | — |`,
    `| GET …/activities/signatures/export (streamed, formula-safe) | ${n(e.rowsPerSecond)} (${e.copyRatio.toFixed(2)}×) | ${e.seconds.toFixed(2)} | ${e.megabytes.toFixed(0)} | ${exports.map((x) => (x.rssGrowth / 1e6).toFixed(0)).join(' / ')} MB (each run in turn) |`,
    '',
    'EXPLAIN ANALYZE of the statements as the server sends them:',
    ...run.plans,
    '',
    `Goal "activity page p99 ≤ 50 ms": ${p.p99 <= 50 ? 'met' : 'NOT met'} (p99 ${p.p99} ms at ${p.reqPerSecond.toFixed(0)} req/s).`,
    `Goal "export ≥ 100 000 rows/s with ≤ 100 MB memory growth": ${e.rowsPerSecond >= 100_000 && e.rssGrowth <= 100 ? 'met' : 'NOT met'} (${n(e.rowsPerSecond)} rows/s; the largest growth ${e.rssGrowth.toFixed(0)} MB).`,
    '',
    'Run: `npm run bench:activity --workspace @signet/bench` (or `node --import tsx bench/server/activity.bench.ts --record`).',
  ].join('\n');
  console.log(body);
  if (record) writeResultsSection('Business activity', body);
}

await main();
