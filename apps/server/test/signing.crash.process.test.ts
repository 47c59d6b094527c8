import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { validate } from '@signet/pdf';
import { openTrustService } from '@signet/trust';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database, quoteIdentifier } from '../src/db/database.ts';
import { verifyChain } from '../src/features/events/event-chain.ts';
import { listEvents } from '../src/features/events/events.repository.ts';
import { COMPLETION_JOB } from '../src/features/signing/completion.job.ts';
import { FileBlobStore, sha256Hex } from '../src/providers/blobs/file-blob-store.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { STRONG_PASSWORD } from './support/test-app.ts';

/**
 * Issue "Signing", Reliability: the real server process is killed with SIGKILL in the middle of a
 * run of concurrent POST /v3/sign calls and started again on the same data. Nothing it committed
 * may point at a missing or torn file, no signature may lack its event (or the reverse), and the
 * signings that were cut off can be done afterwards.
 */

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const SIGNERS = 6;
/** SIGKILL as soon as this many of the SIGNERS calls have answered: the others are mid-way. */
const KILL_AFTER_ANSWERS = 4;

interface Target {
  name: string;
  prepare(): Promise<{
    env: Record<string, string>;
    open(dataDir: string): Database;
    drop(): Promise<void>;
  }>;
}

const pglite: Target = {
  name: 'pglite',
  async prepare() {
    return {
      env: {},
      open: (dataDir) => createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
      drop: async () => {},
    };
  },
};

