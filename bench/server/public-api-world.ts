// What the public-API benchmark sets up over HTTP alone: a business whose members create requests
// on the web, production API accounts of the same business, and a loopback callback receiver.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { post, registerUser } from './bench-server.ts';

const PASSWORD = 'correct horse battery staple';

/** A call that must succeed; its JSON answer (or text, for the login's JWT). */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.form ? { body: options.form } : {}),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return (isJson && text ? JSON.parse(text) : text) as T;
}

async function login(base: string, email: string): Promise<string> {
  const answer = await post(base, '/v1/login', { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return (answer.body as { token: string }).token;
}

export interface ApiAccount {
  username: string;
  token: string;
  /** The key its callbacks are signed with (GET /api/v2/callbacks/secret). */
  secret: string;
}

export interface World {
  /** Session tokens of the business's members, one per concurrent web client. */
  members: string[];
  /** Production API accounts of the business, one per concurrent API client. */
  accounts: ApiAccount[];
}

/**
 * A founder's business with `clients` members and `clients` production API accounts: one of each
 * per concurrent client, so that no account meets the invitation limit of 200 an hour (ADR 0540).
 */
export async function setUpWorld(base: string, clients: number, tag: string): Promise<World> {
  const emailOf = (n: number | 'founder') => `bench-${tag}-${n}@example.com`;
  await registerUser(base, emailOf('founder'), PASSWORD);
  const founder = await login(base, emailOf('founder'));
  const business = await call<{ id: string }>(base, 'POST', '/v2/businesses', {
    token: founder,
    body: {
      name: 'Bench AG',
      email: 'office@bench.example',
      phone: '044 123 4567',
      gtc: true,
      dpa: true,
    },
  });
  const members: string[] = [];
  for (let n = 0; n < clients; n++) {
    await registerUser(base, emailOf(n), PASSWORD);
    members.push(await login(base, emailOf(n)));
  }
  await call(base, 'POST', `/v1/businesses/${business.id}/members`, {
    token: founder,
    body: { users: members.map((_, n) => emailOf(n)) },
  });
  for (const token of members) {
    await call(base, 'POST', '/v1/user/accept', { token, body: { business_invite: true } });
  }
  const accounts: ApiAccount[] = [];
  for (let n = 0; n < clients; n++) {
    const created = await call<{ username: string; apiKey: string }>(
      base,
      'POST',
      `/v1/businesses/${business.id}/apis`,
      { token: founder, body: { name: `Bench ERP ${n}`, kind: 'production' } },
    );
    const token = await call<string>(base, 'POST', '/api/v2/access/login', {
      body: { username: created.username, 'api-key': created.apiKey },
    });
    const { secret } = await call<{ secret: string }>(base, 'GET', '/api/v2/callbacks/secret', {
      token,
    });
    accounts.push({ username: created.username, token, secret });
  }
  return { members, accounts };
}

export interface Delivery {
  event: string;
  requestId: string;
  at: number;
}

/**
 * A loopback receiver at /cb/<account>/<request id>: it answers 204, checks each delivery's
 * Signet-Signature with the key of the account that made the request, and keeps when it arrived.
 */
export class Receiver {
  readonly deliveries: Delivery[] = [];
  badSignatures = 0;
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    private readonly secrets: readonly string[],
  ) {}

  static async start(secrets: readonly string[]): Promise<Receiver> {
    const server = createServer();
    const receiver = new Receiver(server, secrets);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = performance.now();
        const body = Buffer.concat(chunks).toString();
        const [, , account, requestId = ''] = request.url?.split('/') ?? [];
        receiver.check(Number(account), body, String(request.headers['signet-signature'] ?? ''));
        const { event } = JSON.parse(body) as { event: string };
        receiver.deliveries.push({ event, requestId, at });
        response.writeHead(204).end();
        for (const wake of receiver.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  /** The callback URL for requests of the n-th account. */
  url(account: number): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/cb/${account}/SKRIBBLE_SIGNATURE_REQUEST_ID`;
  }

  count(event: string): number {
    return this.deliveries.filter((d) => d.event === event).length;
  }

  /** Resolves once `n` deliveries of `event` arrived; fails after `timeoutMs`. */
  async waitFor(event: string, n: number, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.count(event) < n) {
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`only ${this.count(event)} of ${n} "${event}" callbacks came`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 1000)).unref();
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private check(account: number, body: string, header: string): void {
    const secret = this.secrets[account];
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(header) ?? [];
    const expected = secret && createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (!expected || expected !== v1) this.badSignatures += 1;
  }
}
