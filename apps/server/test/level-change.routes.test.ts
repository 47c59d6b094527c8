import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/** Issue 20: a signer who lacks the level asks the sender to change it, by mail, once a day. */
describe.each(databases)('asking the sender for another level on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app();
  });

  it('mails the owner, records the ask, and refuses a second ask the same day', async () => {
    const ownerEmail = uniqueEmail('owner');
    const owner = await signUp(app, ownerEmail);
    await json(app, 'PUT', '/v1/user', {
      token: owner.token,
      body: { attributes: { default_quality: ['qes'], default_legislation: ['zertes'] } },
    });
    const signerEmail = uniqueEmail('signer');
    const signer = await signUp(app, signerEmail);
    const request = await openRequest(app, owner.token, {
      signers: [signerEmail],
      title: 'Lease 2027',
    });
    expect(request.quality).toBe('QES');
    const url = `/v3/signature-requests/${request.id}/ask-level-change`;

    expect((await json(app, 'POST', url, { token: owner.token })).status).toBe(403);
    const asked = await json(app, 'POST', url, { token: signer.token });
    expect(asked.status).toBe(204);
    const mail = await waitForMail(
      app,
      ownerEmail,
      (m) => m.subject?.includes('Lease 2027') ?? false,
    );
    expect(mail.text).toContain(signerEmail);
    expect(mail.text).toContain('qualified electronic signature');
    expect(mail.links.some((link) => link.includes(request.id))).toBe(true);

    const again = await json(app, 'POST', url, { token: signer.token });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'LEVEL_CHANGE_ALREADY_ASKED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const events = await json<{ events: { action: string; data: Record<string, unknown> }[] }>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: owner.token },
    );
    const recorded = events.body.events.filter((event) => event.action === 'level_change_asked');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.data).toMatchObject({ quality: 'QES', legislation: 'ZERTES' });
  });
});
