import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { HttpSmsProvider, SmsDeliveryError } from '../src/providers/sms/http.sms.ts';

/** A gateway on localhost: answers by path (/ok, /refuse, /slow) and records what it got. */
describe('HTTP SMS gateway adapter', () => {
  const received: { path: string; auth: string | undefined; body: unknown }[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({
        path: request.url ?? '',
        auth: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      if (request.url === '/slow') return void setTimeout(() => response.end('{}'), 2000);
      if (request.url === '/refuse') {
        response.statusCode = 422;
        return void response.end('invalid recipient');
      }
      response.setHeader('content-type', 'application/json');
      response.end('{"id":"m1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (path: string, timeoutMs = 1000) =>
    new HttpSmsProvider({
      url: `${base}${path}`,
      token: 'secret-token',
      sender: 'Signet',
      timeoutMs,
    });

  it('POSTs {to, from, text} as JSON with the bearer token', async () => {
    await provider('/ok').deliver({ to: '+41790000001', text: 'Your Signet code is 123456.' });
    expect(received.at(-1)).toEqual({
      path: '/ok',
      auth: 'Bearer secret-token',
      body: { to: '+41790000001', from: 'Signet', text: 'Your Signet code is 123456.' },
    });
  });

  it('surfaces a refusal with the status and the gateway’s words', async () => {
    await expect(provider('/refuse').deliver({ to: '+41', text: 'x' })).rejects.toThrow(
      /answered 422: invalid recipient/,
    );
  });

  it('gives up after the time limit', async () => {
    const failure = provider('/slow', 200).deliver({ to: '+41', text: 'x' });
    await expect(failure).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(failure).rejects.toThrow(/no answer within 200 ms/);
  });

  it('is chosen by SMS_TRANSPORT=http, which needs a URL and a token', () => {
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() =>
      loadConfig({ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example' }),
    ).toThrow(/SMS_GATEWAY_TOKEN/);
    const config = loadConfig({
      SMS_TRANSPORT: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'a-long-token',
    });
    expect(config.sms).toMatchObject({ transport: 'http', url: 'https://sms.example/send' });
  });

  it('refuses the development level grants in production', () => {
    expect(() =>
      loadConfig({
        SIGNET_MODE: 'production',
        PUBLIC_URL: 'https://s.example',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail.example',
        SMTP_FROM: 'Signet <no-reply@s.example>',
        SMS_TRANSPORT: 'http',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        SMS_GATEWAY_TOKEN: 'a-long-gateway-token',
        SIGNING_TEST_LEVELS: 'ann@example.com=aes.eidas',
      }),
    ).toThrow(/SIGNING_TEST_LEVELS/);
    expect(() => loadConfig({ SIGNING_TEST_LEVELS: 'ann@example.com=platinum' })).toThrow(
      /SIGNING_TEST_LEVELS/,
    );
  });
});
