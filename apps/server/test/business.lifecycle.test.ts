import type { Business, BusinessSettings, User } from '@signet/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { createRequest } from './support/requests.ts';
import { STRONG_PASSWORD, TestClock, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } });

async function upload(app: SignetApp, who: Account, id: string, bytes: Buffer, type: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/businesses/${id}/logo`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': type },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as BusinessSettings & { code?: string },
  };
}

const pathOf = (url: string) => new URL(url).pathname;

describe.each(databases)('business logo and deletion on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let shared: SignetApp | undefined;
  const app = async () => {
    shared ??= await harness.app({ clock });
    return shared;
  };

  it('takes a PNG, JPEG or WebP logo, re-encoded within the box, and serves only its own', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const other = await account(server, 'other');
    const { id } = await foundBusiness(server, admin);
    const otherBusiness = await foundBusiness(server, other, 'Other AG');

    const png = await upload(
      server,
      admin,
      id,
      await image(1200, 800).png().toBuffer(),
      'image/png',
    );
    expect(png.status).toBe(200);
    const first = png.body.companyBranding.logo;
    expect(first).toMatchObject({ width: 300, height: 200 });
    expect(first?.url).toMatch(
      new RegExp(`^http://signet.test/v2/businesses/${id}/logo/[a-f0-9]{64}$`),
    );
    const served = await server.inject({ method: 'GET', url: pathOf(first?.url ?? '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Mails and webmail pages embed it from elsewhere.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 200,
    });

    const jpeg = await upload(
      server,
      admin,
      id,
      await image(100, 50).jpeg().toBuffer(),
      'image/jpeg',
    );
    expect(jpeg.body.companyBranding.logo).toMatchObject({ width: 100, height: 50 });
    const webp = await upload(
      server,
      admin,
      id,
      await image(800, 100).webp().toBuffer(),
      'image/webp',
    );
    const current = webp.body.companyBranding.logo;
    expect(current).toMatchObject({ width: 600, height: 75 });
    const info = await json(server, 'GET', `/v2/direct/businesses/${id}/public-information`);
    expect(info.body.logo).toEqual(current);

    // Mails already sent still show the earlier logo; another business's logo is not this one's.
    expect((await server.inject({ method: 'GET', url: pathOf(first?.url ?? '') })).statusCode).toBe(
      200,
    );
    const theirs = await upload(
      server,
      other,
      otherBusiness.id,
      await image(30, 30).png().toBuffer(),
      'image/png',
    );
    const theirHash = theirs.body.companyBranding.logo?.url.split('/').at(-1);
    const crossed = await server.inject({
      method: 'GET',
      url: `/v2/businesses/${id}/logo/${theirHash}`,
    });
    expect(crossed.statusCode).toBe(404);
    const unknown = await server.inject({
      method: 'GET',
      url: `/v2/businesses/${id}/logo/${'a'.repeat(64)}`,
    });
    expect(unknown.statusCode).toBe(404);

    const refused: [string, Buffer, string, number, string][] = [
      ['text', Buffer.from('hello'), 'text/plain', 415, 'BUSINESS_LOGO_TYPE'],
      ['gif', await image(10, 10).gif().toBuffer(), 'image/gif', 415, 'BUSINESS_LOGO_TYPE'],
      [
        'png called webp',
        await image(10, 10).png().toBuffer(),
        'image/webp',
        415,
        'BUSINESS_LOGO_TYPE',
      ],
      ['too large', Buffer.alloc(1024 * 1024 + 1, 7), 'image/png', 413, 'BUSINESS_LOGO_TOO_LARGE'],
      [
        'undecodable',
        Buffer.concat([
          (await image(10, 10).png().toBuffer()).subarray(0, 40),
          Buffer.alloc(60, 1),
        ]),
        'image/png',
        422,
        'BUSINESS_LOGO_INVALID',
      ],
      [
        'too wide',
        await image(5000, 10).png().toBuffer(),
        'image/png',
        422,
        'BUSINESS_LOGO_INVALID',
      ],
      ['empty', Buffer.alloc(0), 'image/png', 422, 'BUSINESS_LOGO_INVALID'],
    ];
    for (const [name, bytes, type, status, code] of refused) {
      const response = await upload(server, admin, id, bytes, type);
      expect([name, response.status, response.body.code]).toEqual([name, status, code]);
    }

    const removed = await json<BusinessSettings>(server, 'DELETE', `/v1/businesses/${id}/logo`, {
      token: admin.token,
    });
    expect(removed.body.companyBranding.logo).toBeNull();
    expect(
      (await json(server, 'GET', `/v2/businesses/${id}/public-information`, { token: other.token }))
        .body.logo,
    ).toBeNull();
  });

  it('deletes after the grace period: revocable until then, members told, requests kept', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const member = await account(server, 'member');
    const { id } = await foundBusiness(server, admin, 'Doomed AG');
    await join(server, id, admin, member);
    const request = await createRequest(server, member.token, { title: 'Kept' });
    await harness.db
      .updateTable('signature_requests')
      .set({ business_id: id })
      .where('id', '=', request.id)
      .execute();

    const notDeleting = await json(server, 'POST', `/v2/businesses/${id}/revoke_delete`, {
      token: admin.token,
    });
    expect(notDeleting).toMatchObject({ status: 409, body: { code: 'BUSINESS_NOT_DELETING' } });
    const scheduled = await json<Business>(server, 'DELETE', `/v2/businesses/${id}`, {
      token: admin.token,
    });
    expect(scheduled.status).toBe(200);
    expect(Date.parse(scheduled.body.deletionScheduledAt ?? '')).toBe(
      clock.now().getTime() + 30 * DAY,
    );
    const onAccount = await json<User>(server, 'GET', '/v1/user', { token: member.token });
    expect(onAccount.body.business?.deletionScheduledAt).toBe(scheduled.body.deletionScheduledAt);

    // Reads go on; changes wait for the revoke.
    expect((await json(server, 'GET', `/v1/businesses/${id}`, { token: admin.token })).status).toBe(
      200,
    );
    for (const [method, url, body] of [
      ['PUT', `/v1/businesses/${id}`, { name: 'Saved AG' }],
      ['POST', `/v1/businesses/${id}/members`, { users: ['late@doomed.example'] }],
      ['DELETE', `/v2/businesses/${id}`, undefined],
      ['POST', `/v1/businesses/${id}/remove-members`, { user_ids: [member.id] }],
    ] as const) {
      const refused = await json(server, method, url, {
        token: method === 'POST' && url.endsWith('remove-members') ? member.token : admin.token,
        body,
      });
      expect([url, refused.status, refused.body.code]).toEqual([
        url,
        409,
        'BUSINESS_DELETION_PENDING',
      ]);
    }
    const revoked = await json<Business>(server, 'POST', `/v2/businesses/${id}/revoke_delete`, {
      token: admin.token,
    });
    expect(revoked.body.deletionScheduledAt).toBeNull();
    expect(
      (
        await json(server, 'PUT', `/v1/businesses/${id}`, {
          token: admin.token,
          body: { name: 'Doomed AG' },
        })
      ).status,
    ).toBe(200);

    await json(server, 'DELETE', `/v2/businesses/${id}`, { token: admin.token });
    clock.advance(29 * DAY);
    await server.signet.jobs.drain();
    expect(
      await harness.db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toBeDefined();
    clock.advance(DAY + 60_000);
    const late = await json(server, 'POST', `/v2/businesses/${id}/revoke_delete`, {
      token: await signIn(server, admin),
    });
    expect(late).toMatchObject({ status: 409, body: { code: 'BUSINESS_NOT_DELETING' } });
    await server.signet.jobs.drain();

    expect(
      await harness.db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toBeUndefined();
    const kept = await harness.db
      .selectFrom('signature_requests')
      .select(['owner_id', 'business_id'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ owner_id: member.id, business_id: null });
    for (const person of [admin, member]) {
      const token = await signIn(server, person);
      const view = await json<User>(server, 'GET', '/v1/user', { token });
      expect(view.body).toMatchObject({
        business: null,
        isBusinessAdmin: false,
        attributes: { business_deleted: ['true'] },
      });
      const mail = await waitForMail(server, person.email, (m) =>
        (m.subject ?? '').includes('has been deleted'),
      );
      expect(mail.subject).toBe('The business account of Doomed AG has been deleted');
      const read = await json<User>(server, 'POST', '/v1/user/accept', {
        token,
        body: { business_notice: true },
      });
      expect(read.body.attributes).not.toHaveProperty('business_deleted');
    }
  });

  it('invitations expire after 14 days: the link and the dialog both end', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const invitee = await account(server, 'invitee');
    const { id } = await foundBusiness(server, admin, 'Slow AG');
    const newcomer = `late-${invitee.email}`;
    await json(server, 'POST', `/v1/businesses/${id}/members`, {
      token: admin.token,
      body: { users: [invitee.email, newcomer] },
    });
    const mail = await waitForMail(server, newcomer);
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    clock.advance(14 * DAY + 60_000);
    const link = await json(server, 'POST', '/v1/valid-confirmation', {
      body: { token, language: 'en-gb' },
    });
    expect(link).toMatchObject({ status: 410, body: { code: 'TOKEN_EXPIRED' } });
    const session = await signIn(server, invitee);
    const view = await json<User>(server, 'GET', '/v1/user', { token: session });
    expect(view.body.attributes).not.toHaveProperty('accepted_business_invite');
    const accept = await json(server, 'POST', '/v1/user/accept', {
      token: session,
      body: { business_invite: true },
    });
    expect(accept).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
    // Inviting again renews the invitation.
    await json(server, 'POST', `/v1/businesses/${id}/members`, {
      token: await signIn(server, admin),
      body: { users: [invitee.email] },
    });
    const again = await json<User>(server, 'GET', '/v1/user', { token: session });
    expect(again.body.attributes.accepted_business_invite).toEqual(['false']);
  });
});

async function signIn(app: SignetApp, person: Account): Promise<string> {
  const { body } = await json<{ token: string }>(app, 'POST', '/v1/login', {
    body: { email: person.email, password: STRONG_PASSWORD },
  });
  return body.token;
}
