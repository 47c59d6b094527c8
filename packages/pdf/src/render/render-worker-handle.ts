import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PreflightError } from '../preflight/preflight-error.ts';
import { RenderError } from './render-error.ts';
import { documentsToDrop, WORKER_HEAP_MB } from './render-limits.ts';
import type { RenderJob } from './render-pool.ts';
import type { WorkerReply, WorkerRequest } from './render-types.ts';

const WORKER_URL = new URL('./render.worker.ts', import.meta.url).href;

/**
 * The worker is TypeScript like the rest of the package. Node 20 does not apply the parent's
 * `--import tsx` hooks to a worker's entry module, so a small bootstrap registers tsx inside the
 * thread before importing it; this works the same under `node --import tsx` and under vitest.
 * pdf.js (3 MB of JavaScript) is loaded before tsx is registered: through tsx's hooks the same
 * load takes seconds instead of a fraction of one, and the worker then finds it in the cache.
 */
function bootstrap(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  const tsxApi = new URL(exports['./esm/api'].import.default, pathToFileURL(manifest)).href;
  const preload = ['pdfjs-dist/legacy/build/pdf.worker.mjs', 'pdfjs-dist/legacy/build/pdf.mjs'].map(
    (specifier) => pathToFileURL(require.resolve(specifier)).href,
  );
  const load = (url: string) => `import(${JSON.stringify(url)})`;
  return [
    `${load(preload[0]!)}.then(() => ${load(preload[1]!)})`,
    `.then(() => ${load(tsxApi)})`,
    `.then((tsx) => { tsx.register(); return ${load(WORKER_URL)}; });`,
  ].join('');
}

let nextId = 1;

/** One render thread, with the pool's mirror of the documents it has parsed. */
export class RenderWorker {
  private worker: Worker;
  private ready = false;
  private settleStart: () => void = () => {};
  /** Settles when the thread first reports ready, or fails to start. */
  readonly started = new Promise<void>((resolve) => {
    this.settleStart = resolve;
  });
  private job: RenderJob | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dead = false;
  /** Keys of the documents the worker holds, least recently used first (as the worker's own map). */
  private readonly keys: string[] = [];
  /** Their sizes in bytes. */
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly timeoutMs: number,
    private readonly onIdle: () => void,
    private readonly onStartFailure: (worker: RenderWorker, error: RenderError) => void,
    /** Draw a primer page before taking work (threads started ahead of need). */
    private readonly prime = false,
  ) {
    this.worker = this.start();
  }

  get isIdle() {
    return this.ready && !this.job && !this.dead;
  }

  get isStarting() {
    return !this.ready && !this.dead;
  }

  /** The priority of the job running now, if any. */
  get runningPriority() {
    return this.job?.priority;
  }

  holds(key: string) {
    return this.keys.includes(key);
  }

  run(job: RenderJob, withBytes = job.kind === 'preflight' || !this.holds(job.key)) {
    this.job = job;
    this.worker.ref();
    if (job.kind !== 'preflight') this.touch(job.key, job.bytes.length);
    const { resolve: _resolve, reject: _reject, bytes, ...rest } = job;
    const request = { ...rest, id: nextId++, ...(withBytes ? { bytes } : {}) } as WorkerRequest;
    this.timer = setTimeout(() => this.abandon(), this.timeoutMs);
    this.worker.postMessage(request);
  }

  async terminate() {
    this.dead = true;
    clearTimeout(this.timer);
    this.job?.reject(new RenderError('RENDERER_CLOSED', 'The renderer is closed'));
    this.job = undefined;
    await this.worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(bootstrap(), {
      eval: true,
      workerData: { prime: this.prime },
      // A hostile PDF may try to exhaust memory: it takes down its worker, never the server.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (error) =>
      this.fail(new RenderError('RENDER_FAILED', `Render worker failed: ${error.message}`)),
    );
    worker.on('exit', () => {
      if (!this.dead) this.fail(new RenderError('RENDER_FAILED', 'Render worker exited'));
    });
    // Referenced while starting or busy, unreferenced while idle: an idle pool never keeps the
    // process alive, a pending render always does.
    return worker;
  }

  private touch(key: string, size: number) {
    const at = this.keys.indexOf(key);
    if (at >= 0) this.keys.splice(at, 1);
    this.keys.push(key);
    this.sizes.set(key, size);
    const dropped = this.keys.splice(
      0,
      documentsToDrop(this.keys.map((k) => this.sizes.get(k) ?? 0)),
    );
    for (const gone of dropped) this.sizes.delete(gone);
  }

  private receive(reply: WorkerReply) {
    if (reply.kind === 'ready') {
      this.ready = true;
      this.settleStart();
      this.worker.unref();
      this.onIdle();
      return;
    }
    const job = this.job;
    if (!job) return;
    clearTimeout(this.timer);
    if (reply.kind === 'missing') {
      // The worker dropped the document (a failed parse, or its cache moved on): send the bytes.
      this.run(job, true);
      return;
    }
    this.job = undefined;
    this.worker.unref();
    if (reply.kind === 'result') job.resolve(reply.result);
    else if (reply.kind === 'refused') job.reject(new PreflightError(reply.code, reply.message));
    else {
      if (reply.code === 'PDF_DAMAGED' || reply.code === 'PDF_ENCRYPTED') this.forget(job.key);
      job.reject(new RenderError(reply.code, reply.message));
    }
    this.onIdle();
  }

  private forget(key: string) {
    const at = this.keys.indexOf(key);
    if (at >= 0) this.keys.splice(at, 1);
    this.sizes.delete(key);
  }

  /** A job that overruns its time is stopped by replacing the thread (pdf.js cannot be interrupted). */
  private abandon() {
    const job = this.job;
    this.job = undefined;
    job?.reject(
      new RenderError('RENDER_TIMEOUT', `Rendering took longer than ${this.timeoutMs} ms`),
    );
    this.restart();
  }

  private fail(error: RenderError) {
    clearTimeout(this.timer);
    if (!this.ready) {
      // A thread that cannot even start would fail again at once: give up instead of looping.
      this.dead = true;
      this.settleStart();
      this.worker.removeAllListeners();
      this.onStartFailure(this, error);
      return;
    }
    const job = this.job;
    this.job = undefined;
    job?.reject(error);
    this.restart();
  }

  private restart() {
    if (this.dead) return;
    const old = this.worker;
    old.removeAllListeners();
    void old.terminate();
    this.ready = false;
    this.keys.length = 0;
    this.sizes.clear();
    this.worker = this.start();
  }
}
