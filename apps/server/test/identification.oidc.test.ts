import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { IdentInfo, OidcEidInfo, User } from '@signet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest } from './support/direct.ts';
import { json } from './support/http.ts';
import { callbackBody, type OidcPeer, signInAtEid, startOidcPeer } from './support/oidc-peer.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

const run = promisify(execFile);
const REDIRECT = 'http://signet.test/profile/signature-standards/id-austria-success';
const DIRECT_REDIRECT = 'http://signet.test/direct-sign/identification/id-austria-success';
const START = '/v1/user/identification/eid/id-austria';
const CALLBACK = `${START}/callback`;

describe.each(databases)('identification through an OpenID Connect eID on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-oidc-'));
  let peer: OidcPeer;
  let app: SignetApp;

  beforeAll(async () => {
    peer = await startOidcPeer(
      {
        maria: {
          given_name: 'Maria Theresia',
          family_name: 'Österreicher',
          birthdate: '1980-05-13',
        },
      },
      [REDIRECT, DIRECT_REDIRECT],
    );
    // No SIGNING_TEST_LEVELS: the eID is the only source of AES here.
    app = await harness.app({ env: { DATA_DIR: dataDir, ...peer.env('id-austria') } });
  });
  afterAll(() => peer?.close());

  async function start(token: string) {
    const started = await json<IdentInfo>(app, 'POST', START, { token, body: {} });
    expect(started.status).toBe(200);
    return started.body;
  }

  it('success: the person signs in at the eID, holds AES under eIDAS and signs in the verified name (pdfsig)', async () => {
    const person = await signerAccount(app, harness.db, 'austrian');
    const eids = await json<OidcEidInfo[]>(app, 'GET', '/v1/user/identification/eid', {
      token: person.token,
    });
    expect(eids.body).toEqual([
      { id: 'id-austria', name: 'ID Austria', legislation: 'eidas', method: 'id-austria' },
    ]);
    const started = await start(person.token);
    expect(started).toMatchObject({ status: 'initialized', provider: 'id-austria' });
    const url = new URL(started.identUrl);
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    // Only the state's hash is stored; the verifier and nonce are sealed.
    const flow = await harness.db
      .selectFrom('identification_oidc_flows')
      .selectAll()
      .where('identification_id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(flow.state_hash).not.toBe(url.searchParams.get('state'));
    expect(flow.secrets_sealed).not.toContain(url.searchParams.get('nonce')!);

    const answer = await signInAtEid(started.identUrl, REDIRECT, { login: 'maria' });
    expect(answer.code).toBeTruthy();
    const finished = await json<IdentInfo>(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({
      id: started.id,
      status: 'success',
      appointmentStatus: 'activatingQES',
      legislation: 'eidas',
      method: 'id-austria',
    });
    const user = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(user.body.signatureQualities).toMatchObject({
      aes: { any: { quality: 'AES' } },
      aesMinimal: { eidas: { quality: 'AES' } },
    });

    // The same answer again (a replayed code) is refused: the sign-in is spent.
    const replay = await json(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'OIDC_STATE_MISMATCH' });

    const owner = await signerAccount(app, harness.db, 'owner');
    const draft = await createRequest(app, owner.token, {
      signers: [person.email],
      title: 'Vienna',
    });
    await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: owner.token,
      body: { quality: 'AES', legislation: 'EIDAS' },
    });
    await json(app, 'POST', `/v3/signature-requests/${draft.id}/initiate`, { token: owner.token });
    const signed = await signWithTan(app, person, [{ signatureRequestId: draft.id }]);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });
    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${draft.documents[0]!.id}/download`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const file = path.join(dataDir, `${randomBytes(4).toString('hex')}.pdf`);
    writeFileSync(file, download.rawPayload);
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    expect(stdout).toContain('Signature Validation: Signature is Valid.');
    expect(stdout).toContain('Signer Certificate Common Name: Maria Theresia Österreicher');
  });

  it('denial: the person cancels at the eID; refused and the identification fails', async () => {
    const person = await signerAccount(app, harness.db, 'declines');
    const started = await start(person.token);
    const answer = await signInAtEid(started.identUrl, REDIRECT, { login: 'maria', deny: true });
    expect(answer.error).toBe('access_denied');
    const refused = await json<IdentInfo>(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'OIDC_DENIED' });
    const row = await harness.db
      .selectFrom('identifications')
      .select(['status', 'rejection_reason'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failure');
    expect(row.rejection_reason).toContain('access_denied');
    const user = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(user.body.signatureQualities.aesMinimal).toBeUndefined();
  });

  it('a denial of an identification for an open request goes on that request’s trail, as a code', async () => {
    const owner = await signerAccount(app, harness.db, 'owner');
    const person = await signerAccount(app, harness.db, 'request-denies');
    const request = await openRequest(app, owner.token, { signers: [person.email] });
    const started = await json<IdentInfo>(app, 'POST', START, {
      token: person.token,
      body: { signatureRequestId: request.id },
    });
    const answer = await signInAtEid(started.body.identUrl, REDIRECT, {
      login: 'maria',
      deny: true,
    });
    const refused = await json(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(refused.body).toMatchObject({ code: 'OIDC_DENIED' });
    const events = await harness.db
      .selectFrom('request_events')
      .select(['action', 'actor_email', 'data'])
      .where('request_id', '=', request.id)
      .orderBy('seq')
      .execute();
    expect(events.at(-1)).toEqual({
      action: 'identification_failed',
      actor_email: person.email,
      data: { sid: request.signatures[0]?.sid, method: 'id-austria', reason: 'denied' },
    });
  });

  it('state mismatch: an answer with another state is refused and changes nothing', async () => {
    const person = await signerAccount(app, harness.db, 'csrf');
    const started = await start(person.token);
    const answer = await signInAtEid(started.identUrl, REDIRECT, { login: 'maria' });
    const forged = await json(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody({ ...answer, state: randomBytes(32).toString('base64url') }),
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      code: 'OIDC_STATE_MISMATCH',
      fields: [{ field: 'body.state' }],
    });
    // Another person cannot spend this person's answer either.
    const other = await signerAccount(app, harness.db, 'other');
    const stolen = await json(app, 'POST', CALLBACK, {
      token: other.token,
      body: callbackBody(answer),
    });
    expect(stolen.body).toMatchObject({ code: 'OIDC_STATE_MISMATCH' });
    // The sign-in still waits: the person's own answer goes through.
    const finished = await json<IdentInfo>(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(finished.body).toMatchObject({ status: 'success' });
  });

  it('nonce mismatch: an ID token for another nonce is refused and the identification fails', async () => {
    const person = await signerAccount(app, harness.db, 'nonce');
    const started = await start(person.token);
    const url = new URL(started.identUrl);
    url.searchParams.set('nonce', randomBytes(16).toString('base64url'));
    const answer = await signInAtEid(url.href, REDIRECT, { login: 'maria' });
    const refused = await json(app, 'POST', CALLBACK, {
      token: person.token,
      body: callbackBody(answer),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'OIDC_NONCE_MISMATCH' });
    const row = await harness.db
      .selectFrom('identifications')
      .select('status')
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failure');
  });

  it('a guest is identified through the direct calls and sent back to the guest page', async () => {
    const owner = await signerAccount(app, harness.db, 'guest-owner');
    const guest = await inviteGuest(app, owner.token);
    const started = await direct<IdentInfo>(
      app,
      'POST',
      '/v1/direct/user/identification/eid/id-austria',
      guest.token,
      { body: {} },
    );
    expect(started.status).toBe(200);
    expect(new URL(started.body.identUrl).searchParams.get('redirect_uri')).toBe(DIRECT_REDIRECT);
    const answer = await signInAtEid(started.body.identUrl, DIRECT_REDIRECT, { login: 'maria' });
    const finished = await direct<IdentInfo>(
      app,
      'POST',
      '/v1/direct/user/identification/eid/id-austria/callback',
      guest.token,
      { body: callbackBody(answer) },
    );
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'success', appointmentStatus: 'activatingQES' });
  });

  it('an eID that is not configured is refused, naming the field', async () => {
    const person = await signerAccount(app, harness.db, 'unknown-eid');
    const refused = await json(app, 'POST', '/v1/user/identification/eid/swiss-eid', {
      token: person.token,
      body: {},
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      code: 'OIDC_EID_NOT_CONFIGURED',
      fields: [{ field: 'params.eid' }],
    });
  });
});
