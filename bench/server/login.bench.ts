// Login throughput of the real server on PostgreSQL next to the cost of one argon2id hash,
// both measured in this run. `node --import tsx bench/server/login.bench.ts`
import os from 'node:os';
import autocannon from 'autocannon';
import { writeResultsSection } from '../pdf/results-file.ts';
import {
  freePort,
  freshDatabase,
  measureArgon2,
  post,
  registerUser,
  startServer,
} from './bench-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const cores = os.availableParallelism();
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Round {
  hashMs: number;
  verifyMs: number;
  verifiesPerSecond: number;
  loginsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await freshDatabase();
  const { child, base } = await startServer(database.url, await freePort());
  try {
    const email = 'bench@example.com';
    const password = 'correct horse battery staple';
    await registerUser(base, email, password);
    const login = {
      url: `${base}/v1/login`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    };
    await autocannon({ ...login, connections: CONNECTIONS, duration: 3 });

    // Rounds alternate the argon2 measurement and the login load, so that other work on the
    // machine weighs on both sides of each round's ratio; the median ratio is reported.
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const argon2 = measureArgon2();
      const result = await autocannon({
        ...login,
        connections: CONNECTIONS,
        duration: ROUND_SECONDS,
      });
      rounds.push({
        hashMs: argon2.hashMs,
        verifyMs: argon2.verifyMs,
        verifiesPerSecond: argon2.verifiesPerSecondAllCores,
        loginsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    }

    const session = (await post(base, '/v1/login', { email, password })).body as { token: string };
    const user = await autocannon({
      url: `${base}/v1/user`,
      headers: { authorization: `Bearer ${session.token}` },
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
    });

    const ratios = rounds.map((r) => r.loginsPerSecond / r.verifiesPerSecond);
    const ceiling = median(rounds.map((r) => r.verifiesPerSecond));
    const rows = rounds.map(
      (r, n) =>
        `| ${n + 1} | ${r.hashMs.toFixed(1)} | ${r.verifyMs.toFixed(1)} | ${r.verifiesPerSecond.toFixed(1)} | ${r.loginsPerSecond.toFixed(1)} | ${r.p50} / ${r.p99} | ${ratios[n]?.toFixed(2)}× |`,
    );
    const failures = rounds.reduce((sum, r) => sum + r.failures, 0);
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores, Node ${process.version}; PostgreSQL at 127.0.0.1 (a fresh database); server process and load generator (autocannon, ${CONNECTIONS} connections, ${ROUND_SECONDS} s per round) on the same machine; 1-minute load average ${loadBefore.toFixed(1)} when the run began.`,
      '',
      '| round | argon2id hash, one core (ms) | verify, one core (ms) | verifications/s, all cores | POST /v1/login req/s | login p50 / p99 (ms) | login ÷ verifications |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      `**Median: login runs at ${median(ratios).toFixed(2)}× the argon2id ceiling.** For contrast, GET /v1/user with a session (no argon2) answered ${user.requests.average.toFixed(0)} req/s (p50 ${user.latency.p50} ms, p99 ${user.latency.p99} ms), ${(user.requests.average / ceiling).toFixed(1)}× the login ceiling. Login requests that did not answer 200: ${failures}. argon2id parameters: m = 19 MiB, t = 2, p = 1.`,
    ].join('\n');
    const analysis = `Every login costs one argon2id verification, so logins per second cannot exceed the verifications per second the cores manage: a ratio of 1.00× would mean argon2 is the only cost. The rest is the server's own share — HTTP and JSON, the rate-limit counter upsert, the lockout check, the session insert and the last-login update on PostgreSQL — plus the load generator and PostgreSQL competing for the same cores. On a busy machine single rounds vary widely; compare medians of runs, not absolute numbers.`;
    writeResultsSection('Login', body, analysis);
    console.log(body);
    console.log(analysis);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
}

await main();
