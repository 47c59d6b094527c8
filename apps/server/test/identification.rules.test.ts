import type { IdentInfo, IdentPaymentCoverage } from '@signet/contract';
import { hasOngoingIdent, highestQuality, mapAppointmentStatus } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { qualitiesFrom } from '../src/features/levels/account-qualities.ts';
import { runOfficerCommand } from '../src/identification-admin.cli.ts';
import { insertBusiness } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest } from './support/direct.ts';
import { json } from './support/http.ts';
import { JPEG_PHOTO, PNG_PHOTO, putPhoto, submitDesk } from './support/identification.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount } from './support/signing.ts';
import { testConfig, useHarness } from './support/test-app.ts';

describe('§4 identification status mapping and ongoing ident', () => {
  it.each([
    ['initialized', 'initialized'],
    ['unknown', 'initialized'],
    ['inprogress', 'inprogress'],
    ['success', 'activatingQES'],
    ['failure', 'failure'],
    ['', undefined],
  ])('%s maps to %s', (status, mapped) => {
    expect(mapAppointmentStatus(status)).toBe(mapped);
  });

  it('an identification stands for QES only where a qualified signer is configured', () => {
    const user = { email_verified: true };
    const demo = qualitiesFrom(user, [], [], [], {
      legislations: ['zertes'],
      qualifiedSigner: false,
    });
    expect(demo).toMatchObject({
      aes: { any: {} },
      aesMinimal: { zertes: {} },
      qes: { zertes: { quality: 'DEMO' } },
    });
    expect(highestQuality({ emailVerified: true, signatureQualities: demo })).toBe('demo');
    const qualified = qualitiesFrom(user, [], [], [], {
      legislations: ['zertes'],
      qualifiedSigner: true,
    });
    expect(qualified.qes).toEqual({ zertes: { quality: 'QES' } });
    const highest = highestQuality({ emailVerified: true, signatureQualities: qualified });
    expect(highest).toBe('qes');
    // §4: no ongoing ident once the highest quality is qes.
    expect(hasOngoingIdent({ appointmentStatus: 'success', highestQuality: highest })).toBe(false);
    expect(hasOngoingIdent({ appointmentStatus: 'success', highestQuality: 'demo' })).toBe(true);
    expect(
      qualitiesFrom({ email_verified: false }, [], [], [], {
        legislations: ['zertes'],
        qualifiedSigner: true,
      }),
    ).toEqual({});
  });
});

