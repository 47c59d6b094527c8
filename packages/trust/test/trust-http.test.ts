import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrustHttpHandler, type TrustService, toNodeListener } from '../src/index.ts';
import { opensslOk, openTrustServiceAt, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
let server: Server;
let base: string;
let service: TrustService;
let rootPem: string;
let issuingPem: string;

beforeAll(async () => {
  dir = testDir();
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = await openTrustServiceAt(dir, base);
  server.on('request', toNodeListener(createTrustHttpHandler(service)));
  rootPem = dir.pem('root.pem', service.certificate('root'));
  issuingPem = dir.pem('issuing.pem', service.certificate('issuing'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  dir.remove();
});

const post = (path: string, contentType: string, body: Uint8Array) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('trust service over HTTP', () => {
  it('time-stamps an `openssl ts -query` posted to /tsa', async () => {
    const data = dir.file('doc.txt', 'posted over HTTP\n');
    const query = dir.file('q.tsq');
    await opensslOk(['ts', '-query', '-data', data, '-sha256', '-cert', '-out', query]);
    const response = await post(
      '/tsa',
      'application/timestamp-query',
      new Uint8Array(readFileSync(query)),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/timestamp-reply');
    const reply = dir.file('q.tsr', await bytes(response));
    expect(
      await opensslOk(['ts', '-verify', '-in', reply, '-queryfile', query, '-CAfile', rootPem]),
    ).toContain('Verification: OK');
  });

  it('answers openssl ocsp as a real client over POST, good then revoked', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'H', email: 'h@example.com' },
      level: 'ses',
    });
    const signer = dir.pem('h.pem', credential.certificate);
    const ask = () =>
      opensslOk([
        'ocsp',
        '-url',
        `${base}/ocsp`,
        '-issuer',
        issuingPem,
        '-cert',
        signer,
        '-CAfile',
        rootPem,
      ]);
    const good = await ask();
    expect(good).toContain('Response verify OK');
    expect(good).toContain(`${signer}: good`);
    await service.revoke(credential.serial, 'affiliationChanged');
    expect(await ask()).toContain(`${signer}: revoked`);
  });

  it('answers OCSP over GET with the base64 request in the path (RFC 6960 A.1)', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'G', email: 'g@example.com' },
      level: 'ses',
    });
    const request = dir.file('get.ocsp-req');
    await opensslOk([
      'ocsp',
      '-issuer',
      issuingPem,
      '-cert',
      dir.pem('g.pem', credential.certificate),
      '-no_nonce',
      '-reqout',
      request,
    ]);
    const encoded = encodeURIComponent(readFileSync(request).toString('base64'));
    const response = await fetch(`${base}/ocsp/${encoded}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ocsp-response');
    const file = dir.file('get.ocsp-resp', await bytes(response));
    expect(
      await opensslOk(['ocsp', '-respin', file, '-reqin', request, '-CAfile', rootPem]),
    ).toContain('Response verify OK');
  });

  it('serves CRLs and CA certificates at the URLs the certificates name', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'U', email: 'u@example.com' },
      level: 'ses',
    });
    const text = await opensslOk([
      'x509',
      '-in',
      dir.pem('u.pem', credential.certificate),
      '-noout',
      '-ext',
      'crlDistributionPoints,authorityInfoAccess',
    ]);
    const crlUrl = /URI:(\S+\.crl)/.exec(text)![1]!;
    const caUrl = /CA Issuers - URI:(\S+)/.exec(text)![1]!;
    const crl = await fetch(crlUrl);
    expect(crl.status).toBe(200);
    expect(crl.headers.get('content-type')).toBe('application/pkix-crl');
    const crlFile = dir.file('served.crl', await bytes(crl));
    expect(
      await opensslOk([
        'crl',
        '-inform',
        'DER',
        '-in',
        crlFile,
        '-noout',
        '-CAfile',
        issuingPem,
        '-verify',
      ]),
    ).toContain('verify OK');
    const ca = await fetch(caUrl);
    expect(ca.headers.get('content-type')).toBe('application/pkix-cert');
    expect(await bytes(ca)).toEqual(service.certificate('issuing'));
    expect(await bytes(await fetch(`${base}/ca/root.crt`))).toEqual(service.certificate('root'));
  });

  it('answers 404 to unknown paths, 415 to a wrong content type, 400 to bad DER, 405 to a wrong method', async () => {
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/crl/unknown.crl`)).status).toBe(404);
    expect((await fetch(`${base}/ca/..%2Fmaster.crt`)).status).toBe(404);
    expect((await post('/tsa', 'application/json', new Uint8Array([1]))).status).toBe(415);
    expect((await post('/ocsp', 'text/plain', new Uint8Array([1]))).status).toBe(415);
    const badTsa = await post(
      '/tsa',
      'application/timestamp-query',
      new TextEncoder().encode('junk'),
    );
    expect(badTsa.status).toBe(400);
    const reply = dir.file('bad.tsr', await bytes(badTsa));
    expect(await opensslOk(['ts', '-reply', '-in', reply, '-text'])).toContain('Status: Rejected.');
    expect(
      (await post('/ocsp', 'application/ocsp-request', new TextEncoder().encode('junk'))).status,
    ).toBe(400);
    expect((await fetch(`${base}/ocsp/!!!`)).status).toBe(400);
    expect((await fetch(`${base}/tsa`)).status).toBe(405);
    const tooLarge = await post('/tsa', 'application/timestamp-query', new Uint8Array(70 * 1024));
    expect(tooLarge.status).toBe(413);
  });

  it('serves under the path of its base URL when given one', async () => {
    const mounted = createServer(
      toNodeListener(createTrustHttpHandler(service), { basePath: '/trust/' }),
    );
    await new Promise<void>((resolve) => mounted.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(mounted.address() as AddressInfo).port}`;
      const root = await fetch(`${url}/trust/ca/root.crt`);
      expect(root.status).toBe(200);
      expect(await bytes(root)).toEqual(service.certificate('root'));
      expect((await fetch(`${url}/ca/root.crt`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => mounted.close(resolve));
    }
  });
});
