import type { SignatureRequest } from '@signet/contract';
import type { RenderedPage, Renderer } from '@signet/pdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { minimalPdf, multipartBody } from './support/minimal-pdf.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/**
 * The real renderer, except that high-priority renders (new uploads' first pages; nothing here
 * asks for a page) wait until the test lets them go, counting how many run at once.
 */
function watchedRenderer() {
  const watch = { started: 0, running: 0, most: 0, held: [] as (() => void)[] };
  const wrap = (real: Renderer): Renderer => ({
    ...real,
    render(pdf, page, options) {
      if (options?.priority !== 'high') return real.render(pdf, page, options);
      watch.started++;
      watch.running++;
      watch.most = Math.max(watch.most, watch.running);
      return new Promise<void>((resolve) => watch.held.push(resolve))
        .then(() => real.render(pdf, page, options))
        .finally(() => watch.running--) as Promise<RenderedPage>;
    },
  });
  return { watch, wrap };
}

/** Lets pending callbacks and the database calls they start run (for checks that nothing more starts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe.each(databases)('first pages drawn ahead of many uploads on $name', (engine) => {
  const harness = useHarness(engine);
  const { watch, wrap } = watchedRenderer();
  let app: SignetApp;
  let token: string;

  beforeAll(async () => {
    app = await harness.app({
      env: { PRERENDER_PAGES: '1', PRERENDER_CONCURRENCY: '1', PRERENDER_QUEUE: '2' },
      renderer: wrap,
    });
    token = (await signUp(app, uniqueEmail('uploader'))).token;
  });
  // Whatever a failed check left held is let go, so that the app can close.
  afterAll(() => {
    for (const release of watch.held.splice(0)) release();
  });

  it('draws at most PRERENDER_CONCURRENCY at once, PRERENDER_QUEUE more later, the rest by their jobs', async () => {
    const uploads = Array.from({ length: 6 }, (_, index) => {
      const form = multipartBody([
        {
          name: 'file',
          filename: `upload-${index}.pdf`,
          type: 'application/pdf',
          bytes: minimalPdf(1, [300 + index, 400 + Math.floor(Math.random() * 1000)]),
        },
      ]);
      return app.inject({
        method: 'POST',
        url: '/v3/signature-requests',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      });
    });
    const answers = await Promise.all(uploads);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);

    // Six uploads answered while the first one's page is held: one drawn, two waiting, three left.
    for (let turn = 1; turn <= 3; turn++) {
      await vi.waitFor(() => expect(watch.started).toBe(turn), { timeout: 10_000 });
      await settle();
      expect(watch.running).toBe(1);
      watch.held.shift()!();
    }
    await settle();
    expect(watch.started).toBe(3);
    expect(watch.most).toBe(1);

    // Every document's first page is there all the same: the three left over by their jobs.
    await app.signet.jobs.drain();
    const hashes = answers.map(
      (answer) => (answer.json() as SignatureRequest).documents[0]!.version_id,
    );
    await vi.waitFor(
      async () => {
        const rows = await harness.db
          .selectFrom('page_images')
          .select(['pdf_hash', 'page', 'scale'])
          .where('pdf_hash', 'in', hashes)
          .where('image_hash', 'is not', null)
          .execute();
        expect(rows).toHaveLength(6);
        expect(new Set(rows.map((row) => `${row.page}:${row.scale}`))).toEqual(new Set(['0:100']));
      },
      { timeout: 10_000 },
    );
  });
});
