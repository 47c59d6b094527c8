import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createS3Client } from '../../src/providers/blobs/s3-blob-store.ts';

/** s3rver's built-in account. */
const KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface ObjectStore {
  /** `http://127.0.0.1:<port>` of the store itself. */
  endpoint: string;
  bucket: string;
  /** The settings that put Signet on this store (through `endpoint`, or another one). */
  env(endpoint?: string): Record<string, string>;
  /** A client onto the bucket, as the server builds one. */
  client(endpoint?: string): ReturnType<typeof createS3Client>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, file-backed in a temporary folder) on loopback, in a child
 * process (see s3rver-process.mjs).
 */
export async function startObjectStore(bucket = 'signet-blobs'): Promise<ObjectStore> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'signet-s3rver-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 's3rver-process.mjs'),
      directory,
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    exited.then(([code]) => {
      throw new Error(`s3rver exited at start (${String(code)})`);
    }),
  ]);
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const clients: ReturnType<typeof createS3Client>[] = [];
  return {
    endpoint,
    bucket,
    env: (through = endpoint) => ({
      BLOB_STORE: 's3',
      S3_ENDPOINT: through,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEY.secretAccessKey,
    }),
    client: (through = endpoint) => {
      const client = createS3Client({
        store: 's3',
        endpoint: through,
        bucket,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: KEY,
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.destroy();
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An HTTP hop in front of the store that, when told to, damages what is written through it:
 * `flip` changes the last byte of every PUT body (as a bad link would), `fail` answers 500 to every
 * PUT, `lose-race` stores a PUT but answers 412 as if another writer had stored it first; reads
 * pass unchanged. `requests` lists every request's method and path.
 */
export async function startDamagingHop(target: string) {
  const state = {
    mode: 'pass' as 'pass' | 'flip' | 'fail' | 'lose-race',
    damaged: 0,
    requests: [] as string[],
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      state.requests.push(`${request.method} ${request.url}`);
      const isWrite = request.method === 'PUT' && body.length > 0;
      if (isWrite && state.mode === 'fail') {
        state.damaged += 1;
        response.writeHead(500, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>down</Message></Error>',
        );
        return;
      }
      if (isWrite && state.mode === 'flip') {
        state.damaged += 1;
        body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 0xff;
      }
      const url = new URL(request.url ?? '/', target);
      // Another writer got there first: the bytes are stored, this writer is told 412.
      const loses = isWrite && state.mode === 'lose-race' && !request.url?.includes('uploadId');
      const forward = http.request(
        url,
        { method: request.method, headers: request.headers },
        (answer) => {
          if (loses && answer.statusCode === 200) {
            answer.resume();
            response.writeHead(412, { 'content-type': 'application/xml' });
            response.end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
            );
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on('error', () => response.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
