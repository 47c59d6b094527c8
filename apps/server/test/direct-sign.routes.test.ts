import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type {
  DirectSignatureRequest,
  DirectUser,
  Endpoint,
  SignatureRequest,
} from '@signet/contract';
import * as contract from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest, latestSms, sixDigits } from './support/direct.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { setAttributes, signerAccount, signWithTan } from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

describe.each(databases)('guest signing by link on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'signet-direct-'));
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ clock });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const guestAccountOf = async (sid: string) =>
    (
      await harness.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `nas:${sid}`)
        .executeTakeFirstOrThrow()
    ).id;

  /** Accepts the terms and signs with the TAN from the outbox. */
  async function guestSigns(token: string, requestId: string, mobile: string) {
    await direct(app, 'PUT', '/v1/direct/user', token, { body: { gtc: true } });
    const items = [{ signatureRequestId: requestId }];
    const started = await direct(app, 'POST', '/v3/direct/sign', token, {
      body: { signatureRequests: items },
    });
    expect(started.body).toMatchObject({ status: 'TAN_SENT', tanLength: 6 });
    const tan = sixDigits(await latestSms(app, mobile));
    return direct(app, 'POST', '/v3/direct/sign', token, {
      body: { signatureRequests: items, tan },
    });
  }

  it('mails the link in the signer’s language; the guest signs without a credit and pdfsig accepts the file', async () => {
    const guest = await inviteGuest(app, owner.token, { language: 'fr-ch' });
    const mail = await waitForMail(app, guest.email);
    expect(mail.subject).toContain('vous demande de signer');
    expect(guest.link.pathname).toBe(`/${guest.request.id}/${guest.sid}`);

    const user = await direct<DirectUser>(app, 'GET', '/v1/direct/user', guest.token);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      id: guest.sid,
      email: guest.email,
      firstName: 'Gina',
      language: 'fr-ch',
      acceptedGtc: false,
      signatureQualities: { ses: { any: { quality: 'SES' } } },
    });
    expect(user.body.immutableEidFields).toEqual(
      expect.arrayContaining(['email_address', 'first_name', 'last_name', 'mobile_number']),
    );
    // §6: no credit is needed in direct sign (a user with none would get SIGNATURES_EXHAUSTED).
    await setAttributes(harness.db, await guestAccountOf(guest.sid), {
      free_signatures_remaining: ['0'],
    });
    // Terms first, as for users.
    const early = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: [{ signatureRequestId: guest.request.id }] },
    });
    expect(early.body.code).toBe('TERMS_NOT_ACCEPTED');

    const signed = await guestSigns(guest.token, guest.request.id, guest.mobile);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });

    const view = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${guest.request.id}`,
      { token: owner.token },
    );
    expect(view.body.status_overall).toBe('SIGNED');
    const documentId = guest.request.documents[0]!.id;
    const file = await direct(
      app,
      'GET',
      `/v3/direct/documents/${documentId}/download`,
      guest.token,
    );
    expect(file.status).toBe(200);
    const target = path.join(dir, 'guest.pdf');
    writeFileSync(target, file.raw);
    const { stdout } = await run('pdfsig', [target]).catch((e: { stdout?: string }) => ({
      stdout: e.stdout ?? '',
    }));
    expect(stdout.split('Signature Validation: Signature is Valid.').length - 1).toBe(1);
    expect(stdout).toContain(guest.email);
    // The completion notice reaches the guest without a link to a page that needs an account.
    // The completion job queues its mails at the real time; this test's clock stands still.
    clock.advance(60_000);
    await app.signet.jobs.drain();
    const completed = await waitForMail(
      app,
      guest.email,
      (m) => m.subject?.includes('signé par tous') ?? false,
    );
    expect(completed.links.filter((link) => link.includes('/view/'))).toEqual([]);
    // After signing the link reads (download) but no longer acts.
    const again = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: [{ signatureRequestId: guest.request.id }] },
    });
    expect(again).toMatchObject({ status: 410, body: { code: 'DIRECT_LINK_USED' } });
    const hidden = await direct(
      app,
      'GET',
      `/v3/direct/documents/${documentId}/download`,
      guest.token,
      {
        query: { hidedownload: 'true' },
      },
    );
    expect(hidden.body.code).toBe('DOWNLOAD_NOT_AVAILABLE');
  });

  it('opens only its own request and signer, never another request or an account call', async () => {
    const other = await signerAccount(app, harness.db, 'other');
    const guest = await inviteGuest(app, owner.token, {}, { extraSigners: [other.email] });
    const second = await inviteGuest(app, owner.token, { email_address: guest.email });
    const ownView = await direct<DirectSignatureRequest>(
      app,
      'GET',
      `/v3/direct/signature-requests/${guest.request.id}`,
      guest.token,
    );
    expect(ownView.status).toBe(200);
    expect(ownView.body.signers).toEqual({ total: 2, signed: 0 });
    // Another signer's address appears nowhere in what the guest sees.
    expect(JSON.stringify(ownView.body)).not.toContain(other.email);
    // The same guest's other request (same address) is not opened by this link.
    for (const url of [
      `/v3/direct/signature-requests/${second.request.id}`,
      `/v3/direct/documents/${second.request.documents[0]!.id}/pages/0`,
      `/v3/direct/documents/${second.request.documents[0]!.id}/download`,
    ]) {
      expect((await direct(app, 'GET', url, guest.token)).status, url).toBe(404);
    }
    const signOther = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: [{ signatureRequestId: second.request.id }] },
    });
    expect(signOther.status).toBe(404);
    // Every account call (auth: user in the contract): neither as a bearer token, nor in the query
    // or the header a direct call takes.
    const accountCalls = Object.values(contract as Record<string, unknown>).filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'auth' in value && value.auth === 'user',
    );
    expect(accountCalls.length).toBeGreaterThan(90);
    for (const endpoint of accountCalls) {
      const path = endpoint.path.replace(/\{\w+\}/g, guest.request.id);
      for (const [url, headers] of [
        [path, { authorization: `Bearer ${guest.token}` }],
        [`${path}?token=${guest.token}`, {}],
        [path, { 'x-direct-token': guest.token }],
      ] as const) {
        const answer = await app.inject({ method: endpoint.method, url, headers });
        expect(answer.statusCode, `${endpoint.method} ${url}`).toBe(401);
      }
    }
    // The header works like the query.
    const byHeader = await direct(app, 'GET', '/v1/direct/user', guest.token, { header: true });
    expect(byHeader.status).toBe(200);
  });

  it('tells tampered, missing, replaced and expired links apart', async () => {
    const guest = await inviteGuest(app, owner.token);
    const parts = guest.token.split('.');
    const tampered = [
      parts[0],
      parts[1],
      `${parts[2]!.slice(0, -1)}${parts[2]!.endsWith('A') ? 'B' : 'A'}`,
      parts[3],
    ].join('.');
    expect(await direct(app, 'GET', '/v1/direct/user', tampered)).toMatchObject({
      status: 403,
      body: { code: 'DIRECT_LINK_TAMPERED' },
    });
    expect((await direct(app, 'GET', '/v1/direct/user', 'garbage')).body.code).toBe(
      'DIRECT_LINK_TAMPERED',
    );
    expect((await direct(app, 'GET', '/v1/direct/user', undefined)).status).toBe(401);

    // Only the token's hash is stored.
    const rows = await harness.db.selectFrom('direct_sign_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(parts[2]);
    // A new link by mail replaces the old one.
    const resent = await direct(app, 'POST', '/v1/direct/tan/resend', guest.token, {
      body: {
        url: `http://signet.test${guest.link.pathname}?exitURL=https://shop.example/done&redirectTimeout=5`,
      },
    });
    expect(resent).toMatchObject({ status: 202, body: { codeLength: 6 } });
    expect(resent.body.sentTo).toMatch(/^g•••@example\.com$/);
    expect((await direct(app, 'GET', '/v1/direct/user', guest.token)).body.code).toBe(
      'DIRECT_LINK_USED',
    );
    const mail = await waitForMail(
      app,
      guest.email,
      (m) => m.subject?.includes('neuer Link') ?? false,
    );
    const fresh = new URL(mail.links.find((l) => l.includes('token='))!);
    expect(fresh.searchParams.get('exitURL')).toBe('https://shop.example/done');
    expect(fresh.searchParams.get('redirectTimeout')).toBe('10');
    const freshToken = fresh.searchParams.get('token')!;
    expect((await direct(app, 'GET', '/v1/direct/user', freshToken)).status).toBe(200);

    // The page with the old token types the mailed code instead (wrong tries count).
    const wrong = await direct(app, 'POST', '/v1/direct/tan/check', guest.token, {
      body: { tan: '000000' },
    });
    const code = sixDigits(mail.text);
    if (code !== '000000') expect(wrong.body.code).toBe('VERIFICATION_SECRET_INVALID');
    const checked = await direct<{ token: string }>(
      app,
      'POST',
      '/v1/direct/tan/check',
      guest.token,
      {
        body: { tan: code },
      },
    );
    expect(checked.status).toBe(200);
    expect((await direct(app, 'GET', '/v1/direct/user', checked.body.token)).status).toBe(200);
    expect(
      (await direct(app, 'POST', '/v1/direct/tan/check', guest.token, { body: { tan: code } })).body
        .code,
    ).toBe('VERIFICATION_USED');

    clock.advance(31 * 86_400_000);
    try {
      expect(await direct(app, 'GET', '/v1/direct/user', checked.body.token)).toMatchObject({
        status: 410,
        body: { code: 'DIRECT_LINK_EXPIRED' },
      });
      // An expired link may still ask for a new one.
      const renewed = await direct(app, 'POST', '/v1/direct/tan/resend', checked.body.token, {
        body: {},
      });
      expect(renewed.status).toBe(202);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });

  it('locks signing after three wrong TANs, as for users', async () => {
    const guest = await inviteGuest(app, owner.token);
    await direct(app, 'PUT', '/v1/direct/user', guest.token, { body: { gtc: true } });
    const items = [{ signatureRequestId: guest.request.id }];
    await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: items },
    });
    const tan = sixDigits(await latestSms(app, guest.mobile));
    const wrong = tan === '111111' ? '222222' : '111111';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const tried = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
        body: { signatureRequests: items, tan: wrong },
      });
      codes.push(tried.body.code);
    }
    expect(codes).toEqual(['TAN_INVALID', 'TAN_INVALID', 'TAN_LOCKED']);
    const locked = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: items, tan },
    });
    expect(locked.body.code).toBe('SIGNING_LOCKED');
  });

  it('lets a person with an account at that address sign from the inbox as well', async () => {
    const email = uniqueEmail('holder');
    const holder = await signerAccount(app, harness.db, 'holder', email);
    const guest = await inviteGuest(app, owner.token, { email_address: email });
    // Given by signer_identity_data only, so the mail carries a link even though an account exists.
    expect(guest.token).toBeTruthy();
    const signed = await signWithTan(app, holder, [{ signatureRequestId: guest.request.id }]);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });
    const after = await direct(
      app,
      'GET',
      `/v3/direct/signature-requests/${guest.request.id}`,
      guest.token,
    );
    expect(after.body).toMatchObject({ status_overall: 'SIGNED', canDownload: true });
  });
});
