import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { deriveKey, PayloadSeal } from '../src/crypto/sealed-payload.ts';
import { collectBlobs } from '../src/features/documents/blob-collector.ts';
import { CompletionAttachments } from '../src/features/protocol/completion-attachments.ts';
import { ProtocolService } from '../src/features/protocol/protocol.service.ts';
import { RequestNotifications } from '../src/features/signature-requests/request-notifications.ts';
import { FileBlobStore, sha256Hex } from '../src/providers/blobs/file-blob-store.ts';
import { MailService } from '../src/providers/mail/mail.service.ts';
import { OutboxMailProvider } from '../src/providers/mail/outbox.mail.ts';
import { SmtpMailProvider } from '../src/providers/mail/smtp.mail.ts';
import { builtInTrustPort, openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { PlatformSeal } from '../src/providers/trust/platform-seal.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signDirectly } from './support/sign-directly.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/** The app's TAN key, so that a mail service made here seals its queue as the app's does. */
const TAN_KEY = randomBytes(32);
const queueSeal = () => new PayloadSeal(deriveKey(TAN_KEY, 'mail queue'));

const PUBLIC_URL = 'http://signet.test';

/** The attachment parts of a raw MIME message: headers and the SHA-256 of the decoded body. */
function attachmentParts(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`));
  return parts
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      return { headers: part.slice(0, split), body: part.slice(split + 4) };
    })
    .filter((part) => /Content-Disposition: attachment/i.test(part.headers))
    .map((part) => ({
      headers: part.headers.replace(/\r\n\s+/g, ' '),
      sha256: sha256Hex(Buffer.from(part.body.replace(/\s+/g, ''), 'base64')),
    }));
}

describe.each(databases)('completion e-mails with attachments on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-completion-'));
  const config = { dataDir, publicUrl: PUBLIC_URL, domainName: 'signet.test' };
  const blobs = new FileBlobStore(dataDir);
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app({
      env: { DATA_DIR: dataDir, SIGNING_TAN_KEY: TAN_KEY.toString('base64') },
    });
  });

  /** A request signed by its one signer, and what its completion mails would carry. */
  async function completedRequest() {
    const owner = { email: uniqueEmail('owner') };
    const signer = { email: uniqueEmail('signer') };
    const ownerToken = (await signUp(app, owner.email)).token;
    await signUp(app, signer.email);
    const request = await openRequest(app, ownerToken, {
      signers: [signer.email],
      title: 'Lease / 2026',
    });
    await signDirectly(harness.db, config, {
      requestId: request.id,
      signerEmail: signer.email,
      signerName: 'Sam Signer',
    });
    const trust = builtInTrustPort(await openBuiltInTrust(config));
    const seal = new PlatformSeal(trust, config.domainName, () => new Date());
    const protocol = new ProtocolService(harness.db, () => new Date(), blobs, trust, seal);
    const attachments = await new CompletionAttachments(
      harness.db,
      () => new Date(),
      blobs,
      protocol,
    ).forRequest(request.id);
    return { owner, signer, request, attachments };
  }

  it('attaches the signed document and the sealed protocol by default, kept from the collector', async () => {
    const { request, attachments } = await completedRequest();
    const document = await harness.db
      .selectFrom('documents')
      .select('current_hash')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(attachments).toEqual([
      { filename: 'contract.pdf', contentType: 'application/pdf', blob: document.current_hash },
      {
        filename: 'Signature protocol - Lease _ 2026.pdf',
        contentType: 'application/pdf',
        blob: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const stored = await harness.db
      .selectFrom('signature_protocols')
      .select('blob_hash')
      .where('request_id', '=', request.id)
      .execute();
    expect(stored.map((row) => row.blob_hash)).toEqual([attachments[1]!.blob]);
    expect((await blobs.get(attachments[1]!.blob)).subarray(0, 5).toString()).toBe('%PDF-');
    const later = new Date(Date.now() + 24 * 3600_000);
    await collectBlobs(harness.db, blobs, [attachments[1]!.blob], later);
    expect(await blobs.has(attachments[1]!.blob)).toBe(true);
  });

  it('lists the attachments in the dev outbox', async () => {
    const { owner, request, attachments } = await completedRequest();
    const mail = new MailService(
      app.signet.jobs,
      new OutboxMailProvider(harness.db, () => new Date()),
      blobs,
      queueSeal(),
    );
    await new RequestNotifications(harness.db, mail, PUBLIC_URL).send(
      'requestCompleted',
      [{ email: owner.email }],
      request,
      { senderName: 'Sam Signer' },
      attachments,
    );
    const message = (await waitForMail(app, owner.email, (m) =>
      (m.subject ?? '').includes('signed by everyone'),
    )) as unknown as { attachments: { filename: string; sha256: string; size: number }[] };
    expect(message.attachments.map((a) => [a.filename, a.sha256])).toEqual(
      attachments.map((a) => [a.filename, a.blob]),
    );
    const page = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${owner.email}` });
    expect(page.body).toContain('Signature protocol - Lease _ 2026.pdf');
    expect(page.body).toContain('contract.pdf');
  });

  describe('over SMTP', () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('carries both files byte for byte through a real SMTP server', async () => {
      const { signer, request, attachments } = await completedRequest();
      const smtp = new SmtpMailProvider(
        `smtp://127.0.0.1:${port}`,
        'Signet <no-reply@signet.test>',
      );
      const mail = new MailService(app.signet.jobs, smtp, blobs, queueSeal());
      try {
        await new RequestNotifications(harness.db, mail, PUBLIC_URL).send(
          'requestCompleted',
          [{ email: signer.email }],
          request,
          { senderName: 'Sam Signer' },
          attachments,
        );
        await app.signet.jobs.drain();
        const raw = received.map((m) => m.toString('utf8')).find((m) => m.includes(signer.email));
        expect(raw).toBeDefined();
        const files = attachmentParts(raw!);
        expect(files.map((file) => file.sha256)).toEqual(attachments.map((a) => a.blob));
        for (const file of files) expect(file.headers).toMatch(/Content-Type: application\/pdf/);
        expect(files[0]!.headers).toContain('contract.pdf');
      } finally {
        await smtp.close();
        // Later mail of this file goes to the outbox again.
        new MailService(
          app.signet.jobs,
          new OutboxMailProvider(harness.db, () => new Date()),
          blobs,
          queueSeal(),
        );
      }
      expect((await json(app, 'GET', '/dev/mailbox.json')).status).toBe(200);
    });
  });
});
