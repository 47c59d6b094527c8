import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderedPage, Renderer, RenderRequestOptions } from '@signet/pdf';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageRenderJobs } from '../src/features/documents/page-render.jobs.ts';
import { WorkGate } from '../src/features/documents/work-gate.ts';
import { JobRunner } from '../src/jobs/job-runner.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { databases } from './support/databases.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { TestClock, useHarness } from './support/test-app.ts';

const silent = Fastify({ logger: { level: 'silent' } }).log;

interface Call {
  page: number;
  options: RenderRequestOptions | undefined;
  finish(): void;
}

/** A renderer whose renders finish when the test says so, recording what was asked. */
function heldRenderer() {
  const calls: Call[] = [];
  const waiting: { count: number; resolve(): void }[] = [];
  /** Resolves once `count` renders were asked for. */
  const called = (count: number) =>
    new Promise<void>((resolve) => {
      if (calls.length >= count) resolve();
      else waiting.push({ count, resolve });
    });
  const renderer: Renderer = {
    render(_pdf, page, options) {
      return new Promise<RenderedPage>((resolve) => {
        const bytes = new TextEncoder().encode(`image of page ${page} ${Math.random()}`);
        calls.push({
          page,
          options,
          finish: () => resolve({ bytes, width: 10, height: 14, contentType: 'image/webp' }),
        });
        for (const waiter of waiting.filter((w) => calls.length >= w.count)) waiter.resolve();
      });
    },
    info: () => Promise.reject(new Error('not used')),
    preflight: () => Promise.reject(new Error('not used')),
    warm: async () => {},
    close: async () => {},
  };
  return { renderer, calls, called };
}

