/**
 * Business benchmark (issue 14): the members page and the statistics of one business with 10 000
 * members whose requests carry 1 000 000 signatures, against the real server on PostgreSQL. Each
 * route is measured beside a bare authenticated route of the same server in the same run
 * (GET /v1/user: the session check, the account and its business), alternating, so the ratio
 * holds whatever else the machine is doing.
 *
 *   node --import tsx bench/server/business.bench.ts [--record]
 *
 * BENCH_SECONDS (default 10) sets each load round, BENCH_ROUNDS (default 3) the alternations.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeResultsSection } from '../pdf/results-file.ts';
import { freePort, freshDatabase, startServer } from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = 10_000;
const REQUESTS = 500_000;
const SIGNERS_PER_REQUEST = 2;
const CONNECTIONS = 32;
const PAGE_SIZE = 25;
const BUSINESS = '00000000-0000-4000-8000-00000000b12b';
const ADMIN_TOKEN = 'bench-business-admin-token';
const record = process.argv.includes('--record');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Users m0..m9999 (m0..m4 admins), their business, 500 000 requests with two signers each. */
async function seed(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, attributes, created_at, updated_at)
     SELECT md5('m' || u)::uuid::text, 'member-' || u || '@bench.example', true,
            (ARRAY['Anna','Luca','Marie','Jonas','Sara','Noah','Lea','Elias'])[u % 8 + 1], 'Member ' || u,
            '{"accepted_gtc":["true"]}'::jsonb, now(), now()
     FROM generate_series(0, $1::int - 1) u`,
    [MEMBERS],
  );
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
     VALUES (rtrim(translate(encode(sha256(convert_to($1, 'UTF8')), 'base64'), '+/', '-_'), '='),
             md5('m0')::uuid::text, now(), now() + interval '7 days')`,
    [ADMIN_TOKEN],
  );
  await client.query(
    `INSERT INTO businesses (id, name, email, phone, payment_state, created_by, created_at, updated_at,
                             gtc_accepted_at, dpa_accepted_at)
     VALUES ($1, 'Bench AG', 'office@bench.example', '', 'MANUAL', md5('m0')::uuid::text, now(), now(), now(), now())`,
    [BUSINESS],
  );
  await client.query(
    `INSERT INTO business_members (user_id, business_id, role, joined_at)
     SELECT md5('m' || u)::uuid::text, $1, CASE WHEN u < 5 THEN 'admin' ELSE 'member' END,
            timestamptz '2025-01-01' + u * interval '1 hour'
     FROM generate_series(0, $2::int - 1) u`,
    [BUSINESS, MEMBERS],
  );
  // The request list's items are kept by a trigger per written row; these requests are never
  // listed here, so the trigger is off while they are written.
  const itemTables = ['signature_requests', 'signatures'];
  await client.query('BEGIN');
  for (const table of itemTables)
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER request_list_item`);
  await client.query(
    `INSERT INTO signature_requests (id, owner_id, title, status_overall, origin, created_at, updated_at, ended_at, business_id)
     SELECT md5('br' || i)::uuid::text, md5('m' || (i % $2::int))::uuid::text, 'Contract ' || i, 'SIGNED', 'WEB',
            timestamptz '2025-01-01' + i * interval '60 seconds', timestamptz '2025-01-01' + i * interval '60 seconds',
            timestamptz '2025-01-01' + i * interval '60 seconds', $3
     FROM generate_series(1, $1::int) i`,
    [REQUESTS, MEMBERS, BUSINESS],
  );
  await client.query(
    `INSERT INTO signatures (sid, request_id, position, email, account_email, signer_identity_data, document_signatures,
                             sequence, notify, status_code, invited_by, status_changed_at, created_at)
     SELECT md5('bs' || i || '-' || p)::uuid::text, md5('br' || i)::uuid::text, p, e.email, e.email, NULL, '[]'::jsonb,
            -1, true, 'SIGNED', 'member-' || (i % $2::int) || '@bench.example',
            timestamptz '2025-01-01' + i * interval '60 seconds', timestamptz '2025-01-01' + i * interval '60 seconds'
     FROM generate_series(1, $1::int) i
     CROSS JOIN generate_series(0, ${SIGNERS_PER_REQUEST - 1}) p,
     LATERAL (SELECT 'member-' || ((7 * i + p + 1) % $2::int) || '@bench.example' AS email) e`,
    [REQUESTS, MEMBERS],
  );
  for (const table of itemTables)
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER request_list_item`);
  await client.query('COMMIT');
  // The counters the signing and completion paths keep, as they would stand after this history.
  await client.query(
    `INSERT INTO business_usage (business_id, month, kind, level, count)
     SELECT $1, date_trunc('month', s.created_at)::date, 'signature',
            (ARRAY['ses','ses','ses','aes','qes'])[abs(hashtext(s.sid)) % 5 + 1], count(*)
     FROM signatures s JOIN signature_requests r ON r.id = s.request_id WHERE r.business_id = $1
     GROUP BY 2, 4`,
    [BUSINESS],
  );
  await client.query(
    `INSERT INTO business_usage (business_id, month, kind, level, count)
     SELECT $1, date_trunc('month', created_at)::date, k.kind, '', count(*)
     FROM signature_requests CROSS JOIN (VALUES ('request_created'), ('request_completed')) k(kind)
     WHERE business_id = $1 GROUP BY 2, 3`,
    [BUSINESS],
  );
  await client.query('VACUUM ANALYZE');
}

