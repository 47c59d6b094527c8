import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DeskEvidence, DeskIdentification, IdentInfo, User } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { runOfficerCommand } from '../src/identification-admin.cli.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { IDENTITY, JPEG_PHOTO, PNG_PHOTO, putPhoto, submitDesk } from './support/identification.ts';
import { createRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { testConfig, useHarness } from './support/test-app.ts';

const run = promisify(execFile);
const STAFF = 'desk-staff.test';

describe.each(databases)('the registration desk on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-desk-'));
  let app: SignetApp;
  let officer: Awaited<ReturnType<typeof signerAccount>>;

  beforeAll(async () => {
    // No SIGNING_TEST_LEVELS: the identification is the only source of AES here.
    app = await harness.app({ env: { DATA_DIR: dataDir, INTERNAL_EMAIL_DOMAINS: STAFF } });
    officer = await signerAccount(
      app,
      harness.db,
      'officer',
      `officer-${randomBytes(3).toString('hex')}@${STAFF}`,
    );
  });

  it('submit, an officer approves, the person holds AES and signs in the verified name (pdfsig)', async () => {
    const person = await signerAccount(app, harness.db, 'person');
    const before = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(before.body.signatureQualities.aesMinimal).toBeUndefined();

    const submitted = await submitDesk(app, person.token);
    expect(submitted).toMatchObject({
      status: 'inprogress',
      appointmentStatus: 'inprogress',
      ongoing: true,
      provider: 'desk',
      legislation: 'eidas',
      method: 'video',
      hasDocumentPhoto: true,
      hasFacePhoto: true,
    });
    // The evidence is sealed at rest: neither the names nor the photo bytes are in the database.
    const stored = await harness.db
      .selectFrom('identifications')
      .selectAll()
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    expect(stored.identity_sealed).not.toContain('Identa');
    const photo = await harness.db
      .selectFrom('identification_photos')
      .select('sealed')
      .where('identification_id', '=', submitted.id)
      .where('kind', '=', 'document')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(photo.sealed).includes(PNG_PHOTO)).toBe(false);

    const queue = await json<DeskIdentification[]>(app, 'GET', '/v1/identification-desk', {
      token: officer.token,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.map((item) => item.id)).toContain(submitted.id);
    const evidence = await json<DeskEvidence>(
      app,
      'GET',
      `/v1/identification-desk/${submitted.id}`,
      { token: officer.token },
    );
    expect(evidence.body.identity).toEqual(IDENTITY);
    expect(evidence.body.photos).toEqual(['document', 'face']);
    const face = await app.inject({
      method: 'GET',
      url: `/v1/identification-desk/${submitted.id}/photos/face`,
      headers: { authorization: `Bearer ${officer.token}` },
    });
    expect(face.headers['content-type']).toBe('image/jpeg');
    expect(face.rawPayload.equals(JPEG_PHOTO)).toBe(true);

    const approved = await json<DeskIdentification>(
      app,
      'POST',
      `/v1/identification-desk/${submitted.id}/approve`,
      { token: officer.token },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('success');
    const info = await json<IdentInfo>(app, 'GET', '/v1/user/identification/intrum/video', {
      token: person.token,
    });
    // §4: success maps to activatingQES; the built-in trust service gives a demo QES, so the
    // highest quality is demo, not qes, and the identification still counts as ongoing.
    expect(info.body).toMatchObject({ status: 'success', appointmentStatus: 'activatingQES' });
    const after = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(after.body.signatureQualities).toMatchObject({
      aes: { any: { quality: 'AES' } },
      aesMinimal: { eidas: { quality: 'AES' } },
      qes: { eidas: { quality: 'DEMO' } },
    });
    expect(after.body.signatureQualities.aesMinimal?.zertes).toBeUndefined();

    // Every view and decision is an event of the identification's chain.
    const events = await harness.db
      .selectFrom('identification_events')
      .select(['action', 'actor_id'])
      .where('identification_id', '=', submitted.id)
      .orderBy('seq')
      .execute();
    expect(events.map((event) => event.action)).toEqual([
      'started',
      'identity_supplied',
      'photo_supplied',
      'photo_supplied',
      'submitted',
      'evidence_viewed',
      'photo_viewed',
      'approved',
    ]);
    expect(events.at(-1)?.actor_id).toBe(officer.id);

    const owner = await signerAccount(app, harness.db, 'owner');
    const draft = await createRequest(app, owner.token, {
      signers: [person.email],
      title: 'Lease',
    });
    await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: owner.token,
      body: { quality: 'AES', legislation: 'EIDAS' },
    });
    await json(app, 'POST', `/v3/signature-requests/${draft.id}/initiate`, { token: owner.token });
    const signed = await signWithTan(app, person, [{ signatureRequestId: draft.id }]);
    expect(signed.status).toBe(200);
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
    expect(stdout).toContain('Signer Certificate Common Name: Maria Luisa Identa');
    expect(stdout).not.toContain('Ada Muster');
    const requestEvents = await json<{
      events: { action: string; data: Record<string, unknown> }[];
    }>(app, 'GET', `/v3/signature-requests/${draft.id}/events`, { token: owner.token });
    expect(
      requestEvents.body.events.find((event) => event.action === 'signed')?.data,
    ).toMatchObject({
      level: 'aes',
      identity: { method: 'identification', provider: 'desk', name: 'Maria Luisa Identa' },
    });
  });

  it('rejection with a reason, resubmission, then deletion by the person takes the levels away', async () => {
    const person = await signerAccount(app, harness.db, 'rejected');
    const first = await submitDesk(app, person.token);
    const rejected = await json(app, 'POST', `/v1/identification-desk/${first.id}/reject`, {
      token: officer.token,
      body: { reason: 'The photo is blurred' },
    });
    expect(rejected.body).toMatchObject({ status: 'failure' });
    const seen = await json<IdentInfo>(app, 'GET', '/v1/user/identification/intrum/video', {
      token: person.token,
    });
    expect(seen.body).toMatchObject({
      status: 'failure',
      appointmentStatus: 'failure',
      rejectionReason: 'The photo is blurred',
    });
    // Deciding again is refused; the person may change the evidence and hand it in again.
    const again = await json(app, 'POST', `/v1/identification-desk/${first.id}/approve`, {
      token: officer.token,
    });
    expect(again.body).toMatchObject({ code: 'IDENTIFICATION_STATE' });
    expect(
      (await putPhoto(app, { token: person.token }, first.id, 'face', JPEG_PHOTO)).status,
    ).toBe(200);
    const resubmitted = await json<IdentInfo>(
      app,
      'POST',
      `/v1/user/identification/desk/${first.id}/submit`,
      { token: person.token },
    );
    expect(resubmitted.body).toMatchObject({ status: 'inprogress', rejectionReason: null });
    // While it is with the officers the evidence cannot change.
    const locked = await putPhoto(app, { token: person.token }, first.id, 'face', JPEG_PHOTO);
    expect(locked.body.code).toBe('IDENTIFICATION_STATE');
    await json(app, 'POST', `/v1/identification-desk/${first.id}/approve`, {
      token: officer.token,
    });
    expect(
      (await json<User>(app, 'GET', '/v1/user', { token: person.token })).body.signatureQualities
        .aesMinimal?.eidas,
    ).toBeDefined();

    const wrongEmail = await json(app, 'DELETE', '/v1/user/identification/intrum/video', {
      token: person.token,
      body: { email: 'someone@example.com' },
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'body.email' }],
    });
    const deleted = await json(app, 'DELETE', '/v1/user/identification/intrum/video', {
      token: person.token,
      body: { email: person.email },
    });
    expect(deleted.status).toBe(200);
    expect(
      (await json(app, 'GET', '/v1/user/identification/intrum/video', { token: person.token }))
        .status,
    ).toBe(404);
    expect(
      (await json<User>(app, 'GET', '/v1/user', { token: person.token })).body.signatureQualities
        .aesMinimal,
    ).toBeUndefined();
    expect(
      await harness.db
        .selectFrom('identification_photos')
        .select('kind')
        .where('identification_id', '=', first.id)
        .execute(),
    ).toEqual([]);
    const trail = await harness.db
      .selectFrom('identification_events')
      .select('action')
      .where('identification_id', '=', first.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(trail.action).toBe('deleted');
  });

  it('role checks: only officers decide, never their own; a person sees only their own evidence', async () => {
    const person = await signerAccount(app, harness.db, 'own');
    const stranger = await signerAccount(app, harness.db, 'stranger');
    const submitted = await submitDesk(app, person.token);
    for (const [method, url] of [
      ['GET', '/v1/identification-desk'],
      ['GET', `/v1/identification-desk/${submitted.id}`],
      ['POST', `/v1/identification-desk/${submitted.id}/approve`],
    ] as const) {
      const refused = await json(app, method, url, { token: person.token });
      expect(refused.status, url).toBe(403);
    }
    const reject = await json(app, 'POST', `/v1/identification-desk/${submitted.id}/reject`, {
      token: stranger.token,
      body: { reason: 'no' },
    });
    expect(reject.status).toBe(403);
    expect(
      (
        await json(app, 'GET', `/v1/user/identification/desk/${submitted.id}/evidence`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    const photo = await app.inject({
      method: 'GET',
      url: `/v1/user/identification/desk/${submitted.id}/photos/document`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(photo.statusCode).toBe(404);
    const own = await json<DeskEvidence>(
      app,
      'GET',
      `/v1/user/identification/desk/${submitted.id}/evidence`,
      { token: person.token },
    );
    expect(own.body.identity?.lastName).toBe('Identa');

    // An officer named by the operator's command; an officer never decides their own.
    const out: string[] = [];
    expect(
      await runOfficerCommand(['grant', stranger.email], {
        config: testConfig(),
        db: harness.db,
        out: (line) => out.push(line),
      }),
    ).toBe(0);
    expect(
      (await json(app, 'GET', '/v1/identification-desk', { token: stranger.token })).status,
    ).toBe(200);
    const ownCase = await submitDesk(app, stranger.token);
    const self = await json(app, 'POST', `/v1/identification-desk/${ownCase.id}/approve`, {
      token: stranger.token,
    });
    expect(self.status).toBe(403);
    expect(
      (
        await json(app, 'POST', `/v1/identification-desk/${submitted.id}/reject`, {
          token: stranger.token,
          body: { reason: 'Expired document' },
        })
      ).status,
    ).toBe(200);
    expect(
      await runOfficerCommand(['revoke', stranger.email], {
        config: testConfig(),
        db: harness.db,
        out: (line) => out.push(line),
      }),
    ).toBe(0);
    expect(
      (await json(app, 'GET', '/v1/identification-desk', { token: stranger.token })).status,
    ).toBe(403);
  });

  it('checks photos by their bytes and size, identity data by field, and a complete submission', async () => {
    const person = await signerAccount(app, harness.db, 'checks');
    const started = await json<IdentInfo>(app, 'POST', '/v1/user/identification/srs/autoident', {
      token: person.token,
      body: {},
    });
    expect(started.body).toMatchObject({
      legislation: 'zertes',
      method: 'auto',
      status: 'initialized',
    });
    const id = started.body.id;
    const incomplete = await json(app, 'POST', `/v1/user/identification/desk/${id}/submit`, {
      token: person.token,
    });
    expect(incomplete.body).toMatchObject({ code: 'IDENTIFICATION_INCOMPLETE' });
    const lying = await putPhoto(
      app,
      { token: person.token },
      id,
      'document',
      Buffer.from('%PDF-1.7 not an image'),
      'image/png',
    );
    expect(lying).toMatchObject({ status: 415, body: { code: 'IDENTIFICATION_PHOTO_TYPE' } });
    const gif = await putPhoto(
      app,
      { token: person.token },
      id,
      'document',
      PNG_PHOTO,
      'image/gif',
    );
    expect(gif.status).toBe(415);
    const huge = await putPhoto(
      app,
      { token: person.token },
      id,
      'document',
      Buffer.concat([PNG_PHOTO, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(huge).toMatchObject({ status: 413, body: { code: 'IDENTIFICATION_PHOTO_TOO_LARGE' } });
    const expired = await json(app, 'PUT', `/v1/user/identification/desk/${id}/identity`, {
      token: person.token,
      body: { ...IDENTITY, documentExpiry: '2001-01-01' },
    });
    expect(expired.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'body.documentExpiry' }],
    });
    const badNationality = await json(app, 'PUT', `/v1/user/identification/desk/${id}/identity`, {
      token: person.token,
      body: { ...IDENTITY, nationality: 'Swiss' },
    });
    expect(badNationality.status).toBe(400);
    const wrongPath = await json(app, 'POST', '/v1/user/identification/srs/robo', {
      token: person.token,
      body: {},
    });
    expect(wrongPath.body).toMatchObject({ code: 'IDENTIFICATION_METHOD_NOT_OFFERED' });
  });

  it('deletes the evidence after the retention period; the decision and the levels stay', async () => {
    const { evidenceRetention } = await import(
      '../src/features/identification/evidence-retention.ts'
    );
    const person = await signerAccount(app, harness.db, 'retained');
    const submitted = await submitDesk(app, person.token);
    await json(app, 'POST', `/v1/identification-desk/${submitted.id}/approve`, {
      token: officer.token,
    });
    const cleanup = evidenceRetention(harness.db, 30);
    await cleanup(new Date(Date.now() + 29 * 86_400_000));
    expect(
      (
        await json<DeskEvidence>(
          app,
          'GET',
          `/v1/user/identification/desk/${submitted.id}/evidence`,
          { token: person.token },
        )
      ).body.identity,
    ).not.toBeNull();
    await cleanup(new Date(Date.now() + 31 * 86_400_000));
    const gone = await json<DeskEvidence>(
      app,
      'GET',
      `/v1/user/identification/desk/${submitted.id}/evidence`,
      { token: person.token },
    );
    expect(gone.body).toMatchObject({ identity: null, photos: [] });
    expect(gone.body.evidenceDeletedAt).not.toBeNull();
    expect(
      (await json<User>(app, 'GET', '/v1/user', { token: person.token })).body.signatureQualities
        .aesMinimal?.eidas,
    ).toBeDefined();
  });
});