/** Lets pending callbacks and the database calls they start run (for checks that nothing happens). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(databases)('page images of a new upload on $name', (engine) => {
  const harness = useHarness(engine);

  function setUp(waitMs?: number) {
    const clock = new TestClock();
    const blobs = new FileBlobStore(mkdtempSync(path.join(os.tmpdir(), 'signet-pages-')));
    const runner = new JobRunner(harness.db, clock.now, silent, 60_000);
    const { renderer, calls, called } = heldRenderer();
    const pages = new PageRenderJobs(harness.db, clock.now, blobs, renderer, runner, waitMs);
    const rows = (hash: string) =>
      harness.db
        .selectFrom('page_images')
        .select(['page', 'scale', 'content_type'])
        .where('pdf_hash', '=', hash)
        .orderBy('page')
        .execute();
    // A gate with room for every first page these tests start at once.
    const gate = new WorkGate(8);
    const start = (hash: string, pdf: Uint8Array) =>
      pages.startFirstPage(hash, 100, gate, async () => pdf);
    return { blobs, runner, pages, calls, called, rows, start };
  }

  it('renders the first page from the accepted bytes at high priority, once', async () => {
    const { blobs, runner, pages, calls, called, rows, start } = setUp();
    const pdf = minimalPdf(2, [300, 400 + Math.floor(Math.random() * 1000)]);
    const hash = await blobs.put(pdf);
    start(hash, pdf);
    start(hash, pdf);
    await called(1);
    expect(calls.map((call) => [call.page, call.options?.priority])).toEqual([[1, 'high']]);

    // The upload committed while the page renders: the queued jobs wait for it.
    await pages.requestDocument(hash, 2, 100);
    const drained = runner.drain();
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await called(2);
    expect(calls.map((call) => [call.page, call.options?.priority ?? 'normal'])).toEqual([
      [1, 'high'],
      [2, 'normal'],
    ]);
    calls[1]!.finish();
    await drained;
    await runner.drain();
    expect(await rows(hash)).toEqual([
      { page: 0, scale: 100, content_type: 'image/webp' },
      { page: 1, scale: 100, content_type: 'image/webp' },
    ]);
  });

  it("starts no background page while a new upload's first page renders", async () => {
    const { blobs, runner, pages, calls, called, rows, start } = setUp();
    const first = minimalPdf(1, [300, 400 + Math.floor(Math.random() * 1000)]);
    const other = minimalPdf(2, [300, 400 + Math.floor(Math.random() * 1000)]);
    const [firstHash, otherHash] = [await blobs.put(first), await blobs.put(other)];
    await pages.requestDocument(otherHash, 2, 100);
    start(firstHash, first);
    const drained = runner.drain();
    // The other document's first page was asked for on its own (a viewer may wait): it renders.
    await called(2);
    const high = calls.find((call) => call.options?.priority === 'high')!;
    const otherFirst = calls.find((call) => call.options?.priority !== 'high')!;
    expect([high.page, otherFirst.page]).toEqual([1, 1]);
    otherFirst.finish();
    await settle();
    expect(calls).toHaveLength(2);
    high.finish();
    await called(3);
    expect(calls[2]!.page).toBe(2);
    calls[2]!.finish();
    await drained;
    await runner.drain();
    expect(await rows(otherHash)).toHaveLength(2);
  });

  it('stores a first page rendered early only once its upload committed', async () => {
    const { blobs, runner, pages, calls, called, rows, start } = setUp();
    const pdf = minimalPdf(1, [300, 400 + Math.floor(Math.random() * 1000)]);
    const hash = await blobs.put(pdf);
    start(hash, pdf);
    await called(1);
    calls[0]!.finish();
    await settle();
    await runner.drain();
    expect(await rows(hash)).toEqual([]);

    await pages.requestDocument(hash, 1, 100);
    await runner.drain();
    expect(await rows(hash)).toEqual([{ page: 0, scale: 100, content_type: 'image/webp' }]);
    expect(calls).toHaveLength(1);
    // The same bytes uploaded again: their first page is known, nothing is rendered.
    start(hash, pdf);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('renders a page someone waits for at once, at high priority, and answers once it is stored', async () => {
    const { blobs, runner, pages, calls, called, rows } = setUp();
    const pdf = minimalPdf(3, [300, 400 + Math.floor(Math.random() * 1000)]);
    const hash = await blobs.put(pdf);
    const waiting = pages.waitForPage(hash, 2, 200);
    const again = pages.waitForPage(hash, 2, 200);
    await called(1);
    expect(calls.map((call) => [call.page, call.options?.priority])).toEqual([[3, 'high']]);
    calls[0]!.finish();
    expect(await Promise.all([waiting, again])).toEqual([true, true]);
    expect(await rows(hash)).toEqual([{ page: 2, scale: 200, content_type: 'image/webp' }]);
    // Its queued job finds the page stored: nothing is rendered twice.
    await runner.drain();
    expect(calls).toHaveLength(1);
  });

  it('stops waiting after its time; the page is still rendered, once', async () => {
    const { blobs, runner, pages, calls, called, rows } = setUp(30);
    const pdf = minimalPdf(1, [300, 400 + Math.floor(Math.random() * 1000)]);
    const hash = await blobs.put(pdf);
    const waiting = pages.waitForPage(hash, 0, 100);
    await called(1);
    expect(await waiting).toBe(false);
    expect(await rows(hash)).toEqual([]);
    // The job queued for it waits for the render in progress instead of starting another.
    const drained = runner.drain();
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await drained;
    expect(await rows(hash)).toEqual([{ page: 0, scale: 100, content_type: 'image/webp' }]);
    expect(calls).toHaveLength(1);
  });

  it("draws at most the gate's first pages at once, reads a waiting one's bytes at its turn, leaves the overflow to its job", async () => {
    const { blobs, runner, pages, calls, called, rows } = setUp();
    const gate = new WorkGate(1, 1);
    const loads: string[] = [];
    const docs = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const pdf = minimalPdf(1, [300, 400 + Math.floor(Math.random() * 1000)]);
        return { name, pdf, hash: await blobs.put(pdf) };
      }),
    );
    for (const { name, hash, pdf } of docs)
      pages.startFirstPage(hash, 100, gate, async () => {
        loads.push(name);
        return pdf;
      });
    await called(1);
    await settle();
    // One renders; the second waits without its bytes; the third found the queue full.
    expect(calls.map((call) => call.options?.priority)).toEqual(['high']);
    expect(loads).toEqual(['a']);
    calls[0]!.finish();
    await called(2);
    expect(loads).toEqual(['a', 'b']);
    expect(calls[1]!.options?.priority).toBe('high');
    calls[1]!.finish();
    await settle();
    expect(loads).toEqual(['a', 'b']);
    // All three committed: the third's first page is its job's, rendered from the stored blob.
    for (const { hash } of docs) await pages.requestDocument(hash, 1, 100);
    const drained = runner.drain();
    await called(3);
    expect(calls[2]!.options?.priority ?? 'normal').toBe('normal');
    calls[2]!.finish();
    await drained;
    for (const { hash } of docs)
      expect(await rows(hash)).toEqual([{ page: 0, scale: 100, content_type: 'image/webp' }]);
    expect(calls).toHaveLength(3);
  });
});
