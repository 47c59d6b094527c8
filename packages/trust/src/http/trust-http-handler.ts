import { TrustError } from '../errors.ts';
import type { TrustService } from '../trust-service.ts';

export interface TrustHttpRequest {
  method: string;
  /** Path relative to the trust service's base URL, e.g. `/ocsp`; a query string is ignored. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
}

export interface TrustHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const text = (
  status: number,
  message: string,
  extra: Record<string, string> = {},
): TrustHttpResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...extra },
  body: new TextEncoder().encode(`${message}\n`),
});

const binary = (
  status: number,
  contentType: string,
  body: Uint8Array,
  cacheSeconds = 0,
): TrustHttpResponse => ({
  status,
  headers: {
    'content-type': contentType,
    'cache-control': cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-store',
  },
  body,
});

function contentTypeOf(headers: TrustHttpRequest['headers']): string {
  const entry = Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1];
  const value = Array.isArray(entry) ? entry[0] : entry;
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/** RFC 6960 Appendix A.1: GET carries the DER request base64- then URL-encoded in the path. */
function decodeOcspPath(segment: string): Uint8Array | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const normalised = decoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return undefined;
  return new Uint8Array(Buffer.from(normalised, 'base64'));
}

const METHODS: Record<string, string> = { '/tsa': 'POST', '/ocsp': 'POST' };

/**
 * The trust service over HTTP, independent of any framework: RFC 3161 §3.4 (time-stamps),
 * RFC 6960 Appendix A (OCSP), RFC 5280 §4.2.1.13 / §4.2.2.1 (CRLs and CA certificates by URL,
 * media types from RFC 2585).
 */
export function createTrustHttpHandler(service: TrustService) {
  async function ocsp(requestDer: Uint8Array): Promise<TrustHttpResponse> {
    const reply = await service.respondOcspDetailed(requestDer);
    return binary(reply.isMalformed ? 400 : 200, 'application/ocsp-response', reply.der);
  }

  async function route(request: TrustHttpRequest): Promise<TrustHttpResponse> {
    const path = request.path.split('?')[0]!;
    const method = request.method.toUpperCase();
    const allowed = METHODS[path];
    if (allowed && method !== allowed) return text(405, 'method not allowed', { allow: allowed });
    if (path === '/tsa') {
      if (contentTypeOf(request.headers) !== 'application/timestamp-query') {
        return text(415, 'content-type must be application/timestamp-query');
      }
      const reply = await service.respondTimestampDetailed(request.body);
      const isMalformed = reply.failure === 'badDataFormat' || reply.failure === 'badRequest';
      return binary(isMalformed ? 400 : 200, 'application/timestamp-reply', reply.der);
    }
    if (path === '/ocsp') {
      if (contentTypeOf(request.headers) !== 'application/ocsp-request') {
        return text(415, 'content-type must be application/ocsp-request');
      }
      return ocsp(request.body);
    }
    const isGet = method === 'GET' || method === 'HEAD';
    const ocspGet = /^\/ocsp\/(.+)$/.exec(path);
    if (ocspGet && isGet) {
      const der = decodeOcspPath(ocspGet[1]!);
      return der ? ocsp(der) : text(400, 'the OCSP request in the path is not base64');
    }
    const crl = /^\/crl\/([a-z]+)\.crl$/.exec(path);
    if (crl && isGet) {
      return binary(200, 'application/pkix-crl', await service.crl(crl[1]!), 300);
    }
    const ca = /^\/ca\/([a-z]+)\.crt$/.exec(path);
    if (ca && isGet)
      return binary(200, 'application/pkix-cert', service.certificate(ca[1]!), 86_400);
    return text(404, 'not found');
  }

  return async function handle(request: TrustHttpRequest): Promise<TrustHttpResponse> {
    try {
      return await route(request);
    } catch (error) {
      if (error instanceof TrustError && error.code === 'UNKNOWN_CA') return text(404, 'not found');
      throw error;
    }
  };
}

export type TrustHttpHandler = ReturnType<typeof createTrustHttpHandler>;
