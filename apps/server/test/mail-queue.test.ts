import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PayloadSeal } from '../src/crypto/sealed-payload.ts';
import { JobRunner } from '../src/jobs/job-runner.ts';
import { MailService } from '../src/providers/mail/mail.service.ts';
import { OutboxMailProvider } from '../src/providers/mail/outbox.mail.ts';
import { databases } from './support/databases.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;

describe.each(databases)('queued mail on $name', (engine) => {
  const harness = useHarness(engine);

  it('keeps a queued mail sealed in the jobs table, its link and address unreadable there', async () => {
    const runner = new JobRunner(harness.db, () => new Date(), silent, 60_000);
    const seal = new PayloadSeal(randomBytes(32));
    const mail = new MailService(
      runner,
      new OutboxMailProvider(harness.db, () => new Date()),
      undefined,
      seal,
    );
    const to = uniqueEmail('reset');
    const token = randomBytes(24).toString('base64url');
    await mail.send({
      kind: 'passwordReset',
      to,
      language: 'en-gb',
      link: `https://signet.test/password-reset?token=${token}`,
    });
    const queued = await harness.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'mail.deliver')
      .execute();
    expect(queued).toHaveLength(1);
    const stored = JSON.stringify(queued[0]!.payload);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(to);
    expect(stored).toMatch(/^\{"sealed":"[A-Za-z0-9_-]+"\}$/);
    // Another key cannot open it; the server's own can, and delivers it whole.
    expect(() => new PayloadSeal(randomBytes(32)).open(queued[0]!.payload)).toThrow();
    await runner.drain();
    const delivered = await harness.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', to)
      .execute();
    expect(delivered).toHaveLength(1);
    expect(JSON.stringify(delivered[0])).toContain(token);
  });
});
