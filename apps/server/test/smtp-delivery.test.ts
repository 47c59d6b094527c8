import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, PayloadSeal } from '../src/crypto/sealed-payload.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; every message it accepts lands in `received`. */
function startSmtpServer() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const next = () => new Promise<void>((resolve) => waiters.push(resolve));
  return { server, received, next };
}

describe.each(databases)('mail over SMTP on $name', (engine) => {
  const harness = useHarness(engine);
  const smtp = startSmtpServer();
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('delivers the confirmation mail in the recipient language through a real SMTP server', async () => {
    const app = await harness.app({
      env: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_FROM: 'Signet <no-reply@signet.test>',
      },
    });
    const email = uniqueEmail('smtp');
    const arrived = smtp.next();
    const response = await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'it' },
    });
    expect(response.status).toBe(204);
    await arrived;
    const message = smtp.received.find((mail) => mail.to.includes(email));
    expect(message?.from).toBe('no-reply@signet.test');
    expect(message?.raw).toMatch(/^Subject: Conferma il tuo indirizzo e-mail per Signet/m);
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw.replace(/=\r?\n/g, '')).toContain(
      'http://signet.test/signup/confirm?token=',
    );
    // Nothing is kept in the dev outbox when SMTP is configured.
    const outbox = await harness.db
      .selectFrom('outbox_messages')
      .where('recipient', '=', email)
      .selectAll()
      .execute();
    expect(outbox).toEqual([]);
    // The file's apps share one jobs table: this app's runner, with its working transport, must
    // not take the next test's mail.
    await app.signet.jobs.stop();
  });

  it('keeps a mail queued and retries when the SMTP server refuses it', async () => {
    const tanKey = randomBytes(32);
    const app = await harness.app({
      env: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SIGNING_TAN_KEY: tanKey.toString('base64'),
      },
    });
    // Queued mail is sealed (ADR 0108): only the server's key tells whose it is.
    const seal = new PayloadSeal(deriveKey(tanKey, 'mail queue'));
    const email = uniqueEmail('bounce');
    await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'en-gb' },
    });
    await app.signet.jobs.drain();
    const jobs = await harness.db
      .selectFrom('jobs')
      .where('kind', '=', 'mail.deliver')
      .select(['attempts', 'last_error', 'payload'])
      .execute();
    // Mails of this file's other apps are sealed under their own keys: not this one's.
    const recipientOf = (payload: unknown) => {
      try {
        return (seal.open(payload) as { to: string }).to;
      } catch {
        return undefined;
      }
    };
    const queued = jobs.find((job) => recipientOf(job.payload) === email);
    expect(queued?.attempts).toBeGreaterThanOrEqual(1);
    expect(queued?.last_error).toBeTruthy();
  });
});
