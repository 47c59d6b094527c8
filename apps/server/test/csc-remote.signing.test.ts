import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SignatureRequest } from '@signet/contract';
import { MAX_OTP_FAILURES } from '@signet/trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import type { Config } from '../src/config/config.ts';
import { runCscCommand } from '../src/csc-admin.cli.ts';
import { CscClientsService } from '../src/features/csc-server/index.ts';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { databases, type OpenedDatabase } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { latestTan, type Signer, signCall, signerAccount } from './support/signing.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

/** A port nobody listens on now, for the CSC server's public URL (its certificates name it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The CSC client adapter (TRUST_PROVIDER=csc) against Signet's own CSC API v2 server mode
 * (CSC_SERVER=on), each a whole Signet server with its own database: the provider listens on
 * loopback, the signing app reaches it over HTTP only, as it would a qualified provider.
 */
describe.each(databases)('signing through a CSC API v2 provider on $name', (engine) => {
  const harness = useHarness(engine);
  let providerDb: OpenedDatabase;
  let provider: SignetApp;
  let providerConfig: Config;
  let clients: CscClientsService;
  let base: string;
  let app: SignetApp;
  let owner: { email: string; token: string };
  const clientA = { clientId: '', clientSecret: '' };
  const clientB = { clientId: '', clientSecret: '' };

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    base = `${origin}/csc/v2`;
    providerDb = await engine.open();
    providerConfig = testConfig({ CSC_SERVER: 'on', PUBLIC_URL: origin, DOMAIN_NAME: 'qtsp.test' });
    provider = await buildApp(providerConfig, { db: providerDb.db });
    await provider.listen({ port, host: '127.0.0.1' });
    // The provider's operator registers Signet as a client, and enrols signers (out of band).
    const trust = await openBuiltInTrust(providerConfig);
    clients = new CscClientsService(
      providerDb.db,
      () => new Date(),
      trust,
      provider.signet.sms,
      600,
    );
    // The operator's command registers the clients and enrols the signing app's platform seal.
    const command = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCscCommand(argv, {
        config: providerConfig,
        db: providerDb.db,
        out: (line) => lines.push(line),
      });
      expect([code, lines]).toEqual([0, expect.any(Array)]);
      return Object.fromEntries(lines.map((line) => line.split(' ') as [string, string]));
    };
    for (const [client, name] of [
      [clientA, 'Signet A'],
      [clientB, 'Signet B'],
    ] as const) {
      const registered = await command('register', name);
      client.clientId = registered.client_id!;
      client.clientSecret = registered.client_secret!;
    }
    const seal = await command(
      'enrol',
      ...['--client', clientA.clientId, '--user', 'signet-platform-seal', '--level', 'seal-aes'],
      ...['--name', 'Signet signature protocols', '--organization', 'signet.test'],
    );
    expect(seal.credentialID).toMatch(/.+/);

    app = await harness.app({
      env: {
        TRUST_PROVIDER: 'csc',
        CSC_BASE_URL: base,
        CSC_CLIENT_ID: clientA.clientId,
        CSC_CLIENT_SECRET: clientA.clientSecret,
        CSC_TSA_URL: `${origin}/trust/tsa`,
        CSC_DEMO: 'true',
      },
    });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });
  afterAll(async () => {
    await provider?.close();
    await providerDb?.close();
  });

  /** A signer of the signing app, enrolled at the provider under its Signet account id. */
  async function enrolledSigner(name: string): Promise<Signer & { credentialId: string }> {
    const signer = await signerAccount(app, harness.db, name);
    const credential = await clients.enrol(clientA.clientId, {
      userID: signer.id,
      subject: { name: 'Ada Muster', email: signer.email },
      level: 'qes',
      legislation: 'eidas',
      mobile: signer.mobile,
    });
    return { ...signer, credentialId: credential.credentialId };
  }

  const one = (request: SignatureRequest) => [{ signatureRequestId: request.id }];

  async function token(client: { clientId: string; clientSecret: string }) {
    const response = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }).toString(),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function csc(method: string, bearer: string, body: object) {
    const response = await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  it("signs with the provider's OTP over HTTP; pdfsig accepts the file; a wrong OTP is refused", async () => {
    const signer = await enrolledSigner('csc-signer');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });

    const started = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'TAN_SENT', tanLength: 6 });
    // The provider sent the code (its own SMS); the signing app stored no TAN.
    const otp = await latestTan(provider, signer.mobile);
    expect(await harness.db.selectFrom('signing_tans').selectAll().execute()).toEqual([]);

    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signCall(app, signer.token, {
      signatureRequests: one(request),
      tan: wrong,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'TAN_INVALID']);

    const signed = await signCall(app, signer.token, { signatureRequests: one(request), tan: otp });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });

    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    // The last signature took the file to B-LT: the provider's CRLs, fetched over HTTP, in its DSS.
    expect(download.rawPayload.toString('latin1')).toMatch(/\/DSS[\s\S]*\/CRLs/);
    const file = path.join(providerConfig.dataDir, `${randomBytes(4).toString('hex')}.pdf`);
    writeFileSync(file, download.rawPayload);
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    expect(stdout.split('Signature Validation: Signature is Valid.').length - 1).toBe(1);
    expect(stdout).toContain(signer.email);
    // The signature's certificate is the one the provider enrolled, not one the app issued.
    const info = await csc('credentials/info', await token(clientA), {
      credentialID: signer.credentialId,
      certInfo: true,
    });
    const serial = (info.body as { cert: { serialNumber: string } }).cert.serialNumber;
    const events = await harness.db
      .selectFrom('request_events')
      .select('data')
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .execute();
    expect(JSON.stringify(events).toLowerCase()).toContain(serial.toLowerCase());
  });

  it(`locks the credential after ${MAX_OTP_FAILURES} wrong OTPs; no new code is sent, the right one is refused`, async () => {
    const signer = await enrolledSigner('csc-locked');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    expect((await signCall(app, signer.token, { signatureRequests: one(request) })).status).toBe(
      200,
    );
    const otp = await latestTan(provider, signer.mobile);
    const wrong = otp === '000000' ? '999999' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < MAX_OTP_FAILURES; i++) {
      const answer = await signCall(app, signer.token, {
        signatureRequests: one(request),
        tan: wrong,
      });
      codes.push(String(answer.body.code));
    }
    expect(codes).toEqual([...Array(MAX_OTP_FAILURES - 1).fill('TAN_INVALID'), 'TAN_LOCKED']);
    // No new code is sent for a locked credential, and the right one is refused too.
    const again = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect([again.status, again.body.code]).toEqual([423, 'TAN_LOCKED']);
    expect(await latestTan(provider, signer.mobile)).toBe(otp);
    const locked = await signCall(app, signer.token, { signatureRequests: one(request), tan: otp });
    expect([locked.status, locked.body.code]).toEqual([423, 'TAN_LOCKED']);
  });

  it('refuses a wrong SAD, a wrong or expired bearer, and another client’s credentials', async () => {
    const signer = await enrolledSigner('csc-scope');
    const bearerA = await token(clientA);
    const bearerB = await token(clientB);
    const hash = randomBytes(32).toString('base64');
    const signHash = {
      credentialID: signer.credentialId,
      SAD: randomBytes(32).toString('base64url'),
      hashes: [hash],
      hashAlgorithmOID: '2.16.840.1.101.3.4.2.1',
      signAlgo: '1.2.840.10045.4.3.2',
    };
    expect(await csc('signatures/signHash', bearerA, signHash)).toMatchObject({
      status: 400,
      body: { error: 'sad_invalid' },
    });

    // Client B sees none of A's users or credentials: unknown to it, as a made-up one.
    expect(await csc('credentials/list', bearerB, { userID: signer.id })).toEqual({
      status: 200,
      body: { credentialIDs: [] },
    });
    for (const method of ['credentials/info', 'credentials/sendOTP', 'credentials/authorize']) {
      const answer = await csc(method, bearerB, {
        credentialID: signer.credentialId,
        numSignatures: 1,
        hashes: [hash],
      });
      expect([method, answer.status, answer.body.error]).toEqual([
        method,
        400,
        'credential_not_found',
      ]);
    }
    expect(await csc('signatures/signHash', bearerB, signHash)).toMatchObject({
      status: 400,
      body: { error: 'credential_not_found' },
    });
    expect(await csc('credentials/list', bearerA, { userID: signer.id })).toEqual({
      status: 200,
      body: { credentialIDs: [signer.credentialId] },
    });

    // A made-up bearer, and A's own once it has expired.
    const made = await csc('credentials/list', randomBytes(32).toString('base64url'), {
      userID: signer.id,
    });
    expect([made.status, made.body.error]).toEqual([401, 'invalid_token']);
    await providerDb.db
      .updateTable('csc_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await csc('credentials/list', bearerA, { userID: signer.id });
    expect([expired.status, expired.body.error]).toEqual([401, 'invalid_token']);
    // A wrong secret gets no token.
    const wrongSecret = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientA.clientId,
        client_secret: 'not-the-secret',
      }).toString(),
    });
    expect(wrongSecret.status).toBe(401);
    // The secrets and tokens are stored as hashes only.
    const stored = JSON.stringify([
      await providerDb.db.selectFrom('csc_clients').selectAll().execute(),
      await providerDb.db.selectFrom('csc_tokens').selectAll().execute(),
    ]);
    for (const secret of [clientA.clientSecret, clientB.clientSecret, bearerA, bearerB]) {
      expect(stored).not.toContain(secret);
    }
  });
});
