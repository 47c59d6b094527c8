import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { PreflightOptions, PreflightResult } from '../preflight/preflight.ts';
import { RenderError } from './render-error.ts';
import type {
  DocumentInfo,
  RenderedPage,
  RenderOptions,
  RenderPriority,
  RenderRequestOptions,
  WorkerRequest,
} from './render-types.ts';
import { RenderWorker } from './render-worker-handle.ts';

export interface RendererOptions {
  /** Worker threads (default: one less than the CPUs, at least 1, at most 4). */
  threads?: number;
  /**
   * Threads on top of `threads` that only high-priority renders use (default 0): a render someone
   * waits for then never queues behind normal ones, whatever they keep busy.
   */
  priorityThreads?: number;
  /** A job running longer than this is abandoned and its worker replaced (default 60 s). */
  timeoutMs?: number;
}

export interface Renderer {
  render(
    pdf: Uint8Array,
    pageNumber: number,
    options?: RenderRequestOptions,
  ): Promise<RenderedPage>;
  info(pdf: Uint8Array): Promise<DocumentInfo>;
  /**
   * Preflight (see preflight()) on a worker thread, ahead of normal renders: it decodes every
   * stream of an untrusted file, which must not block the caller's event loop, and a file built
   * to exhaust memory or time takes down the worker, never the caller. Refusals reject with
   * PreflightError; a worker that died or overran its time rejects with RenderError.
   */
  preflight(pdf: Uint8Array, options?: PreflightOptions): Promise<PreflightResult>;
  /**
   * Starts every thread now, so that no render waits for a thread to start (about a second);
   * each draws a primer page first, so that its first real page runs warm code. Settles when
   * they are up (or failed to start).
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

type RequestBody = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id' | 'bytes'>
    : never
  : never;

type Job = RequestBody & {
  bytes: Uint8Array;
  priority: RenderPriority;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

function checkedOptions(options: RenderRequestOptions = {}): Required<RenderOptions> {
  const scale = options.scale ?? 100;
  const format = options.format ?? 'jpeg';
  const quality = options.quality ?? 85;
  if (!Number.isFinite(scale) || scale < 10 || scale > 800) {
    throw new RenderError('INVALID_OPTION', 'scale must be a percentage between 10 and 800');
  }
  if (format !== 'jpeg' && format !== 'webp' && format !== 'png') {
    throw new RenderError('INVALID_OPTION', 'format must be jpeg, webp or png');
  }
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RenderError('INVALID_OPTION', 'quality must be an integer between 1 and 100');
  }
  return { scale, format, quality };
}

function checkedPriority(options: RenderRequestOptions = {}): RenderPriority {
  const priority = options.priority ?? 'normal';
  if (priority !== 'high' && priority !== 'normal') {
    throw new RenderError('INVALID_OPTION', 'priority must be high or normal');
  }
  return priority;
}

function documentKey(pdf: Uint8Array): string {
  if (!(pdf instanceof Uint8Array) || pdf.length === 0) {
    throw new RenderError('INVALID_OPTION', 'pdf must be a non-empty byte array');
  }
  return createHash('sha256').update(pdf).digest('base64url');
}

/**
 * A pool of render workers (issue §2: pdf.js runs on the calling thread, so rendering must stay
 * off the server's event loop). Jobs go to an idle worker that already holds the parsed
 * document when there is one, so paging through a file parses it once per worker.
 * High-priority jobs go ahead of normal ones; normal jobs run on at most `threads` workers at
 * once, so the `priorityThreads` beyond them are free whenever a high-priority job comes.
 */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new RenderError('INVALID_OPTION', 'threads must be an integer between 1 and 64');
  }
  const priorityThreads = options.priorityThreads ?? 0;
  if (!Number.isInteger(priorityThreads) || priorityThreads < 0 || priorityThreads > 64) {
    throw new RenderError('INVALID_OPTION', 'priorityThreads must be an integer between 0 and 64');
  }
  const maxWorkers = threads + priorityThreads;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const workers: RenderWorker[] = [];
  /** High-priority jobs first, each class in the order it came. */
  const queue: Job[] = [];
  let closed = false;

  function dispatch() {
    for (;;) {
      const normalRunning = workers.filter((w) => w.runningPriority === 'normal').length;
      const mayStart = (job: Job) => job.priority === 'high' || normalRunning < threads;
      const first = queue.findIndex(mayStart);
      if (first < 0) return;
      const idle = workers.filter((w) => w.isIdle);
      if (idle.length === 0) {
        const starting = workers.filter((w) => w.isStarting).length;
        if (workers.length >= maxWorkers || starting >= queue.filter(mayStart).length) return;
        spawn();
        continue;
      }
      // Among the jobs of the first one's priority, the earliest whose document an idle worker
      // has parsed already; else the first job, on any idle worker.
      let choice = { worker: idle[0]!, index: first };
      for (let index = first; index < queue.length; index++) {
        const job = queue[index]!;
        if (job.priority !== queue[first]!.priority || !mayStart(job)) continue;
        const holder = idle.find((worker) => worker.holds(job.key));
        if (holder) {
          choice = { worker: holder, index };
          break;
        }
      }
      const [job] = queue.splice(choice.index, 1);
      choice.worker.run(job!);
    }
  }

  function spawn(prime = false) {
    workers.push(new RenderWorker(timeoutMs, dispatch, startFailed, prime));
  }

  function startFailed(worker: RenderWorker, error: RenderError) {
    workers.splice(workers.indexOf(worker), 1);
    if (workers.length === 0) for (const job of queue.splice(0)) job.reject(error);
  }

  function submit<T>(
    job: RequestBody & { bytes: Uint8Array; priority: RenderPriority },
  ): Promise<T> {
    if (closed) return Promise.reject(new RenderError('RENDERER_CLOSED', 'The renderer is closed'));
    return new Promise<T>((resolve, reject) => {
      const entry = { ...job, resolve: resolve as (value: unknown) => void, reject } as Job;
      const firstNormal = queue.findIndex((queued) => queued.priority === 'normal');
      if (entry.priority === 'high' && firstNormal >= 0) queue.splice(firstNormal, 0, entry);
      else queue.push(entry);
      dispatch();
    });
  }

  return {
    async render(pdf, pageNumber, renderOptions) {
      const options = checkedOptions(renderOptions);
      const priority = checkedPriority(renderOptions);
      if (!Number.isInteger(pageNumber) || pageNumber < 1) {
        throw new RenderError('PAGE_OUT_OF_RANGE', 'page must be a whole number from 1');
      }
      return submit<RenderedPage>({
        kind: 'render',
        key: documentKey(pdf),
        bytes: pdf,
        page: pageNumber,
        options,
        priority,
      });
    },
    async info(pdf) {
      return submit<DocumentInfo>({
        kind: 'info',
        key: documentKey(pdf),
        bytes: pdf,
        priority: 'normal',
      });
    },
    async preflight(pdf, preflightOptions = {}) {
      return submit<PreflightResult>({
        kind: 'preflight',
        key: `preflight:${documentKey(pdf)}`,
        bytes: pdf,
        options: preflightOptions,
        priority: 'high',
      });
    },
    async warm() {
      while (!closed && workers.length < maxWorkers) spawn(true);
      await Promise.all(workers.map((worker) => worker.started));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new RenderError('RENDERER_CLOSED', 'The renderer is closed'));
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}

export type { Job as RenderJob };
