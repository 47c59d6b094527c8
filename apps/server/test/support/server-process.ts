import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { minimalPdf } from './minimal-pdf.ts';
import { STRONG_PASSWORD } from './test-app.ts';

/** Real Signet server processes (`node --import tsx main.ts`) and calls to them over HTTP. */

const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

export async function startServer(
  name: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      SIGNET_MODE: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      JOBS_POLL_SECONDS: '0.5',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'signet-no-web-dist'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { name, child, base, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Server ${name} did not start:\n${output}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** A client address of its own per call unless given: rate limits then count only what a test means. */
const anyClient = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; client?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.client ?? anyClient(),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? ((await response.json()) as T)
    : (Buffer.from(await response.arrayBuffer()) as T);
  return { status: response.status, body, headers: response.headers };
}

export interface OutboxMessage {
  channel: 'mail' | 'sms';
  subject: string | null;
  text: string;
  links: string[];
  attachments?: { filename: string; sha256: string }[];
}

/** Mail and SMS of the development outbox (kept in the database, so every node shows them). */
export async function outbox(base: string, to: string): Promise<OutboxMessage[]> {
  const { body } = await call<{ messages: OutboxMessage[] }>(
    base,
    'GET',
    `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  );
  return body.messages;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export interface Account {
  email: string;
  token: string;
  mobile: string;
}

/** Sign-up over HTTP alone (confirmation link from the dev outbox), with a mobile number. */
export async function account(base: string, name: string): Promise<Account> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`;
  const mobile = `+4179${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await call(base, 'POST', '/v1/request-confirmation', {
    body: { email, flow: 'signup', lang: 'en-gb' },
  });
  const link = await waitFor('the confirmation mail', async () =>
    (await outbox(base, email)).flatMap((m) => m.links).find((l) => l.includes('token=')),
  );
  const token = new URL(link).searchParams.get('token');
  const registered = await call(base, 'POST', '/v1/register', {
    body: {
      firstName: 'Node',
      lastName: name,
      password: STRONG_PASSWORD,
      token,
      gtc: true,
      lang: 'en-gb',
      mobile,
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return { email, mobile, token: await login(base, email) };
}

export async function login(base: string, email: string): Promise<string> {
  const answer = await call<{ token: string }>(base, 'POST', '/v1/login', {
    body: { email, password: STRONG_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** A request with `documents` PDFs (2, 3 … pages), every signer on it, initiated. */
export async function openRequest(
  base: string,
  owner: Account,
  signers: Account[],
  title: string,
  documents = 1,
): Promise<string> {
  const created = await call<{ id: string }>(base, 'POST', '/v3/signature-requests', {
    token: owner.token,
    body: {
      title,
      documents: Array.from({ length: documents }, (_, index) => ({
        title: `${title}-${index + 1}.pdf`,
        content: Buffer.from(minimalPdf(2 + index)).toString('base64'),
      })),
      signatures: signers.map((signer) => ({ account_email: signer.email })),
    },
  });
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const initiated = await call(base, 'POST', `/v3/signature-requests/${created.body.id}/initiate`, {
    token: owner.token,
  });
  if (initiated.status !== 200) throw new Error(`initiate: ${JSON.stringify(initiated.body)}`);
  return created.body.id;
}

const signingBody = (requestIds: string[], tan?: string) => ({
  signatureRequests: requestIds.map((signatureRequestId) => ({ signatureRequestId })),
  ...(tan ? { tan } : {}),
});

/** Starts a signing; the TAN the server sent by SMS, read from the dev outbox. */
export async function tanFor(base: string, signer: Account, requestIds: string[]) {
  const started = await call<{ status: string }>(base, 'POST', '/v3/sign', {
    token: signer.token,
    body: signingBody(requestIds),
  });
  if (started.body.status !== 'TAN_SENT') throw new Error(`start: ${JSON.stringify(started)}`);
  const sms = (await outbox(base, signer.mobile)).find((m) => m.channel === 'sms');
  const tan = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!tan) throw new Error(`No TAN for ${signer.mobile}`);
  return tan;
}

export function sign(base: string, signer: Account, requestIds: string[], tan: string) {
  return call<{ status: string; code?: string }>(base, 'POST', '/v3/sign', {
    token: signer.token,
    body: signingBody(requestIds, tan),
  });
}
