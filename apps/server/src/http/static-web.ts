import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FallbackHandler } from './not-found.ts';

/** Vite puts content-hashed files under /assets/: they never change, so caches keep them a year. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app (apps/web/dist) when it exists and returns the history fallback: any
 * other GET that accepts HTML gets index.html, so client-side routes survive a reload.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
): Promise<FallbackHandler | undefined> {
  if (!existsSync(path.join(distDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // `/` is the app itself; directories never list.
    index: 'index.html',
    list: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  };
}
