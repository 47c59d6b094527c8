import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TrustHttpHandler } from './trust-http-handler.ts';

/** Requests to the trust endpoints are small DER blobs; anything larger is refused. */
export const MAX_BODY_BYTES = 64 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Uint8Array,
  isHead: boolean,
) {
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(isHead ? undefined : body);
}

const NOT_FOUND = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: new TextEncoder().encode('not found\n'),
};

/**
 * Serves the trust handler from node:http, e.g. `http.createServer(toNodeListener(handler))`.
 * `basePath` is the path part of the service's baseUrl (e.g. `/trust`), stripped before routing.
 */
export function toNodeListener(
  handler: TrustHttpHandler,
  options: { basePath?: string } = {},
): RequestListener {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  return (req, res) => {
    const isHead = req.method === 'HEAD';
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const isMounted = pathname.startsWith(`${basePath}/`);
    readBody(req)
      .then((body) =>
        isMounted
          ? handler({
              method: req.method ?? 'GET',
              path: pathname.slice(basePath.length),
              headers: req.headers,
              body,
            })
          : NOT_FOUND,
      )
      .then((response) => send(res, response.status, response.headers, response.body, isHead))
      .catch((error: unknown) => {
        const tooLarge = error instanceof BodyTooLarge;
        const message = new TextEncoder().encode(
          tooLarge ? 'request body too large\n' : 'internal error\n',
        );
        if (!res.headersSent)
          send(
            res,
            tooLarge ? 413 : 500,
            { 'content-type': 'text/plain; charset=utf-8' },
            message,
            isHead,
          );
        else res.destroy();
      });
  };
}
