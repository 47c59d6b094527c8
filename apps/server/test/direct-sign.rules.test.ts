import type {
  DirectSignatureRequest,
  DirectUser,
  DirectVerification,
  SignatureRequest,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { account, foundBusiness } from './support/business.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest, latestSms, randomMobile, sixDigits } from './support/direct.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('direct-sign rules on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let ownerToken: string;
  let guest: Awaited<ReturnType<typeof inviteGuest>>;

  beforeAll(async () => {
    app = await harness.app();
    ownerToken = (await signUp(app, uniqueEmail('owner'))).token;
    guest = await inviteGuest(app, ownerToken);
  });

  const exitOf = async (query: Record<string, string>) => {
    const answer = await direct<DirectSignatureRequest>(
      app,
      'GET',
      `/v3/direct/signature-requests/${guest.request.id}`,
      guest.token,
      { query },
    );
    expect(answer.status).toBe(200);
    return answer.body.exit;
  };

  // §5: only http(s) exit URLs; error and decline default to exit; timeout 0, else 10–90, default 45.
  it.each([
    [{ exitURL: 'https://shop.example/done' }, 'https://shop.example/done'],
    [{ exitURL: 'http://127.0.0.1:8080/back?x=1' }, 'http://127.0.0.1:8080/back?x=1'],
    [{ exitURL: 'javascript:alert(1)' }, null],
    [{ exitURL: 'JavaScript:alert(1)' }, null],
    [{ exitURL: 'data:text/html,<script>alert(1)</script>' }, null],
    [{ exitURL: '/relative/path' }, null],
    [{ exitURL: '//shop.example/protocol-relative' }, null],
    [{ exitURL: 'ftp://shop.example/file' }, null],
    [{}, null],
  ] as const)('exitURL %j → %s', async (query, expected) => {
    const exit = await exitOf(query);
    expect(exit.exitUrl).toBe(expected);
    expect(exit.errorUrl).toBe(expected);
    expect(exit.declineUrl).toBe(expected);
    expect(exit.shouldDeclineRedirect).toBe(expected !== null);
  });

  it.each([
    ['0', 0],
    ['9', 10],
    ['10', 10],
    ['10.4', 10],
    ['90', 90],
    ['91', 90],
    ['-5', 10],
    ['abc', 45],
    ['', 45],
  ])('redirectTimeout %s → %d s', async (value, seconds) => {
    expect((await exitOf({ redirectTimeout: value })).timeout).toBe(seconds);
  });

  it('keeps error and decline URLs of their own, and ignores unsafe ones', async () => {
    const exit = await exitOf({
      exitURL: 'https://shop.example/done',
      errorURL: 'https://shop.example/error',
      declineURL: 'javascript:alert(1)',
    });
    expect(exit).toMatchObject({
      errorUrl: 'https://shop.example/error',
      declineUrl: 'https://shop.example/done',
    });
  });

  it.each([
    [{ declineURL: 'https://shop.example/declined' }, 'https://shop.example/declined'],
    [{ exitURL: 'https://shop.example/done' }, 'https://shop.example/done'],
    [{ declineURL: 'data:text/html,x' }, null],
    [{}, null],
  ] as const)('a decline with %j redirects to %s', async (query, redirect) => {
    const declining = await inviteGuest(app, ownerToken);
    const url = `/v3/direct/signature-requests/${declining.request.id}/decline`;
    const declined = await direct(app, 'POST', url, declining.token, {
      query,
      body: { message: 'Not this one' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({
      id: declining.request.id,
      status_overall: 'DECLINED',
      redirectUrl: redirect,
    });
    const seen = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${declining.request.id}`,
      { token: ownerToken },
    );
    expect(seen.body.status_overall).toBe('DECLINED');
    expect((await direct(app, 'POST', url, declining.token, { body: {} })).body.code).toBe(
      'DIRECT_LINK_USED',
    );
  });

  it('keeps the fields the sender gave (§6) and ignores Italian (§9)', async () => {
    const changed = await direct(app, 'PUT', '/v1/direct/user', guest.token, {
      body: { firstName: 'Mallory' },
    });
    expect(changed).toMatchObject({ status: 409, body: { code: 'EID_FIELD_IMMUTABLE' } });
    expect(changed.body.message).toContain('firstName');
    const mobile = await direct(app, 'PUT', '/v1/direct/user', guest.token, {
      body: { mobile: randomMobile() },
    });
    expect(mobile.body.code).toBe('EID_FIELD_IMMUTABLE');
    const italian = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', guest.token, {
      body: { language: 'it' },
    });
    expect(italian.body.language).toBe('de-ch');
    const french = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', guest.token, {
      body: { language: 'fr-ch' },
    });
    expect(french.body).toMatchObject({ language: 'fr-ch', firstName: 'Gina' });
    const bad = await direct(app, 'PUT', '/v1/direct/user', guest.token, {
      body: { email: 'x@y.ch' },
    });
    expect(bad.status).toBe(400);
  });

  it('an Italian signer’s guest pages are in en-gb; an AES request needs more than a guest holds', async () => {
    const italian = await inviteGuest(app, ownerToken, { language: 'it' }, { quality: 'AES' });
    const user = await direct<DirectUser>(app, 'GET', '/v1/direct/user', italian.token);
    expect(user.body.language).toBe('en-gb');
    await direct(app, 'PUT', '/v1/direct/user', italian.token, { body: { gtc: true } });
    const sign = await direct(app, 'POST', '/v3/direct/sign', italian.token, {
      body: { signatureRequests: [{ signatureRequestId: italian.request.id }] },
    });
    expect(sign.body.code).toBe('UPGRADE_STANDARDS_REQUIRED');
  });

  it('a guest without name and mobile fills them; the mobile is confirmed once before a TAN goes there', async () => {
    const bare = await inviteGuest(app, ownerToken, {
      first_name: undefined,
      last_name: undefined,
      mobile_number: undefined,
    });
    const user = await direct<DirectUser>(app, 'GET', '/v1/direct/user', bare.token);
    expect(user.body.immutableEidFields).toEqual(['email_address']);
    expect(user.body.maskedMobile).toBeNull();
    await direct(app, 'PUT', '/v1/direct/user', bare.token, { body: { gtc: true } });
    const items = { signatureRequests: [{ signatureRequestId: bare.request.id }] };
    expect(
      (await direct(app, 'POST', '/v3/direct/sign', bare.token, { body: items })).body.code,
    ).toBe('VALIDATION_FAILED');
    const named = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', bare.token, {
      body: { firstName: 'Bea', lastName: 'Bar' },
    });
    expect(named.body.immutableEidFields).toEqual(['email_address', 'first_name', 'last_name']);
    expect(
      (await direct(app, 'POST', '/v3/direct/sign', bare.token, { body: items })).body.code,
    ).toBe('MOBILE_NUMBER_MISSING');

    // A number given and then cancelled is never used.
    const dropped = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', bare.token, {
      body: { mobile: randomMobile() },
    });
    const cancelled = await direct<DirectVerification>(
      app,
      'POST',
      `/api/cancel/${dropped.body.pendingVerification!.id}`,
      bare.token,
    );
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(
      (await direct(app, 'POST', '/v3/direct/sign', bare.token, { body: items })).body.code,
    ).toBe('MOBILE_NUMBER_MISSING');

    const mobile = randomMobile();
    const added = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', bare.token, {
      body: { mobile },
    });
    const pending = added.body.pendingVerification!;
    expect(pending).toMatchObject({ channel: 'mobile', status: 'PENDING' });
    expect(added.body.maskedMobile).toBeNull();
    expect(
      (await direct(app, 'POST', '/v3/direct/sign', bare.token, { body: items })).body.code,
    ).toBe('VERIFICATION_REQUIRED');
    // Another guest's link does not reach this confirmation.
    expect((await direct(app, 'POST', `/api/resend/${pending.id}`, guest.token)).status).toBe(404);
    const first = sixDigits(await latestSms(app, mobile));
    const resent = await direct<DirectVerification>(
      app,
      'POST',
      `/api/resend/${pending.id}`,
      bare.token,
    );
    expect(resent.status).toBe(200);
    const secret = sixDigits(await latestSms(app, mobile));
    if (first !== secret) {
      const stale = await direct(app, 'POST', `/api/respond/${pending.id}`, bare.token, {
        body: { secret: first },
      });
      expect(stale.body.code).toBe('VERIFICATION_SECRET_INVALID');
    }
    const confirmed = await direct<DirectVerification>(
      app,
      'POST',
      `/api/respond/${pending.id}`,
      bare.token,
      {
        body: { secret },
      },
    );
    expect(confirmed.body.status).toBe('CONFIRMED');
    const again = await direct(app, 'POST', `/api/respond/${pending.id}`, bare.token, {
      body: { secret },
    });
    expect(again.body.code).toBe('VERIFICATION_USED');
    const after = await direct<DirectUser>(app, 'GET', '/v1/direct/user', bare.token);
    expect(after.body.maskedMobile?.endsWith(mobile.slice(-2))).toBe(true);
    expect(after.body.immutableEidFields).toContain('mobile_number');
    const started = await direct(app, 'POST', '/v3/direct/sign', bare.token, { body: items });
    expect(started.body).toMatchObject({ status: 'TAN_SENT' });

    // Once confirmed, the number is fixed like the sender's data.
    const other = await direct<DirectUser>(app, 'PUT', '/v1/direct/user', bare.token, {
      body: { mobile: randomMobile() },
    });
    expect(other.body.code).toBe('EID_FIELD_IMMUTABLE');
  });

  it('names the sender and their business, whose public information the guest pages show', async () => {
    const admin = await account(app, 'sender');
    const business = await foundBusiness(app, admin, 'Gastro & Co AG');
    const support = await json(app, 'PUT', `/v1/businesses/${business.id}`, {
      token: admin.token,
      body: { supportContact: { email: 'help@gastro.example', phone: '' } },
    });
    expect(support.status).toBe(200);
    const invited = await inviteGuest(app, admin.token);
    const view = await direct<DirectSignatureRequest>(
      app,
      'GET',
      `/v3/direct/signature-requests/${invited.request.id}`,
      invited.token,
    );
    expect(view.body).toMatchObject({
      business_id: business.id,
      sender: { name: 'Ada Muster', email: admin.email },
    });
    const info = await json<{ name: string }>(
      app,
      'GET',
      `/v2/direct/businesses/${business.id}/public-information`,
    );
    expect(info.body).toMatchObject({
      name: 'Gastro & Co AG',
      supportContact: { email: 'help@gastro.example' },
    });
    // The invitation carries the business's support contact, in the guest's language.
    const mail = await waitForMail(app, invited.email);
    expect(mail.text).toContain('Wenden Sie sich an Gastro & Co AG');
    expect(mail.text).toContain('help@gastro.example');
  });

  it('a withdrawn request answers as it would a user, not as a reused link', async () => {
    const withdrawn = await inviteGuest(app, ownerToken);
    const done = await json(
      app,
      'POST',
      `/v3/signature-requests/${withdrawn.request.id}/withdraw`,
      {
        token: ownerToken,
        body: {},
      },
    );
    expect(done.status).toBe(200);
    await direct(app, 'PUT', '/v1/direct/user', withdrawn.token, { body: { gtc: true } });
    const sign = await direct(app, 'POST', '/v3/direct/sign', withdrawn.token, {
      body: { signatureRequests: [{ signatureRequestId: withdrawn.request.id }] },
    });
    expect(sign).toMatchObject({ status: 409, body: { code: 'REQUEST_NOT_OPEN' } });
    const view = await direct<DirectSignatureRequest>(
      app,
      'GET',
      `/v3/direct/signature-requests/${withdrawn.request.id}`,
      withdrawn.token,
    );
    expect(view.body).toMatchObject({ status_overall: 'WITHDRAWN', canDownload: false });
  });
});
