import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { RenderError } from './render-error.ts';
import type { DocumentInfo, RenderedPage, RenderOptions, WorkerRequest } from './render-types.ts';
import { RenderWorker } from './render-worker-handle.ts';

export interface RendererOptions {
  /** Worker threads (default: one less than the CPUs, at least 1, at most 4). */
  threads?: number;
  /** A job running longer than this is abandoned and its worker replaced (default 60 s). */
  timeoutMs?: number;
}

export interface Renderer {
  render(pdf: Uint8Array, pageNumber: number, options?: RenderOptions): Promise<RenderedPage>;
  info(pdf: Uint8Array): Promise<DocumentInfo>;
  close(): Promise<void>;
}

type RequestBody = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id' | 'bytes'>
    : never
  : never;

type Job = RequestBody & {
  bytes: Uint8Array;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

function checkedOptions(options: RenderOptions = {}): Required<RenderOptions> {
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
 */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new RenderError('INVALID_OPTION', 'threads must be an integer between 1 and 64');
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  const workers: RenderWorker[] = [];
  const queue: Job[] = [];
  let closed = false;

  function dispatch() {
    while (queue.length > 0) {
      const idle = workers.filter((w) => w.isIdle);
      if (idle.length === 0) {
        const starting = workers.filter((w) => w.isStarting).length;
        if (workers.length >= threads || starting >= queue.length) return;
        workers.push(new RenderWorker(timeoutMs, dispatch, startFailed));
        continue;
      }
      let choice = { worker: idle[0]!, index: 0 };
      for (const worker of idle) {
        const index = queue.findIndex((job) => worker.holds(job.key));
        if (
          index >= 0 &&
          (!choice.worker.holds(queue[choice.index]!.key) || index < choice.index)
        ) {
          choice = { worker, index };
        }
      }
      const [job] = queue.splice(choice.index, 1);
      choice.worker.run(job!);
    }
  }

  function startFailed(worker: RenderWorker, error: RenderError) {
    workers.splice(workers.indexOf(worker), 1);
    if (workers.length === 0) for (const job of queue.splice(0)) job.reject(error);
  }

  function submit<T>(job: RequestBody & { bytes: Uint8Array }): Promise<T> {
    if (closed) return Promise.reject(new RenderError('RENDERER_CLOSED', 'The renderer is closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ ...job, resolve: resolve as (value: unknown) => void, reject } as Job);
      dispatch();
    });
  }

  return {
    async render(pdf, pageNumber, renderOptions) {
      const options = checkedOptions(renderOptions);
      if (!Number.isInteger(pageNumber) || pageNumber < 1) {
        throw new RenderError('PAGE_OUT_OF_RANGE', 'page must be a whole number from 1');
      }
      return submit<RenderedPage>({
        kind: 'render',
        key: documentKey(pdf),
        bytes: pdf,
        page: pageNumber,
        options,
      });
    },
    async info(pdf) {
      return submit<DocumentInfo>({ kind: 'info', key: documentKey(pdf), bytes: pdf });
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
