import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64 } from './support/requests.ts';
import { TestClock, uniqueEmail, uniqueIp, useHarness } from './support/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Skribble's send-to: unclaimed after a day, and everything after 90 days, is deleted. */
describe.each(databases)('send-to retention on $name', (engine) => {
  const harness = useHarness(engine);

  it('deletes an unclaimed send-to after 24 hours and a claimed one after 90 days', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const handOver = async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/v3/sendto',
        payload: { title: 'From the scanner', content: base64(minimalPdf()) },
        remoteAddress: uniqueIp(),
      });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: string }>();
    };
    const requestOf = (sendtoId: string) =>
      harness.db
        .selectFrom('sendto')
        .innerJoin('documents', 'documents.request_id', 'sendto.request_id')
        .select(['sendto.request_id', 'documents.id as document_id'])
        .where('sendto.id', '=', sendtoId)
        .executeTakeFirst();
    const { token } = await signUp(app, uniqueEmail('claimer'));
    const unclaimed = await handOver();
    const claimed = await handOver();
    const claim = await json(app, 'POST', `/v3/sendto/${claimed.id}/claim`, { token });
    expect(claim.status).toBe(200);
    const kept = (await requestOf(claimed.id))!;

    clock.advance(23 * HOUR);
    await app.signet.jobs.drain();
    expect(await requestOf(unclaimed.id)).toBeDefined();

    clock.advance(2 * HOUR);
    await app.signet.jobs.drain();
    expect(await requestOf(unclaimed.id)).toBeUndefined();
    expect(await requestOf(claimed.id)).toEqual(kept);

    clock.advance(88 * DAY);
    await app.signet.jobs.drain();
    expect(await requestOf(claimed.id)).toEqual(kept);

    clock.advance(2 * DAY);
    await app.signet.jobs.drain();
    expect(await requestOf(claimed.id)).toBeUndefined();
    const request = await harness.db
      .selectFrom('signature_requests')
      .select('id')
      .where('id', '=', kept.request_id)
      .executeTakeFirst();
    expect(request).toBeUndefined();
    const documents = await harness.db
      .selectFrom('documents')
      .select('id')
      .where('request_id', '=', kept.request_id)
      .execute();
    expect(documents).toEqual([]);
  });
});
