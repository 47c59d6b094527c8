import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a path answers: given what arrived (and how often that path was called before). */
export type Route = (response: ServerResponse, call: number, received: Received) => void;

/**
 * A real HTTP server on a loopback address for tests of outbound calls (file_url, callbacks). It
 * records every request; a route that never answers is left hanging until `close()`.
 */
export class LoopbackServer {
  readonly received: Received[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly calls = new Map<string, number>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.received.push(received);
      const path = received.url.split('?')[0] ?? '';
      const call = this.calls.get(path) ?? 0;
      this.calls.set(path, call + 1);
      const route = this.routes.get(path);
      if (route) route(response, call, received);
      else response.writeHead(404).end();
    });
  });

  private constructor(readonly host: string) {}

  static async start(host: string): Promise<LoopbackServer> {
    const started = new LoopbackServer(host);
    await new Promise<void>((resolve) => started.server.listen(0, host, resolve));
    return started;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** `http://<host>:<port><path>` (IPv6 hosts in brackets). */
  url(path: string, scheme = 'http'): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return `${scheme}://${host}:${this.port}${path}`;
  }

  route(path: string, route: Route): void {
    this.routes.set(path, route);
  }

  /** Requests that reached `path`. */
  at(path: string): Received[] {
    return this.received.filter((r) => r.url.split('?')[0] === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
