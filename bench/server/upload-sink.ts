/**
 * The baselines of the upload-memory benchmark: a bare HTTP server that takes each request body
 * and either streams it to a file (`disk`, the least any server that keeps uploads must do) or
 * collects it in memory first (`memory`, as a multipart reader that buffers each file does).
 *
 *   node --import tsx bench/server/upload-sink.ts <disk|memory> <port>
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const [mode, port] = process.argv.slice(2);
const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-upload-sink-'));
let count = 0;

const server = http.createServer(async (request, response) => {
  if (request.method !== 'POST') return response.writeHead(200).end('ok');
  const file = path.join(dir, `${count++}.body`);
  if (mode === 'memory') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    await writeFile(file, Buffer.concat(chunks));
  } else {
    await pipeline(request, createWriteStream(file));
  }
  rmSync(file, { force: true });
  response.writeHead(201).end('stored');
});
process.once('SIGTERM', () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
server.listen(Number(port), '127.0.0.1');
