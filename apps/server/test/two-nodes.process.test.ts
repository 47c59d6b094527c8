import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@signet/pdf';
import { openTrustService } from '@signet/trust';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, quoteIdentifier } from '../src/db/database.ts';
import { verifyChain } from '../src/features/events/event-chain.ts';
import { listEvents } from '../src/features/events/events.repository.ts';
import { COMPLETION_JOB } from '../src/features/signing/completion.job.ts';
import { sha256Hex } from '../src/providers/blobs/file-blob-store.ts';
import { S3BlobStore } from '../src/providers/blobs/s3-blob-store.ts';
import { type ObjectStore, startObjectStore } from './support/object-store.ts';
import {
  type Account,
  account,
  call,
  login,
  type OutboxMessage,
  openRequest,
  outbox,
  type ServerProcess,
  sign,
  startServer,
  stopServer,
  tanFor,
  waitFor,
} from './support/server-process.ts';

/**
 * Issue 19, "two servers, one database, one bucket": two Signet processes on different ports
 * share one PostgreSQL database, one S3-protocol store (s3rver) and, for the built-in demo trust
 * service and the keys of development mode, one data directory (a shared volume in a deployment).
 * PGlite cannot be opened by two processes, so this runs on TEST_DATABASE_URL only.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const RATE_LIMIT = 4;
const SIGNERS = 6;

if (!adminUrl) {
  console.warn(
    'two-nodes.process.test.ts skipped: set TEST_DATABASE_URL (two processes cannot share PGlite)',
  );
}

const completionMail = (message: OutboxMessage, requestId: string) =>
  /signed by everyone/.test(message.subject ?? '') &&
  message.links.some((link) => link.includes(requestId));

describe.skipIf(!adminUrl)('two server processes on one database and one bucket', () => {
  const dbName = `signet_nodes_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-nodes-'));
  let store: ObjectStore;
  let db: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: Account;
  const env: Record<string, string> = {};

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${quoteIdentifier(dbName)}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    store = await startObjectStore();
    Object.assign(env, {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ...store.env(),
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      // A stopped node's claimed jobs run on the other after 5 s, not after a minute.
      JOBS_LEASE_SECONDS: '5',
      // The same keys on both nodes, as a deployment configures them.
      SIGNING_TAN_KEY: randomBytes(32).toString('base64'),
      TRUST_MASTER_KEY: randomBytes(32).toString('base64'),
    });
    // Both start at once: one migrates the database while the other waits for the lock.
    [a, b] = await Promise.all([startServer('A', env), startServer('B', env)]);
    db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    owner = await account(a.base, 'owner');
  }, 120_000);

  afterAll(async () => {
    for (const node of [a, b]) if (node) await stopServer(node, 'SIGKILL');
    await db?.destroy();
    await store?.close();
    await admin(`DROP DATABASE IF EXISTS ${quoteIdentifier(dbName)} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session, a rate limit and a TAN lock of one node hold on the other', async () => {
    // A session opened on B works on A; logged out on A, it is gone on B.
    const token = await login(b.base, owner.email);
    expect((await call(a.base, 'GET', '/v1/user', { token })).status).toBe(200);
    expect((await call(a.base, 'POST', '/v1/logout', { token })).status).toBe(204);
    expect((await call(b.base, 'GET', '/v1/user', { token })).status).toBe(401);

    // One client's unauthenticated POSTs count once, whichever node they reach.
    const client = '203.0.113.9';
    const tryLogin = (node: ServerProcess) =>
      call(node.base, 'POST', '/v1/login', {
        client,
        body: { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'x' },
      });
    for (let n = 0; n < RATE_LIMIT; n++)
      expect((await tryLogin(n % 2 ? b : a)).status).not.toBe(429);
    expect((await tryLogin(a)).status).toBe(429);
    expect((await tryLogin(b)).status).toBe(429);

    // A TAN sent by A is the waiting one on B; wrong tries on both nodes add up to the lock.
    const signer = await account(a.base, 'locked');
    const request = await openRequest(a.base, owner, [signer], 'Locked');
    const tan = await tanFor(a.base, signer, [request]);
    const again = await call<{ code: string }>(b.base, 'POST', '/v3/sign', {
      token: signer.token,
      body: { signatureRequests: [{ signatureRequestId: request }] },
    });
    expect(again).toMatchObject({ status: 429, body: { code: 'TAN_RATE_LIMITED' } });
    const wrong = tan === '000000' ? '111111' : '000000';
    const tries = [];
    for (const node of [b, a, b])
      tries.push((await sign(node.base, signer, [request], wrong)).body);
    expect(tries.map((answer) => answer.code)).toEqual([
      'TAN_INVALID',
      'TAN_INVALID',
      'TAN_LOCKED',
    ]);
    expect((await sign(a.base, signer, [request], tan)).body.code).toBe('SIGNING_LOCKED');
  });

  it('a request made on A is rendered by B, signed on B while read on A, and completed once', async () => {
    const signers = await Promise.all([account(a.base, 'first'), account(b.base, 'second')]);
    const request = await openRequest(a.base, owner, signers, 'Two nodes', 1);
    const { body } = await call<{ documents: { id: string }[] }>(
      a.base,
      'GET',
      `/v3/signature-requests/${request}`,
      { token: owner.token },
    );
    const documentId = body.documents[0]!.id;
    // B renders the page, or serves A's rendering from the bucket (503 while it is under way).
    const page = await waitFor('page 1 from B', async () => {
      const answer = await call<Buffer>(b.base, 'GET', `/v3/documents/${documentId}/pages/0`, {
        token: signers[0]!.token,
      });
      return answer.status === 503 ? undefined : answer;
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^image\//);
    expect(page.body.length).toBeGreaterThan(100);

    for (const signer of signers) {
      const tan = await tanFor(b.base, signer, [request]);
      const [signed, read] = await Promise.all([
        sign(b.base, signer, [request], tan),
        call(a.base, 'GET', `/v3/signature-requests/${request}`, { token: owner.token }),
      ]);
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      expect(read.status).toBe(200);
    }
    const final = await call<{ status_overall: string }>(
      a.base,
      'GET',
      `/v3/signature-requests/${request}`,
      { token: owner.token },
    );
    expect(final.body.status_overall).toBe('SIGNED');
    await waitFor('the completion mail', async () =>
      (await outbox(b.base, owner.email)).find((m) => completionMail(m, request)),
    );
    await waitFor('no completion job left', async () =>
      (await completionJobs(db, [request])).length === 0 ? true : undefined,
    );
    const mails = (await outbox(a.base, owner.email)).filter((m) => completionMail(m, request));
    expect(mails).toHaveLength(1);
    const completed = (await listEvents(db, request)).filter((e) => e.action === 'completed');
    expect(completed).toHaveLength(1);
  });

  it('SIGKILL of A during concurrent signings: B finishes them, whole and verifiable', async () => {
    const signers = await Promise.all(
      Array.from({ length: SIGNERS }, (_, n) => account(n % 2 ? a.base : b.base, `signer${n}`)),
    );
    const requests: string[] = [];
    for (const [n, documents] of [1, 2, 1].entries())
      requests.push(await openRequest(b.base, owner, signers, `Kill ${n + 1}`, documents));
    // Signer n signs every request, starting at a different one; even signers call A, odd B.
    const order = (n: number) => requests.map((_, k) => requests[(n + k) % requests.length]!);
    const nodeOf = (n: number) => (n % 2 === 0 ? a : b);
    const tans = await Promise.all(
      signers.map((signer, n) => tanFor(nodeOf(n).base, signer, order(n))),
    );
    const killed = a;
    let answeredByA = 0;
    const outcomes = await Promise.allSettled(
      signers.map((signer, n) =>
        sign(nodeOf(n).base, signer, order(n), tans[n]!).then((answer) => {
          if (nodeOf(n) === killed && ++answeredByA === 1) killed.child.kill('SIGKILL');
          return answer;
        }),
      ),
    );
    expect(await killed.exited).toBeNull();
    for (const [n, outcome] of outcomes.entries()) {
      if (nodeOf(n) === b) {
        expect(outcome.status).toBe('fulfilled');
        if (outcome.status === 'fulfilled') expect(outcome.value.status).toBe(200);
      }
    }

    // B finishes: whoever A left unsigned signs again on B (with a new TAN if A spent it).
    for (const [n, signer] of signers.entries()) {
      const open = [];
      for (const id of order(n)) if (await isOpenFor(db, id, signer.email)) open.push(id);
      if (open.length === 0) continue;
      const spent = open.length < requests.length;
      const tan = spent ? await tanFor(b.base, signer, open) : tans[n]!;
      const answer = await sign(b.base, signer, open, tan);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    for (const id of requests)
      await waitFor(`the completion mail of ${id}`, async () =>
        (await outbox(b.base, owner.email)).find((m) => completionMail(m, id)),
      );
    await waitFor('no completion job left', async () =>
      (await completionJobs(db, requests)).length === 0 ? true : undefined,
    );

    const trust = await openTrustService({
      dataDir,
      baseUrl: `${b.base}/trust`,
      masterKey: env.TRUST_MASTER_KEY,
    });
    const blobs = new S3BlobStore(store.client(), { bucket: store.bucket });
    for (const id of requests) await checkRequest(db, blobs, id, trust.trustAnchors(), dataDir);
  }, 120_000);
});

function completionJobs(db: Database, requestIds: string[]) {
  return db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', COMPLETION_JOB)
    .execute()
    .then((rows) =>
      rows.filter((row) => requestIds.includes((row.payload as { requestId: string }).requestId)),
    );
}

async function isOpenFor(db: Database, requestId: string, email: string) {
  const row = await db
    .selectFrom('signatures')
    .select('status_code')
    .where('request_id', '=', requestId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.status_code === 'OPEN';
}

/**
 * One completed request as the database and the bucket hold it: a whole chain with one `signed`
 * event per signature and one `completed`, documents at the versions the last event names, each
 * whole in the bucket, every signature valid (our validator and pdfsig).
 */
