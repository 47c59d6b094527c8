import type { BusinessInvitation, User } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { STRONG_PASSWORD, uniqueEmail, useHarness } from './support/test-app.ts';

/** The token of the newest invitation link to `to` (a sign-up link: /signup/steps?token=…). */
async function inviteLink(app: SignetApp, to: string, except: string[] = []) {
  const mail = await waitForMail(app, to, (m) =>
    m.links.some((link) => {
      const url = new URL(link);
      const token = url.searchParams.get('token');
      return url.pathname === '/signup/steps' && token !== null && !except.includes(token);
    }),
  );
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === '/signup/steps');
  return { mail, token: link?.searchParams.get('token') ?? '' };
}

const register = (app: SignetApp, token: string) =>
  json<{ id: string }>(app, 'POST', '/v1/register', {
    body: {
      firstName: 'Nina',
      lastName: 'Neu',
      password: STRONG_PASSWORD,
      token,
      gtc: true,
      lang: 'it',
    },
  });

const login = async (app: SignetApp, email: string) =>
  (
    await json<{ token: string }>(app, 'POST', '/v1/login', {
      body: { email, password: STRONG_PASSWORD },
    })
  ).body.token;

describe.each(databases)('business invitations and domains on $name', (engine) => {
  const harness = useHarness(engine);
  let shared: SignetApp | undefined;
  const app = async () => {
    shared ??= await harness.app();
    return shared;
  };

  it('invites in each invitee’s language, skips members, re-sends open invitations', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const french = await account(server, 'french');
    const member = await account(server, 'member');
    await json(server, 'PUT', '/v1/user', {
      token: french.token,
      body: { attributes: { lang: ['fr-ch'] } },
    });
    const { id } = await foundBusiness(server, admin);
    await join(server, id, admin, member);
    const newcomer = uniqueEmail('newcomer');
    const plain = uniqueEmail('plain');

    const invited = await json<BusinessInvitation[]>(
      server,
      'POST',
      `/v1/businesses/${id}/members`,
      {
        token: admin.token,
        body: { users: [french.email.toUpperCase(), newcomer, member.email], language: 'it' },
      },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual([
      expect.objectContaining({ email: french.email, hasAccount: true, invitedBy: admin.email }),
      expect.objectContaining({ email: newcomer, hasAccount: false, invitedBy: admin.email }),
    ]);
    const toFrench = await waitForMail(server, french.email, (m) =>
      (m.subject ?? '').includes('Acme'),
    );
    expect(toFrench.subject).toBe('Ada Muster vous invite à rejoindre Acme AG sur Signet');
    expect(toFrench.links).toContain(
      `http://signet.test/login?email=${encodeURIComponent(french.email)}`,
    );
    const first = await inviteLink(server, newcomer);
    expect(first.mail.subject).toBe('Ada Muster la invita a unirsi a Acme AG su Signet');
    expect(first.mail.text).toContain("L'invito è valido per 14 giorni.");

    // Without a language: the inviter's own.
    await json(server, 'POST', `/v1/businesses/${id}/members`, {
      token: admin.token,
      body: { users: [plain] },
    });
    expect((await inviteLink(server, plain)).mail.subject).toBe(
      'Ada Muster has invited you to join Acme AG on Signet',
    );

    const resent = await json<BusinessInvitation[]>(
      server,
      'POST',
      `/v1/businesses/${id}/members`,
      {
        token: admin.token,
        body: { users: [newcomer] },
      },
    );
    expect(resent.body[0]?.id).toBe(invited.body[1]?.id);
    const second = await inviteLink(server, newcomer, [first.token]);
    const old = await json(server, 'POST', '/v1/valid-confirmation', {
      body: { token: first.token, language: 'en-gb' },
    });
    expect(old).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
    const current = await json(server, 'POST', '/v1/valid-confirmation', {
      body: { token: second.token, language: 'en-gb' },
    });
    expect(current.body).toEqual({ email: newcomer, flow: 'business_invite', applied: false });

    const listed = await json<BusinessInvitation[]>(
      server,
      'GET',
      `/v2/businesses/${id}/invitations?page_size=2`,
      {
        token: admin.token,
      },
    );
    expect(listed.headers['x-total-count']).toBe('3');
    expect(listed.body).toHaveLength(2);
    const search = await json<BusinessInvitation[]>(
      server,
      'GET',
      `/v2/businesses/${id}/invitations?search=french`,
      {
        token: admin.token,
      },
    );
    expect(search.body.map((i) => i.email)).toEqual([french.email]);
  });

  it('an account accepts from the blocking dialog, or declines', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const joiner = await account(server, 'joiner');
    const decliner = await account(server, 'decliner');
    const busy = await account(server, 'busy');
    const { id } = await foundBusiness(server, admin);
    await foundBusiness(server, busy, 'Busy AG');
    await json(server, 'POST', `/v1/businesses/${id}/members`, {
      token: admin.token,
      body: { users: [joiner.email, decliner.email, busy.email] },
    });

    const before = await json<User>(server, 'GET', '/v1/user', { token: joiner.token });
    expect(before.body.attributes.accepted_business_invite).toEqual(['false']);
    // The blocking dialog names the business that invites.
    expect(before.body.businessInvitation).toEqual({ businessId: id, businessName: 'Acme AG' });
    const busyView = await json<User>(server, 'GET', '/v1/user', { token: busy.token });
    expect(busyView.body.attributes).not.toHaveProperty('accepted_business_invite');
    const accepted = await json<User>(server, 'POST', '/v1/user/accept', {
      token: joiner.token,
      body: { business_invite: true },
    });
    expect(accepted.body).toMatchObject({ business: { id, role: 'member' } });
    expect(accepted.body.attributes).not.toHaveProperty('accepted_business_invite');
    expect(accepted.body.businessInvitation).toBeNull();
    const twice = await json(server, 'POST', '/v1/user/accept', {
      token: joiner.token,
      body: { business_invite: true },
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'ALREADY_IN_BUSINESS' } });
    const inOther = await json(server, 'POST', '/v1/user/accept', {
      token: busy.token,
      body: { business_invite: true },
    });
    expect(inOther).toMatchObject({ status: 409, body: { code: 'ALREADY_IN_BUSINESS' } });

    const declined = await json<User>(server, 'POST', '/v1/user/accept', {
      token: decliner.token,
      body: { business_invite: false },
    });
    expect(declined.body).toMatchObject({ business: null });
    expect(declined.body.attributes).not.toHaveProperty('accepted_business_invite');
    const late = await json(server, 'POST', '/v1/user/accept', {
      token: decliner.token,
      body: { business_invite: true },
    });
    expect(late).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
    const open = await json<BusinessInvitation[]>(
      server,
      'GET',
      `/v2/businesses/${id}/invitations`,
      { token: admin.token },
    );
    expect(open.body.map((i) => i.email)).toEqual([busy.email]);
  });

  it('a new address signs up through the link and is a member at once; used and withdrawn links say so', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    const newcomer = uniqueEmail('newcomer');
    const withdrawnAddress = uniqueEmail('withdrawn');
    const withdrawnAccount = await account(server, 'withdrawn-account');
    const invited = await json<BusinessInvitation[]>(
      server,
      'POST',
      `/v1/businesses/${id}/members`,
      {
        token: admin.token,
        body: { users: [newcomer, withdrawnAddress, withdrawnAccount.email] },
      },
    );
    const { token } = await inviteLink(server, newcomer);
    const created = await register(server, token);
    expect(created.status).toBe(201);
    const session = await login(server, newcomer);
    const view = await json<User>(server, 'GET', '/v1/user', { token: session });
    expect(view.body).toMatchObject({
      emailVerified: true,
      business: { id, role: 'member' },
      language: 'it',
    });
    expect(
      (await waitForMail(server, newcomer, (m) => (m.subject ?? '').startsWith('Benvenuto')))
        .subject,
    ).toBe('Benvenuto/a in Acme AG su Signet');
    for (const call of ['/v1/valid-confirmation', '/v1/register']) {
      const used =
        call === '/v1/register'
          ? await register(server, token)
          : await json(server, 'POST', call, { body: { token, language: 'en-gb' } });
      expect([call, used.status, used.body]).toMatchObject([
        call,
        410,
        { code: 'INVITATION_USED' },
      ]);
    }

    const withdrawnToken = (await inviteLink(server, withdrawnAddress)).token;
    for (const invitation of invited.body.slice(1)) {
      const withdrawn = await json(
        server,
        'DELETE',
        `/v1/businesses/${id}/invitations/${invitation.id}`,
        { token: admin.token },
      );
      expect(withdrawn.status).toBe(204);
    }
    const check = await json(server, 'POST', '/v1/valid-confirmation', {
      body: { token: withdrawnToken, language: 'en-gb' },
    });
    expect(check).toMatchObject({ status: 410, body: { code: 'INVITATION_WITHDRAWN' } });
    expect(await register(server, withdrawnToken)).toMatchObject({
      status: 410,
      body: { code: 'INVITATION_WITHDRAWN' },
    });
    const dialog = await json(server, 'POST', '/v1/user/accept', {
      token: withdrawnAccount.token,
      body: { business_invite: true },
    });
    expect(dialog).toMatchObject({ status: 410, body: { code: 'INVITATION_WITHDRAWN' } });
    const twice = await json(
      server,
      'DELETE',
      `/v1/businesses/${id}/invitations/${invited.body[1]?.id}`,
      { token: admin.token },
    );
    expect(twice).toMatchObject({ status: 410, body: { code: 'INVITATION_WITHDRAWN' } });
    const usedOne = await json(
      server,
      'DELETE',
      `/v1/businesses/${id}/invitations/${invited.body[0]?.id}`,
      { token: admin.token },
    );
    expect(usedOne).toMatchObject({ status: 410, body: { code: 'INVITATION_USED' } });
  });

  it('claims domains the admin’s address proves, one business each; sign-ups there are offered it', async () => {
    const server = await app();
    const domain = `${uniqueEmail('d').split('@')[0]}.example`;
    const admin = await account(server, 'admin', domain);
    const rival = await account(server, 'rival', domain);
    const gmail = await account(server, 'public', 'gmail.com');
    const { id } = await foundBusiness(server, admin);
    const rivalBusiness = await foundBusiness(server, rival, 'Rival AG');
    const publicBusiness = await foundBusiness(server, gmail, 'Public AG');

    const notMine = await json(server, 'POST', `/v1/businesses/${id}/domains`, {
      token: admin.token,
      body: { domain: 'elsewhere.example' },
    });
    expect(notMine).toMatchObject({ status: 403, body: { code: 'DOMAIN_NOT_OWNED' } });
    const publicDomain = await json(server, 'POST', `/v1/businesses/${publicBusiness.id}/domains`, {
      token: gmail.token,
      body: { domain: 'gmail.com' },
    });
    expect(publicDomain).toMatchObject({ status: 403, body: { code: 'DOMAIN_NOT_OWNED' } });
    const claimed = await json(server, 'POST', `/v1/businesses/${id}/domains`, {
      token: admin.token,
      body: { domain: domain.toUpperCase() },
    });
    expect(claimed).toMatchObject({ status: 200, body: [domain] });
    const told = await waitForMail(server, admin.email, (m) => (m.subject ?? '').includes(domain));
    expect(told.subject).toBe(`${domain} now belongs to Acme AG on Signet`);
    const taken = await json(server, 'POST', `/v1/businesses/${rivalBusiness.id}/domains`, {
      token: rival.token,
      body: { domain },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'DOMAIN_TAKEN' } });

    // Someone signs up with an address in the domain: the blocking dialog offers the business.
    const colleague = await account(server, 'colleague', domain);
    const offered = await json<User>(server, 'GET', '/v1/user', { token: colleague.token });
    expect(offered.body.attributes.accepted_business_invite).toEqual(['false']);
    const listed = await json<BusinessInvitation[]>(
      server,
      'GET',
      `/v2/businesses/${id}/invitations`,
      { token: admin.token },
    );
    expect(listed.body).toEqual([
      expect.objectContaining({ email: colleague.email, invitedBy: '', hasAccount: true }),
    ]);
    await json(server, 'POST', '/v1/user/accept', {
      token: colleague.token,
      body: { business_invite: true },
    });

    const released = await json(server, 'DELETE', `/v1/businesses/${id}/domains/${domain}`, {
      token: admin.token,
    });
    expect(released).toMatchObject({ status: 200, body: [] });
    const unknown = await json(server, 'DELETE', `/v1/businesses/${id}/domains`, {
      token: admin.token,
      body: { domain },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const stays = await json<User>(server, 'GET', '/v1/user', { token: colleague.token });
    expect(stays.body.business).toMatchObject({ id, role: 'member' });
    const later = await account(server, 'later', domain);
    const noOffer = await json<User>(server, 'GET', '/v1/user', { token: later.token });
    expect(noOffer.body.attributes).not.toHaveProperty('accepted_business_invite');
    // Released, the domain can go to the rival.
    const rivalClaim = await json(server, 'POST', `/v1/businesses/${rivalBusiness.id}/domains`, {
      token: rival.token,
      body: { domain },
    });
    expect(rivalClaim).toMatchObject({ status: 200, body: [domain] });
  });
});