/** A database of its own on TEST_DATABASE_URL's server (the server process takes a URL only). */
function postgres(adminUrl: string): Target {
  return {
    name: 'postgres',
    async prepare() {
      const name = `signet_crash_${randomBytes(6).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${quoteIdentifier(name)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        open: () => createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
        drop: () => admin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
      };
    },
  };
}

const targets = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      SIGNET_MODE: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      JOBS_POLL_SECONDS: '0.5',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'signet-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/v1/datetime`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, base, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
}

async function call<T = Record<string, unknown>>(
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
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

interface OutboxMessage {
  channel: 'mail' | 'sms';
  subject: string | null;
  text: string;
  links: string[];
  attachments?: { filename: string; sha256: string }[];
}

async function outbox(base: string, to: string): Promise<OutboxMessage[]> {
  const { body } = await call<{ messages: OutboxMessage[] }>(
    base,
    'GET',
    `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  );
  return body.messages;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

interface Account {
  email: string;
  token: string;
  mobile: string;
}

/** Sign-up over HTTP alone (confirmation link from the dev outbox), with a mobile number. */
async function account(base: string, name: string): Promise<Account> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`;
  const mobile = `+4179${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await call(base, 'POST', '/v1/request-confirmation', {
    body: { email, flow: 'signup', lang: 'en-gb' },
  });
  const link = await waitFor('the confirmation mail', async () =>
    (await outbox(base, email)).flatMap((m) => m.links).find((l) => l.includes('token=')),
  );
  const token = new URL(link).searchParams.get('token');
  const registered = await call(base, 'POST', '/v1/register', {
    body: {
      firstName: 'Crash',
      lastName: name,
      password: STRONG_PASSWORD,
      token,
      gtc: true,
      lang: 'en-gb',
      mobile,
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const login = await call<{ token: string }>(base, 'POST', '/v1/login', {
    body: { email, password: STRONG_PASSWORD },
  });
  return { email, mobile, token: login.body.token };
}

async function openRequest(
  base: string,
  owner: Account,
  signers: Account[],
  title: string,
  documents: number,
): Promise<string> {
  const created = await call<{ id: string }>(base, 'POST', '/v3/signature-requests', {
    token: owner.token,
    body: {
      title,
      documents: Array.from({ length: documents }, (_, index) => ({
        title: `${title}-${index + 1}.pdf`,
        content: Buffer.from(minimalPdf(2 + index)).toString('base64'),
      })),
      signatures: signers.map((signer) => ({ account_email: signer.email })),
    },
  });
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const initiated = await call(base, 'POST', `/v3/signature-requests/${created.body.id}/initiate`, {
    token: owner.token,
  });
  if (initiated.status !== 200) throw new Error(`initiate: ${JSON.stringify(initiated.body)}`);
  return created.body.id;
}

/** Start a signing: the TAN the server sends by SMS, read from the dev outbox. */
async function tanFor(base: string, signer: Account, requestIds: string[]): Promise<string> {
  const started = await call<{ status: string }>(base, 'POST', '/v3/sign', {
    token: signer.token,
    body: { signatureRequests: requestIds.map((signatureRequestId) => ({ signatureRequestId })) },
  });
  if (started.body.status !== 'TAN_SENT') throw new Error(`start: ${JSON.stringify(started)}`);
  const sms = (await outbox(base, signer.mobile)).find((m) => m.channel === 'sms');
  const tan = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!tan) throw new Error(`No TAN for ${signer.mobile}`);
  return tan;
}

interface RequestState {
  status: string;
  signed: string[];
  open: string[];
}

/**
 * The consistency of one data directory and database, read directly (the server is not running):
 * every referenced blob is whole, every document's signatures and the `signed` events name the
 * same signers, the chains verify, and a completed request is B-LT throughout.
 */
async function checkConsistency(
  db: Database,
  dataDir: string,
  requestIds: string[],
  trustAnchors: Uint8Array[],
): Promise<Map<string, RequestState>> {
  const blobs = new FileBlobStore(dataDir);
  const states = new Map<string, RequestState>();
  const referenced = new Set<string>();
  for (const id of requestIds) {
    const request = await db
      .selectFrom('signature_requests')
      .select(['status_overall'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const documents = await db
      .selectFrom('documents')
      .selectAll()
      .where('request_id', '=', id)
      .orderBy('position')
      .execute();
    const signatures = await db
      .selectFrom('signatures')
      .select(['sid', 'email', 'status_code'])
      .where('request_id', '=', id)
      .execute();
    const events = await listEvents(db, id);
    expect(verifyChain(events), `event chain of ${id}`).toEqual({ valid: true });

    const signedEvents = events.filter((event) => event.action === 'signed');
    const eventSids = signedEvents.map((event) => String(event.data.sid)).sort();
    expect(new Set(eventSids).size, `one signed event per signature of ${id}`).toBe(
      eventSids.length,
    );
    const signedRows = signatures.filter((s) => s.status_code === 'SIGNED').map((s) => s.sid);
    expect([...signedRows].sort(), `SIGNED rows and signed events of ${id}`).toEqual(eventSids);

    // The documents are at the versions the newest event names.
    const latest = [...events].reverse().find((event) => event.document_hashes.length > 0);
    expect(latest?.document_hashes, `current versions of ${id}`).toEqual(
      documents.map((document) => document.current_hash),
    );
    for (const event of events) for (const hash of event.document_hashes) referenced.add(hash);

    for (const document of documents) {
      referenced.add(document.original_hash);
      referenced.add(document.current_hash);
      const bytes = new Uint8Array(await blobs.get(document.current_hash));
      expect(bytes.length, `stored size of ${document.id}`).toBe(document.size);
      const report = await validate(bytes, { trustAnchors });
      const inFile = report.signatures.filter((signature) => !signature.isDocumentTimestamp);
      for (const signature of inFile) {
        expect(signature.integrity.signatureValid, signature.fieldName).toBe(true);
        if (request.status_overall === 'SIGNED') expect(signature.level).toBe('B-LT');
      }
      const fileSids = inFile.map((signature) => signature.fieldName.replace(/^Signature-/, ''));
      expect([...fileSids].sort(), `signatures in ${document.id} and signed events`).toEqual(
        eventSids,
      );
    }
    if (request.status_overall === 'SIGNED') {
      expect(events.filter((event) => event.action === 'completed')).toHaveLength(1);
    }
    states.set(id, {
      status: request.status_overall,
      signed: signatures.filter((s) => s.status_code === 'SIGNED').map((s) => s.email),
      open: signatures.filter((s) => s.status_code === 'OPEN').map((s) => s.email),
    });
  }
  const protocols = await db
    .selectFrom('signature_protocols')
    .select('blob_hash')
    .where('request_id', 'in', requestIds)
    .execute();
  for (const row of protocols) referenced.add(row.blob_hash);

  // No referenced blob is missing or torn: its content hashes to its address. Temporary files
  // of interrupted writes may remain; they are never referenced (addresses are bare digests).
  for (const hash of referenced) {
    const bytes = await blobs.get(hash).catch(() => undefined);
    expect(bytes, `blob ${hash}`).toBeDefined();
    expect(sha256Hex(bytes!), `content of blob ${hash}`).toBe(hash);
  }
  return states;
}

const completionMailOf = (message: OutboxMessage, requestId: string) =>
  /signed by everyone/.test(message.subject ?? '') &&
  message.links.some((link) => link.includes(requestId));

function temporaryBlobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'blobs');
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.tmp'),
  );
}

describe.each(targets)('SIGKILL during a run of signings ($name)', (target) => {
  it('leaves whole files, matching events and verifiable chains; the rest signs after restart', async () => {
    const started = performance.now();
    const marks: string[] = [];
    const mark = (what: string) =>
      marks.push(`${what} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const prepared = await target.prepare();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-crash-'));
    const env = { DATA_DIR: dataDir, ...prepared.env };
    let server = await startServer(env);
    try {
      const owner = await account(server.base, 'owner');
      const signers: Account[] = [];
      for (let index = 0; index < SIGNERS; index++)
        signers.push(await account(server.base, `signer${index}`));

      // Three OPEN requests, every signer on each; the second has two documents.
      const requestIds: string[] = [];
      for (const [index, documents] of [1, 2, 1].entries()) {
        requestIds.push(
          await openRequest(server.base, owner, signers, `Crash ${index + 1}`, documents),
        );
      }

      // The first three signers sign one request each, the others all three in one call starting
      // at a different request: all three requests are being signed at once, and answers come
      // early. The process dies after the first answers, with most of the run still to do.
      const order = (index: number) =>
        index < requestIds.length
          ? [requestIds[index]!]
          : requestIds.map((_, k) => requestIds[(index + k) % requestIds.length]!);
      mark('set up');
      const tans: string[] = [];
      for (const [index, signer] of signers.entries())
        tans.push(await tanFor(server.base, signer, order(index)));
      const running = server;
      let answers = 0;
      const outcomes = await Promise.allSettled(
        signers.map((signer, index) =>
          call<{ status: string }>(running.base, 'POST', '/v3/sign', {
            token: signer.token,
            body: {
              signatureRequests: order(index).map((signatureRequestId) => ({
                signatureRequestId,
              })),
              tan: tans[index],
            },
          }).then((answer) => {
            answers += 1;
            if (answers === KILL_AFTER_ANSWERS) running.child.kill('SIGKILL');
            return answer;
          }),
        ),
      );
      expect(await running.exited).toBeNull();
      mark('killed');
      const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
      expect(answered.length, 'calls cut off by the kill').toBeLessThan(SIGNERS);
      for (const answer of answered) expect(answer.body.status).toBe('SIGNED');

      // After the crash, before any restart: the data as the dead process left it.
      const trust = await openTrustService({ dataDir, baseUrl: `${server.base}/trust` });
      const anchors = trust.trustAnchors();
      let db = prepared.open(dataDir);
      let states: Map<string, RequestState>;
      let queuedCompletions: string[];
      try {
        states = await checkConsistency(db, dataDir, requestIds, anchors);
        queuedCompletions = (
          await db.selectFrom('jobs').select('payload').where('kind', '=', COMPLETION_JOB).execute()
        ).map((row) => (row.payload as { requestId: string }).requestId);
      } finally {
        await db.destroy();
      }
      const openAfterCrash = [...states.values()].flatMap((state) => state.open);
      expect(openAfterCrash.length, 'signatures left to do after the crash').toBeGreaterThan(0);
      // Every signer whose call answered has signed everything it asked for.
      for (const [index, signer] of signers.entries()) {
        if (outcomes[index]!.status !== 'fulfilled') continue;
        for (const id of order(index)) expect(states.get(id)!.signed).toContain(signer.email);
      }
      const tmpAfterCrash = temporaryBlobFiles(dataDir).length;

      mark('checked');
      // Restart on the same data; the cut-off signings are done now.
      server = await startServer(env);
      mark('restarted');
      const completedBefore = requestIds.filter((id) => states.get(id)!.status === 'SIGNED');
      for (const id of completedBefore) {
        // Completed before the crash: its completion job survived in the table (or already ran).
        const mailed = (await outbox(server.base, owner.email)).some((m) =>
          completionMailOf(m, id),
        );
        expect(mailed || queuedCompletions.includes(id), `completion of ${id}`).toBe(true);
      }
      const remaining = signers.filter((signer) => openAfterCrash.includes(signer.email));
      const resumed = await Promise.all(
        remaining.map(async (signer) => {
          const mine = requestIds.filter((id) => states.get(id)!.open.includes(signer.email));
          // A signing that died before its first commit left its TAN unspent: the signer retries
          // with it. One that committed a request first spent it, and asks for a new one.
          const index = signers.indexOf(signer);
          const spent = order(index).some((id) => states.get(id)!.signed.includes(signer.email));
          const tan = spent ? await tanFor(server.base, signer, mine) : tans[index]!;
          return call<{ status: string; signatureRequests: { status_overall: string }[] }>(
            server.base,
            'POST',
            '/v3/sign',
            {
              token: signer.token,
              body: {
                signatureRequests: mine.map((signatureRequestId) => ({ signatureRequestId })),
                tan,
              },
            },
          );
        }),
      );
      for (const answer of resumed) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      mark('signed the rest');

      // Every request SIGNED; the completion job mails the owner the files and the protocol.
      for (const [index, id] of requestIds.entries()) {
        const { body } = await call<{ status_overall: string }>(
          server.base,
          'GET',
          `/v3/signature-requests/${id}`,
          { token: owner.token },
        );
        expect(body.status_overall).toBe('SIGNED');
        if (completedBefore.includes(id)) continue;
        const mail = await waitFor(`the completion mail of ${id}`, async () =>
          (await outbox(server.base, owner.email)).find((m) => completionMailOf(m, id)),
        );
        expect(mail.attachments?.length).toBe((index === 1 ? 2 : 1) + 1);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      db = prepared.open(dataDir);
      try {
        const final = await checkConsistency(db, dataDir, requestIds, anchors);
        for (const state of final.values()) {
          expect(state.status).toBe('SIGNED');
          expect(state.signed).toHaveLength(SIGNERS);
        }
      } finally {
        await db.destroy();
      }
      console.info(
        `${target.name}: ${answered.length}/${SIGNERS} calls answered before SIGKILL, ` +
          `${openAfterCrash.length} signatures left open, ${completedBefore.length} requests ` +
          `completed before it, ${tmpAfterCrash} temporary blob files left; ${marks.join(', ')}`,
      );
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGKILL');
      await prepared.drop();
    }
  }, 300_000);
});