describe.each(databases)('identification payment and guests on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;

  beforeAll(async () => {
    // The operator pays for ZertES identifications only; eIDAS costs 19.50 EUR.
    app = await harness.app({
      env: {
        IDENTIFICATION_OPERATOR_COVERS: 'zertes',
        IDENTIFICATION_PRICES: 'eidas=19.50 EUR,zertes=25.00 CHF',
      },
    });
  });

  const payment = (token: string, subject: string) =>
    json<IdentPaymentCoverage & { code?: string }>(
      app,
      'GET',
      `/v1/user/identification/payment/${subject}`,
      { token },
    );

  it('each stored status reads with its §4 mapping', async () => {
    const person = await signerAccount(app, harness.db, 'mapping');
    const started = await json<IdentInfo>(app, 'POST', '/v1/user/identification/srs/video', {
      token: person.token,
      body: {},
    });
    expect(started.body).toMatchObject({ appointmentStatus: 'initialized', ongoing: true });
    for (const [status, mapped] of [
      ['inprogress', 'inprogress'],
      ['failure', 'failure'],
      ['initialized', 'initialized'],
    ] as const) {
      await harness.db
        .updateTable('identifications')
        .set({ status })
        .where('id', '=', started.body.id)
        .execute();
      const read = await json<IdentInfo>(app, 'GET', '/v1/user/identification/srs/video', {
        token: person.token,
      });
      expect(read.body.appointmentStatus, status).toBe(mapped);
    }
  });

  it('operator coverage, the price otherwise, and the §9 methods of each', async () => {
    const person = await signerAccount(app, harness.db, 'payer');
    expect((await payment(person.token, 'zertes')).body).toEqual({
      legislation: 'zertes',
      covered: true,
      coveredBy: 'operator',
      price: null,
      methods: ['video', 'loc', 'auto'],
    });
    expect((await payment(person.token, 'eidas')).body).toEqual({
      legislation: 'eidas',
      covered: false,
      coveredBy: null,
      price: { amount: '19.50', currency: 'EUR' },
      methods: ['id-austria', 'external-sc'],
    });
    const refused = await json(app, 'POST', '/v1/user/identification/intrum/video', {
      token: person.token,
      body: {},
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'IDENTIFICATION_NOT_COVERED' });
    expect(String(refused.body.message)).toContain('19.50 EUR');
    expect((await payment(person.token, 'not-a-request')).status).toBe(404);
  });

  it("a business's licence pays for its members, and for the people its requests invite", async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const member = await signerAccount(app, harness.db, 'member');
    const invited = await signerAccount(app, harness.db, 'invited');
    const outsider = await signerAccount(app, harness.db, 'outsider');
    const business = await insertBusiness(harness.db, { admin: admin.id, members: [member.id] });
    const licence = (eidas: object) => JSON.stringify({ licenses: { idents: { eidas } } });
    await harness.db
      .updateTable('businesses')
      .set({ price_plan: licence({ payForMembers: true, payForInvitations: false }) as never })
      .where('id', '=', business.id)
      .execute();
    expect((await payment(member.token, 'eidas')).body).toMatchObject({
      covered: true,
      coveredBy: 'business_members',
      methods: ['video', 'self', 'id-austria'],
    });
    const request = await openRequest(app, admin.token, { signers: [invited.email] });
    expect((await payment(invited.token, request.id)).body).toMatchObject({
      legislation: 'eidas',
      covered: false,
    });

    await harness.db
      .updateTable('businesses')
      .set({ price_plan: licence({ payForMembers: false, payForInvitations: true }) as never })
      .where('id', '=', business.id)
      .execute();
    expect((await payment(member.token, 'eidas')).body).toMatchObject({ covered: false });
    expect((await payment(invited.token, request.id)).body).toMatchObject({
      covered: true,
      coveredBy: 'business_invitations',
    });
    // Only a request the person can see counts.
    expect((await payment(outsider.token, request.id)).status).toBe(404);
    const started = await json<IdentInfo>(app, 'POST', '/v1/user/identification/intrum/robo', {
      token: invited.token,
      body: { signatureRequestId: request.id },
    });
    expect(started.body).toMatchObject({
      legislation: 'eidas',
      method: 'self',
      signatureRequestId: request.id,
    });
    const unpaid = await json(app, 'POST', '/v1/user/identification/intrum/robo', {
      token: invited.token,
      body: {},
    });
    expect(unpaid.body).toMatchObject({ code: 'IDENTIFICATION_NOT_COVERED' });
  });

  it('a guest identifies through the direct calls, and only sees its own', async () => {
    const owner = await signerAccount(app, harness.db, 'owner');
    const guest = await inviteGuest(app, owner.token);
    const coverage = await direct<IdentPaymentCoverage>(
      app,
      'GET',
      `/v1/direct/user/identification/payment/${guest.request.id}`,
      guest.token,
    );
    expect(coverage.body).toMatchObject({ legislation: 'eidas', covered: false });
    const zertes = await direct<IdentInfo>(
      app,
      'POST',
      '/v1/direct/user/identification/srs/video',
      guest.token,
      { body: {} },
    );
    expect(zertes.status).toBe(200);
    expect(zertes.body).toMatchObject({
      legislation: 'zertes',
      provider: 'desk',
      status: 'initialized',
    });
    const read = await direct<IdentInfo>(
      app,
      'GET',
      '/v1/direct/user/identification/srs/video',
      guest.token,
    );
    expect(read.body.id).toBe(zertes.body.id);
    // Without the link's token there is no guest; another person's identification is not there.
    expect(
      (await direct(app, 'GET', '/v1/direct/user/identification/srs/video', undefined)).status,
    ).toBe(401);
    const person = await signerAccount(app, harness.db, 'other');
    const theirs = await json<IdentInfo>(app, 'POST', '/v1/user/identification/srs/video', {
      token: person.token,
      body: {},
    });
    expect(
      (
        await direct(
          app,
          'GET',
          `/v1/direct/user/identification/desk/${theirs.body.id}/evidence`,
          guest.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await json(app, 'GET', `/v1/user/identification/desk/${zertes.body.id}/evidence`, {
          token: person.token,
        })
      ).status,
    ).toBe(404);
    const identity = await direct<IdentInfo>(
      app,
      'PUT',
      `/v1/direct/user/identification/desk/${zertes.body.id}/identity`,
      guest.token,
      {
        body: {
          firstNames: 'Gina',
          lastName: 'Gast',
          dateOfBirth: '1990-02-03',
          nationality: 'DE',
          documentType: 'id_card',
          documentNumber: 'L01X00T47',
          documentExpiry: '2033-03-03',
        },
      },
    );
    expect(identity.status).toBe(200);
    const own = await direct<{ identity: { lastName: string } }>(
      app,
      'GET',
      `/v1/direct/user/identification/desk/${zertes.body.id}/evidence`,
      guest.token,
    );
    expect(own.body.identity.lastName).toBe('Gast');
    const row = await harness.db
      .selectFrom('identifications')
      .select(['user_id', 'email'])
      .where('id', '=', zertes.body.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(guest.email);
    expect(row.user_id).not.toBe(owner.id);

    // Photos and submission through the direct calls; once an officer approves, the guest's
    // levels (as its direct profile shows them) hold AES of ZertES.
    const zid = zertes.body.id;
    expect(
      (await putPhoto(app, { token: guest.token, direct: true }, zid, 'document', PNG_PHOTO))
        .status,
    ).toBe(200);
    expect(
      (await putPhoto(app, { token: guest.token, direct: true }, zid, 'face', JPEG_PHOTO)).status,
    ).toBe(200);
    const submitted = await direct<IdentInfo>(
      app,
      'POST',
      `/v1/direct/user/identification/desk/${zid}/submit`,
      guest.token,
    );
    expect(submitted.body.status).toBe('inprogress');
    const officer = await signerAccount(app, harness.db, 'guest-officer');
    await runOfficerCommand(['grant', officer.email], {
      config: testConfig(),
      db: harness.db,
      out: () => undefined,
    });
    expect(
      (await json(app, 'POST', `/v1/identification-desk/${zid}/approve`, { token: officer.token }))
        .status,
    ).toBe(200);
    const levels = await direct<{ aes_minimal?: { zertes?: unknown } }>(
      app,
      'GET',
      '/v3/direct/user/signature-qualities-detail',
      guest.token,
    );
    expect(levels.body.aes_minimal?.zertes).toBeDefined();
  });

  it('an approved identification is not started again', async () => {
    const officerEnvApp = await harness.app({
      env: {
        INTERNAL_EMAIL_DOMAINS: 'rules-staff.test',
        IDENTIFICATION_OPERATOR_COVERS: 'eidas,zertes',
      },
    });
    const officer = await signerAccount(
      officerEnvApp,
      harness.db,
      'officer',
      'officer@rules-staff.test',
    );
    const person = await signerAccount(officerEnvApp, harness.db, 'twice');
    const submitted = await submitDesk(officerEnvApp, person.token);
    await json(officerEnvApp, 'POST', `/v1/identification-desk/${submitted.id}/approve`, {
      token: officer.token,
    });
    const again = await json(officerEnvApp, 'POST', '/v1/user/identification/intrum/robo', {
      token: person.token,
      body: {},
    });
    expect(again.body).toMatchObject({ code: 'ALREADY_IDENTIFIED' });
  });
});