type Route = 'baseline' | 'members' | 'statistics';

/** Searches as an admin types them: a first name, a full name, a number, the domain. */
const SEARCHES = ['anna', 'luca member 12', 'member 12', 'bench.example', 'jonas'];

function paths(route: Route) {
  let next = 0;
  return (request: Record<string, unknown>) => {
    next += 1;
    const path =
      route === 'baseline'
        ? '/v1/user'
        : route === 'statistics'
          ? `/v2/businesses/${BUSINESS}/statistics?months=12`
          : // Every page of the list in turn, and a name search on every fifth request.
            next % 5 === 0
            ? `/v1/businesses/${BUSINESS}/members?search=${encodeURIComponent(SEARCHES[(next / 5) % SEARCHES.length]!)}&page_size=${PAGE_SIZE}`
            : `/v1/businesses/${BUSINESS}/members?page_size=${PAGE_SIZE}&page_number=${(next % (MEMBERS / PAGE_SIZE)) + 1}`;
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

async function check(base: string, path: string): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
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
  let totals = { members: 0, signatures: 0 };
  try {
    const seedStart = performance.now();
    await seed(client);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // A fresh server process: nothing cached from before the seed.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(database.url, port);
    const members = await check(
      server.base,
      `/v1/businesses/${BUSINESS}/members?page_size=${PAGE_SIZE}`,
    );
    const statistics = (await (
      await check(server.base, `/v2/businesses/${BUSINESS}/statistics?months=12`)
    ).json()) as { signatures: { total: number } };
    totals = {
      members: Number(members.headers.get('x-total-count')),
      signatures: statistics.signatures.total,
    };
    if (totals.members !== MEMBERS || totals.signatures !== REQUESTS * SIGNERS_PER_REQUEST)
      throw new Error(`unexpected totals ${JSON.stringify(totals)}`);
    for (const route of ['baseline', 'members', 'statistics'] as const)
      await round(server.base, route, 3);
    for (let n = 0; n < ROUNDS; n++) {
      for (const route of ['baseline', 'members', 'statistics'] as const) {
        rounds.push(await round(server.base, route, SECONDS));
        console.log(rounds.at(-1));
      }
    }
  } finally {
    await client.end();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await database.drop();
  }
  report(rounds, totals, started, loadBefore);
}

function report(
  rounds: Round[],
  totals: { members: number; signatures: number },
  started: Date,
  loadBefore: number[],
) {
  const of = (route: Route) => rounds.filter((r) => r.route === route);
  const base = of('baseline');
  const summary = (route: Route) => {
    const mine = of(route);
    return {
      reqPerSecond: median(mine.map((r) => r.reqPerSecond)),
      p50: median(mine.map((r) => r.p50)),
      p99: median(mine.map((r) => r.p99)),
      failures: mine.reduce((sum, r) => sum + r.failures, 0),
      // Each round against the baseline round just before it.
      rateRatio: median(mine.map((r, i) => r.reqPerSecond / (base[i]?.reqPerSecond || 1))),
      p99Ratio: median(mine.map((r, i) => r.p99 / (base[i]?.p99 || 1))),
    };
  };
  const rows = (['baseline', 'members', 'statistics'] as const).map((route) => {
    const s = summary(route);
    const name = {
      baseline: 'GET /v1/user (bare authenticated route)',
      members: `GET …/members, ${PAGE_SIZE} a page (every page in turn; a search on every fifth)`,
      statistics: 'GET …/statistics?months=12',
    }[route];
    return `| ${name} | ${s.reqPerSecond.toFixed(0)} (${s.rateRatio.toFixed(2)}×) | ${s.p50} / ${s.p99} (p99 ${s.p99Ratio.toFixed(2)}×) | ${s.failures} |`;
  });
  const m = summary('members');
  const st = summary('statistics');
  const body = [
    `Measured ${started.toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; PostgreSQL at 127.0.0.1 (a dedicated database, dropped afterwards); server, PostgreSQL and autocannon (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after 3 s of warm-up each) share the machine; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} when the run began, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end.`,
    `Seeded with set-based SQL: one business with ${totals.members.toLocaleString('en-GB')} members (5 admins), ${REQUESTS.toLocaleString('en-GB')} of its requests with ${SIGNERS_PER_REQUEST} signatures each (${totals.signatures.toLocaleString('en-GB')} signatures), and the usage counters that history leaves. Every request is the admin's, with a session; medians of the rounds, ratios against the baseline round just before each.`,
    '',
    '| route | req/s (× baseline) | p50 / p99 ms (× baseline) | non-2xx or errors |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    `Goal "members page p99 ≤ 50 ms at ≥ 1 000 req/s": ${m.p99 <= 50 && m.reqPerSecond >= 1000 ? 'met' : 'NOT met'} (${m.reqPerSecond.toFixed(0)} req/s, p99 ${m.p99} ms).`,
    `Goal "statistics p99 ≤ 100 ms": ${st.p99 <= 100 ? 'met' : 'NOT met'} (p99 ${st.p99} ms at ${st.reqPerSecond.toFixed(0)} req/s).`,
    '',
    'Run: `npm run bench:business --workspace @signet/bench` (or `node --import tsx bench/server/business.bench.ts --record`).',
  ].join('\n');
  console.log(body);
  if (record) writeResultsSection('Business members and statistics', body);
}

await main();
