import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { COMPLETION_JOB } from '../src/features/signing/completion.job.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { TestClock, testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

interface Mailbox {
  messages: { subject: string | null; attachments?: { filename: string; sha256: string }[] }[];
}

/**
 * The completion work of the last signature (protocol sealing, e-mails with the files) is a job in
 * the jobs table, queued in the transaction that makes the request SIGNED: the sign call answers
 * without it, it survives the process (the runner here is not started, as if the server had died
 * right after the commit), and a failure is logged and retried.
 */
describe.each(databases)('the completion job on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-completion-job-'));
  const blobs = new FileBlobStore(dataDir);
  const clock = new TestClock();
  let lines = '';
  let app: SignetApp;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines += chunk.toString();
        done();
      },
    });
    app = await buildApp(testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
      db: harness.db,
      clock: clock.now,
      runJobs: false,
      logStream,
    });
  });
  afterAll(() => app.close());

  const completionJobs = (requestId: string) =>
    harness.db
      .selectFrom('jobs')
      .select(['id', 'attempts', 'last_error', 'run_at'])
      .where('kind', '=', COMPLETION_JOB)
      .where('singleton_key', '=', `${COMPLETION_JOB}:${requestId}`)
      .execute();

  const completionMails = async (to: string) => {
    const { body } = await json<Mailbox>(
      app,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
    );
    return body.messages.filter((m) => /signed by everyone/.test(m.subject ?? ''));
  };

  /** Runs the due jobs until none is left due (the completion job queues the mails it sends). */
  async function runJobs() {
    for (let pass = 0; pass < 3; pass++) await app.signet.jobs.drain();
  }

  async function pumpingJobs<T>(work: () => Promise<T>): Promise<T> {
    let done = false;
    const loop = (async () => {
      while (!done) {
        await app.signet.jobs.drain();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      return await work();
    } finally {
      done = true;
      await loop;
    }
  }

  it('is queued with SIGNED, sends nothing until it runs, then mails the files; retried after a failure', async () => {
    // Sign-up waits for its confirmation mail: the runner is pumped by hand meanwhile.
    const { owner, signer } = await pumpingJobs(async () => {
      const email = uniqueEmail('owner');
      return {
        owner: { email, token: (await signUp(app, email)).token },
        signer: await signerAccount(app, harness.db, 'signer'),
      };
    });
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await runJobs();

    // The TAN goes by SMS (written to the outbox at once, no job).
    const signed = await signWithTan(app, signer, [{ signatureRequestId: request.id }]);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SIGNED',
      signatureRequests: [{ status_overall: 'SIGNED' }],
    });

    // Committed with the signature, not yet run: no protocol, no completion mail.
    const queued = await completionJobs(request.id);
    expect(queued).toHaveLength(1);
    const protocols = () =>
      harness.db
        .selectFrom('signature_protocols')
        .select('blob_hash')
        .where('request_id', '=', request.id)
        .execute();
    expect(await protocols()).toEqual([]);
    expect(await completionMails(owner.email)).toEqual([]);

    // The signed file is missing for a moment: the protocol cannot be built, the job fails,
    // is logged and stays queued for a retry; no mail goes out without its files.
    const document = await harness.db
      .selectFrom('documents')
      .select('current_hash')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const bytes = await blobs.get(document.current_hash);
    await blobs.remove(document.current_hash);
    await runJobs();
    const failed = await completionJobs(request.id);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toMatch(/ENOENT|no such file/i);
    expect(lines).toMatch(new RegExp(`"kind":"${COMPLETION_JOB}".*job failed; will retry`));
    expect(await completionMails(owner.email)).toEqual([]);

    // The file is back; once the backoff has passed the retry sends every mail with both files.
    expect(await blobs.put(bytes)).toBe(document.current_hash);
    clock.advance(60_000);
    await runJobs();
    expect(await completionJobs(request.id)).toEqual([]);
    const [stored] = await protocols();
    expect(stored).toBeDefined();
    for (const to of [owner.email, signer.email]) {
      const mails = await completionMails(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.attachments?.map((a) => a.sha256)).toEqual([
        document.current_hash,
        stored!.blob_hash,
      ]);
    }
    expect(lines).toContain('completion mails queued');
  }, 120_000);
});
