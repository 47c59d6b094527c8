import {
  highestQuality,
  type SignatureQualityLevel,
  type SignatureRequest,
  signingQuality,
  type User,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { SealsService } from '../src/features/seals/seals.service.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import {
  forgetTanSends,
  latestTan,
  type Signer,
  setAttributes,
  signCall,
  signerAccount,
  signWithTan,
} from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('POST /v3/sign outcomes on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  const identified = uniqueEmail('identified');
  const advanced = uniqueEmail('advanced');
  const qualified = uniqueEmail('qualified');
  const demoGrant = uniqueEmail('demo');
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({
      clock,
      env: {
        SIGNING_TEST_LEVELS: [
          `${identified}=aes.eidas`,
          `${advanced}=aes.eidas`,
          `${qualified}=qes.zertes`,
          `${demoGrant}=demo`,
        ].join(','),
      },
    });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const one = (request: SignatureRequest) => [{ signatureRequestId: request.id }];

  it('sends a TAN by SMS, masked in the answer, and signs with the right TAN', async () => {
    const signer = await signerAccount(app, harness.db, 'right');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const started = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'TAN_SENT', tanLength: 6 });
    const masked = (started.body as { maskedMobile: string }).maskedMobile;
    expect(masked.endsWith(signer.mobile.slice(-2))).toBe(true);
    expect(masked).not.toContain(signer.mobile.slice(4, -2));
    const tan = await latestTan(app, signer.mobile);
    // Stored only as a keyed hash: the plain TAN is nowhere in the table.
    const stored = await harness.db.selectFrom('signing_tans').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(tan);

    const signed = await signCall(app, signer.token, { signatureRequests: one(request), tan });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'SIGNED',
      signatureRequests: [{ signatureRequestId: request.id, status_overall: 'SIGNED' }],
    });
    // The TAN is spent.
    const again = await signCall(app, signer.token, { signatureRequests: one(request), tan });
    expect(again.status).toBe(409);
    const user = await harness.db
      .selectFrom('users')
      .select('attributes')
      .where('id', '=', signer.id)
      .executeTakeFirstOrThrow();
    expect((user.attributes as Record<string, string[]>).free_signatures_remaining).toEqual(['9']);
  });

  /** A signer of a new request who started signing: the TAN sent, a wrong one, and a try. */
  async function tanStarted(name: string) {
    const signer = await signerAccount(app, harness.db, name);
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await signCall(app, signer.token, { signatureRequests: one(request) });
    const tan = await latestTan(app, signer.mobile);
    const wrong = tan === '000000' ? '111111' : '000000';
    const attempt = (value: string) =>
      signCall(app, signer.token, { signatureRequests: one(request), tan: value });
    return { signer, request, tan, wrong, attempt };
  }

  it('locks signing after three wrong TANs, for 15 minutes', async () => {
    const { signer, request, tan, wrong, attempt } = await tanStarted('wrong');
    const first = await attempt(wrong);
    expect([first.status, first.body.code]).toEqual([403, 'TAN_INVALID']);
    expect(first.body.message).toMatch(/2 tries left/);
    expect((await attempt(wrong)).body.code).toBe('TAN_INVALID');
    const third = await attempt(wrong);
    expect([third.status, third.body.code]).toEqual([423, 'TAN_LOCKED']);
    expect(third.headers['retry-after']).toBe('900');
    // Even the right TAN, and a new start, are refused while the lock holds.
    const locked = await attempt(tan);
    expect([locked.status, locked.body.code]).toEqual([423, 'SIGNING_LOCKED']);
    const restart = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect(restart.body.code).toBe('SIGNING_LOCKED');
    clock.advance(15 * 60_000 + 1000);
    const signed = await signWithTan(app, signer, one(request));
    expect(signed.status).toBe(200);
  });

  it('counts every one of wrong TANs sent at the same moment, and spends a right TAN once', async () => {
    const { signer, request, tan, wrong, attempt } = await tanStarted('racing');
    // Three wrong tries read the same TAN row; each is counted, so the third locks.
    const tries = await Promise.all([attempt(wrong), attempt(wrong), attempt(wrong)]);
    expect(tries.map((answer) => answer.body.code).sort()).toEqual([
      'TAN_INVALID',
      'TAN_INVALID',
      'TAN_LOCKED',
    ]);
    expect((await attempt(tan)).body.code).toBe('SIGNING_LOCKED');
    clock.advance(15 * 60_000 + 1000);

    await signCall(app, signer.token, { signatureRequests: one(request) });
    const fresh = await latestTan(app, signer.mobile);
    const both = await Promise.all([attempt(fresh), attempt(fresh)]);
    const statuses = both.map((answer) => answer.status).sort();
    // One signs; the other finds the TAN spent (or, read after it, the signature done).
    expect(statuses[0]).toBe(200);
    expect([409, 410]).toContain(statuses[1]);
    const events = await harness.db
      .selectFrom('request_events')
      .select('action')
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a TAN older than 5 minutes', async () => {
    const signer = await signerAccount(app, harness.db, 'expired');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await signCall(app, signer.token, { signatureRequests: one(request) });
    const tan = await latestTan(app, signer.mobile);
    clock.advance(5 * 60_000 + 1000);
    const late = await signCall(app, signer.token, { signatureRequests: one(request), tan });
    expect([late.status, late.body.code]).toEqual([410, 'TAN_EXPIRED']);
    const status = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}`,
      {
        token: owner.token,
      },
    );
    expect(status.body.status_overall).toBe('OPEN');
  });

  it('refuses a TAN sent for another request', async () => {
    const signer = await signerAccount(app, harness.db, 'bound');
    const [a, b] = [
      await openRequest(app, owner.token, { signers: [signer.email] }),
      await openRequest(app, owner.token, { signers: [signer.email] }),
    ];
    await signCall(app, signer.token, { signatureRequests: one(a!) });
    const tan = await latestTan(app, signer.mobile);
    const other = await signCall(app, signer.token, { signatureRequests: one(b!), tan });
    expect(other.body.code).toBe('TAN_EXPIRED');
  });

  it('answers upgrade standards when the level is missing, and signs once it is held', async () => {
    const lacking = await signerAccount(app, harness.db, 'lacking');
    const holder = await signerAccount(app, harness.db, 'holder', identified);
    const draft = await createRequest(app, owner.token, { signers: [lacking.email, holder.email] });
    await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: owner.token,
      body: { quality: 'AES', legislation: 'EIDAS' },
    });
    await json(app, 'POST', `/v3/signature-requests/${draft.id}/initiate`, { token: owner.token });
    const refused = await signCall(app, lacking.token, { signatureRequests: one(draft) });
    expect([refused.status, refused.body.code]).toEqual([403, 'UPGRADE_STANDARDS_REQUIRED']);
    const signed = await signWithTan(app, holder, one(draft));
    expect(signed.status).toBe(200);
    const zertes = await openRequest(app, owner.token, { signers: [holder.email] });
    await harness.db
      .updateTable('signature_requests')
      .set({ quality: 'AES', legislation: 'ZERTES' })
      .where('id', '=', zertes.id)
      .execute();
    const other = await signCall(app, holder.token, { signatureRequests: one(zertes) });
    expect(other.body.code).toBe('UPGRADE_STANDARDS_REQUIRED');
  });

  it('allows exactly the levels GET /v1/user shows (one source for both)', async () => {
    const accounts = [
      await signerAccount(app, harness.db, 'plain'),
      await signerAccount(app, harness.db, 'aes', advanced),
      await signerAccount(app, harness.db, 'qes', qualified),
      await signerAccount(app, harness.db, 'demo', demoGrant),
    ];
    const shown = new Map<string, User>();
    for (const account of accounts) {
      shown.set(account.email, (await json<User>(app, 'GET', '/v1/user', account)).body);
    }
    expect(accounts.map((a) => highestQuality(shown.get(a.email)!))).toEqual([
      'ses',
      'aes',
      'qes',
      'demo',
    ]);
    const levels: SignatureQualityLevel[] = ['SES', 'DEMO', 'AES', 'AES_MINIMAL', 'QES'];
    const outcomes: string[] = [];
    for (const quality of levels) {
      for (const legislation of ['EIDAS', 'ZERTES'] as const) {
        const request = await openRequest(app, owner.token, {
          signers: accounts.map((a) => a.email),
        });
        await harness.db
          .updateTable('signature_requests')
          .set({ quality, legislation })
          .where('id', '=', request.id)
          .execute();
        for (const account of accounts) {
          const started = await signCall(app, account.token, { signatureRequests: one(request) });
          const allowed = signingQuality(
            shown.get(account.email)!.signatureQualities,
            quality,
            legislation === 'EIDAS' ? 'eidas' : 'zertes',
          );
          const answer = started.status === 200 ? started.body.status : started.body.code;
          expect(answer, `${account.email} ${quality} ${legislation}`).toBe(
            allowed ? 'TAN_SENT' : 'UPGRADE_STANDARDS_REQUIRED',
          );
          if (allowed) outcomes.push(`${account.email.split('-')[0]} ${quality} ${legislation}`);
          await forgetTanSends(harness.db, account.id);
        }
      }
    }
    // The qualified account signs QES only under its legislation, and AES there too.
    expect(outcomes.filter((o) => o.startsWith('qualified ')).sort()).toEqual([
      'qualified AES ZERTES',
      'qualified AES_MINIMAL ZERTES',
      'qualified DEMO EIDAS',
      'qualified DEMO ZERTES',
      'qualified QES ZERTES',
      'qualified SES EIDAS',
      'qualified SES ZERTES',
    ]);
    expect(outcomes.filter((o) => o.startsWith('plain ')).sort()).toEqual([
      'plain DEMO EIDAS',
      'plain DEMO ZERTES',
      'plain SES EIDAS',
      'plain SES ZERTES',
    ]);
  });

  it('answers exhausted signatures when no credit is left', async () => {
    const signer = await signerAccount(app, harness.db, 'broke');
    await setAttributes(harness.db, signer.id, { free_signatures_remaining: ['0'] });
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const refused = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect([refused.status, refused.body.code]).toEqual([402, 'SIGNATURES_EXHAUSTED']);
  });

  it('asks for the part 11 signing name and reason', async () => {
    const signer = await signerAccount(app, harness.db, 'p11');
    const draft = await createRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: owner.token,
      body: { part11: true },
    });
    await json(app, 'POST', `/v3/signature-requests/${draft.id}/initiate`, { token: owner.token });
    const refused = await signCall(app, signer.token, { signatureRequests: one(draft) });
    expect([refused.status, refused.body.code]).toEqual([422, 'PART11_DATA_MISSING']);
    const item = {
      signatureRequestId: draft.id,
      signingName: 'A. Lovelace',
      signingReason: 'Approved',
    };
    const signed = await signWithTan(app, signer, [item]);
    expect(signed.status).toBe(200);
    const events = await json<{ events: { action: string; data: Record<string, unknown> }[] }>(
      app,
      'GET',
      `/v3/signature-requests/${draft.id}/events`,
      { token: owner.token },
    );
    expect(events.body.events.find((e) => e.action === 'signed')?.data.part11).toEqual({
      signing_name: 'A. Lovelace',
      signing_reason: 'Approved',
    });
  });

  it('refuses terms not accepted and a missing mobile number', async () => {
    const signer = await signerAccount(app, harness.db, 'terms');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await setAttributes(harness.db, signer.id, { accepted_gtc: ['false'] });
    expect((await signCall(app, signer.token, { signatureRequests: one(request) })).body.code).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    await setAttributes(harness.db, signer.id, { accepted_gtc: ['true'], mobile: [] });
    const noMobile = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect([noMobile.status, noMobile.body.code]).toEqual([422, 'MOBILE_NUMBER_MISSING']);
  });

  it('signs with a seal only for its members', async () => {
    const member = await signerAccount(app, harness.db, 'member');
    const outsider = await signerAccount(app, harness.db, 'outsider');
    const seals = new SealsService(harness.db, clock.now);
    const accountName = `acme-${member.id.slice(0, 6).toLowerCase()}`.replace(/[^a-z0-9-]/g, 'x');
    await seals.create({
      accountName,
      displayName: 'Acme Ltd',
      quality: 'aes',
      memberEmails: [member.email],
    });
    const request = await openRequest(app, owner.token, {
      signers: [member.email, outsider.email],
    });
    const refused = await signCall(app, outsider.token, {
      signatureRequests: one(request),
      sealAccountName: accountName,
    });
    expect([refused.status, refused.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
    const sealed = await signCall(app, member.token, {
      signatureRequests: one(request),
      sealAccountName: accountName,
    });
    expect(sealed.status).toBe(200);
    expect(sealed.body).toMatchObject({ status: 'SIGNED' });
    const seal = await harness.db
      .selectFrom('seals')
      .select('credential')
      .where('account_name', '=', accountName)
      .executeTakeFirstOrThrow();
    expect(seal.credential).toMatchObject({ credentialId: expect.any(String) });
    const shown = await json<User>(app, 'GET', '/v1/user', member);
    expect(shown.body.signatureQualities.seal).toEqual({
      aes: { [accountName]: { quality: 'AES' } },
      qes: {},
    });
    const detail = await json(app, 'GET', '/v3/user/signature-qualities-detail', member);
    expect(detail.body.seal).toEqual({
      aes: { [accountName]: { quality: 'AES', provider: 'SIGNET', legislation: 'UNDEFINED' } },
      qes: {},
    });
    const notMember = await json<User>(app, 'GET', '/v1/user', outsider);
    expect(notMember.body.signatureQualities.seal).toBeUndefined();
  });

  it('answers 409 for a request that is not OPEN and 404 for one the caller does not sign', async () => {
    const signer: Signer = await signerAccount(app, harness.db, 'late');
    const stranger: Signer = await signerAccount(app, harness.db, 'stranger');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const others = await signCall(app, stranger.token, { signatureRequests: one(request) });
    expect([others.status, others.body.code]).toEqual([404, 'NOT_FOUND']);
    await json(app, 'POST', `/v3/signature-requests/${request.id}/withdraw`, {
      token: owner.token,
      body: { message: 'changed my mind' },
    });
    const closed = await signCall(app, signer.token, { signatureRequests: one(request) });
    expect([closed.status, closed.body.code]).toEqual([409, 'REQUEST_NOT_OPEN']);
    const unknown = await signCall(app, signer.token, {
      signatureRequests: [{ signatureRequestId: '6f1c1a0e-3d1b-4a51-9c53-1c5e8f0a2b3c' }],
    });
    expect(unknown.status).toBe(404);
  });

  it('names the field of a malformed TAN', async () => {
    const signer = await signerAccount(app, harness.db, 'malformed');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const bad = await signCall(app, signer.token, { signatureRequests: one(request), tan: '12ab' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('tan');
  });
});
