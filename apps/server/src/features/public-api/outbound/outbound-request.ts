import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-rules.ts';

/** Why a URL of a caller was not fetched or called; the message says it to the caller. */
export class OutboundRefused extends Error {
  constructor(
    message: string,
    /** `timeout`, `too_large`, `address`, `scheme`, `redirects`, `network`, `status`. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundLimits {
  /** Host names the operator allows even over http and on private addresses (lower case). */
  allowHosts: readonly string[];
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The largest response body read. */
  maxBytes: number;
  /** Redirects followed (0: a redirect is the answer). */
  maxRedirects: number;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * The address to connect to for a caller's URL, checked: https (or an allow-listed host), and
 * every address the name resolves to public (or the host allow-listed). The connection is then
 * made to this very address, so that a second lookup cannot swap in another (DNS rebinding).
 */
export async function checkedAddress(url: URL, allowHosts: readonly string[]): Promise<string> {
  const host = hostOf(url);
  const allowed = allowHosts.includes(host);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
    throw new OutboundRefused(`Only https URLs are fetched (${url.protocol} given)`, 'scheme');
  }
  if (url.username || url.password) {
    throw new OutboundRefused('URLs with credentials are not fetched', 'scheme');
  }
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new OutboundRefused(`The host ${host} could not be resolved`, 'network');
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new OutboundRefused(`The host ${host} has no address`, 'network');
  const barred = addresses.find((address) => !isPublicAddress(address));
  if (barred !== undefined && !allowed) {
    throw new OutboundRefused(
      `The host ${host} resolves to ${barred}, which is not a public address`,
      'address',
    );
  }
  return first;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One request to a caller's URL within the limits: checked address pinned for the connection,
 * redirects followed only after the same check of their target, the body read up to `maxBytes`,
 * and the whole exchange aborted at `timeoutMs`.
 */
export async function outboundRequest(
  target: string,
  limits: OutboundLimits,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: Buffer } = {
    method: 'GET',
  },
): Promise<OutboundAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = new URL(target);
    for (let redirects = 0; ; redirects++) {
      // A name that takes long to resolve counts against the time limit too.
      const answer = await Promise.race([
        once(url, limits, request, controller.signal),
        aborted(controller.signal),
      ]);
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || location === undefined || limits.maxRedirects === 0) {
        return answer;
      }
      if (redirects >= limits.maxRedirects) {
        throw new OutboundRefused(`More than ${limits.maxRedirects} redirects`, 'redirects');
      }
      url = new URL(location, url);
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw new OutboundRefused(`No complete answer within ${limits.timeoutMs} ms`, 'timeout');
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function once(
  url: URL,
  limits: OutboundLimits,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: Buffer },
  signal: AbortSignal,
): Promise<OutboundAnswer> {
  const address = await checkedAddress(url, limits.allowHosts);
  signal.throwIfAborted();
  const host = hostOf(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const outgoing = client.request(
      {
        method: request.method,
        host: address,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        // The certificate is checked against the name, the connection goes to the checked address.
        ...(isIP(host) ? {} : { servername: host }),
        headers: { ...request.headers, host: url.host },
        signal,
        agent: false,
      },
      (incoming) => {
        const declared = Number(incoming.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          incoming.destroy();
          reject(tooLarge(limits.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            incoming.destroy();
            reject(tooLarge(limits.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', (error) =>
      reject(
        error instanceof OutboundRefused || signal.aborted
          ? error
          : new OutboundRefused(`Connection to ${url.host} failed: ${error.message}`, 'network'),
      ),
    );
    outgoing.end(request.body);
  });
}

/** Rejects when the signal aborts (a DNS lookup cannot be aborted; its wait can). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

const tooLarge = (maxBytes: number) =>
  new OutboundRefused(`The answer is larger than ${maxBytes} bytes`, 'too_large');
