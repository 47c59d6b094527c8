import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64 } from './support/requests.ts';
import { TestClock, uniqueIp, useHarness } from './support/test-app.ts';

/** Public send-to needs no login: what one address, and everyone together, may store is bounded. */
describe.each(databases)('send-to quotas on $name', (engine) => {
  const harness = useHarness(engine);
  const pdf = minimalPdf();

  function handOver(app: Awaited<ReturnType<typeof harness.app>>, ip: string) {
    return app.inject({
      method: 'POST',
      url: '/v3/sendto',
      payload: { title: 'From the scanner', content: base64(pdf) },
      remoteAddress: ip,
    });
  }

  it('counts documents per address and day, and frees the day as it passes', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock, env: { SENDTO_MAX_PER_ADDRESS_PER_DAY: '2' } });
    const ip = uniqueIp();
    expect((await handOver(app, ip)).statusCode).toBe(201);
    clock.advance(3_600_000);
    expect((await handOver(app, ip)).statusCode).toBe(201);
    const refused = await handOver(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SENDTO_QUOTA_EXCEEDED' });
    // The first of the day leaves the window 23 hours from now.
    expect(Number(refused.headers['retry-after'])).toBe(23 * 3600);
    expect((await handOver(app, uniqueIp())).statusCode).toBe(201);
    clock.advance(23 * 3_600_000 + 1000);
    expect((await handOver(app, ip)).statusCode).toBe(201);
  });

  it('counts bytes per address and day', async () => {
    const app = await harness.app({
      env: { SENDTO_MAX_BYTES_PER_ADDRESS_PER_DAY: String(Math.max(1024, pdf.byteLength * 2)) },
    });
    const ip = uniqueIp();
    const allowed = Math.floor(Math.max(1024, pdf.byteLength * 2) / pdf.byteLength);
    for (let n = 0; n < allowed; n++) expect((await handOver(app, ip)).statusCode).toBe(201);
    const refused = await handOver(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/bytes today/);
  });

  it('refuses new send-tos once the unclaimed ones fill their space, from any address', async () => {
    const unclaimed = await harness.db
      .selectFrom('sendto')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
      .where('claimed_by', 'is', null)
      .executeTakeFirstOrThrow();
    const room = Number(unclaimed.bytes) + pdf.byteLength * 2;
    const capped = await harness.app({ env: { SENDTO_MAX_UNCLAIMED_BYTES: String(room) } });
    expect((await handOver(capped, uniqueIp())).statusCode).toBe(201);
    expect((await handOver(capped, uniqueIp())).statusCode).toBe(201);
    const full = await handOver(capped, uniqueIp());
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ code: 'SENDTO_STORAGE_FULL' });
  });

  it('lets only as many through as the quota allows when they arrive at once', async () => {
    const app = await harness.app({ env: { SENDTO_MAX_PER_ADDRESS_PER_DAY: '3' } });
    const ip = uniqueIp();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => handOver(app, ip)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