async function checkRequest(
  db: Database,
  blobs: S3BlobStore,
  id: string,
  trustAnchors: Uint8Array[],
  dir: string,
) {
  const request = await db
    .selectFrom('signature_requests')
    .select('status_overall')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(request.status_overall).toBe('SIGNED');
  const events = await listEvents(db, id);
  expect(verifyChain(events), `event chain of ${id}`).toEqual({ valid: true });
  const signed = events.filter((event) => event.action === 'signed');
  expect(new Set(signed.map((event) => String(event.data.sid))).size).toBe(SIGNERS);
  expect(signed).toHaveLength(SIGNERS);
  expect(events.filter((event) => event.action === 'completed')).toHaveLength(1);
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('position')
    .execute();
  const latest = [...events].reverse().find((event) => event.document_hashes.length > 0);
  expect(latest?.document_hashes).toEqual(documents.map((document) => document.current_hash));
  for (const document of documents) {
    const bytes = new Uint8Array(await blobs.get(document.current_hash));
    expect(sha256Hex(bytes), `content of ${document.id}`).toBe(document.current_hash);
    const report = await validate(bytes, { trustAnchors });
    const inFile = report.signatures.filter((signature) => !signature.isDocumentTimestamp);
    expect(inFile).toHaveLength(SIGNERS);
    for (const signature of inFile) {
      expect(signature.integrity.signatureValid, signature.fieldName).toBe(true);
      expect(signature.level).toBe('B-LT');
    }
    const file = path.join(dir, `${document.id}.pdf`);
    writeFileSync(file, bytes);
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    const verdicts = stdout.match(/Signature Validation: .*/g) ?? [];
    expect(verdicts.length).toBeGreaterThanOrEqual(SIGNERS);
    for (const verdict of verdicts)
      expect(verdict).toBe('Signature Validation: Signature is Valid.');
  }
}
