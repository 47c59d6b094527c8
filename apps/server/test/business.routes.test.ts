import type { Business, BusinessSettings, BusinessStatistics, User } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { countUsage } from '../src/features/business/index.ts';
import { account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { useHarness } from './support/test-app.ts';

const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field).sort();

describe.each(databases)('business accounts on $name', (engine) => {
  const harness = useHarness(engine);
  let shared: Awaited<ReturnType<typeof harness.app>> | undefined;
  const app = async () => {
    shared ??= await harness.app();
    return shared;
  };

  it('founds a business: the founder is its first admin, MANUAL, terms accepted', async () => {
    const server = await app();
    const founder = await account(server, 'founder');
    const business = await foundBusiness(server, founder);
    expect(business).toMatchObject({
      name: 'Acme AG',
      email: 'office@acme.example',
      phone: '044 123 4567',
      admins: [founder.id],
      members: [founder.id],
      invitedMembers: [],
      domains: [],
      paymentState: 'MANUAL',
      deletionScheduledAt: null,
      aes4biz: { enabled: false, status: 'off' },
      seals: [],
    });
    expect(business.gtcAcceptedAt).toEqual(business.createdAt);
    expect(business.dpaAcceptedAt).toEqual(business.createdAt);
    expect(business.settings).toMatchObject({
      supportContact: { email: '', phone: '' },
      signatureRequests: { part11: { enabled: false } },
      companyBranding: { logo: null },
    });

    const read = await json<Business>(server, 'GET', `/v1/businesses/${business.id}`, {
      token: founder.token,
    });
    expect(read.body).toEqual(business);
    const own = await json(server, 'GET', '/v2/businesses/user', { token: founder.token });
    expect(own.body).toEqual(business);

    const again = await json(server, 'POST', '/v2/businesses', {
      token: founder.token,
      body: { name: 'Second', email: 'b@acme.example', gtc: true, dpa: true },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_IN_BUSINESS' } });

    const outsider = await account(server, 'outsider');
    const none = await json(server, 'GET', '/v2/businesses/user', { token: outsider.token });
    expect(none).toMatchObject({ status: 200, body: null });
  });

  it('shows the business on the account: role, payment state, group, admin flag', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const member = await account(server, 'member');
    const business = await foundBusiness(server, admin, 'Globex');
    await join(server, business.id, admin, member);

    const adminView = await json<User>(server, 'GET', '/v1/user', { token: admin.token });
    expect(adminView.body).toMatchObject({
      isBusinessAdmin: true,
      business: {
        id: business.id,
        name: 'Globex',
        role: 'admin',
        paymentState: 'MANUAL',
        deletionScheduledAt: null,
      },
      // groupInfo lists signer groups (signer-groups.routes.test.ts); this business has none.
      groupInfo: { groups: [], groupVersions: {} },
    });
    const memberView = await json<User>(server, 'GET', '/v1/user', { token: member.token });
    expect(memberView.body).toMatchObject({
      isBusinessAdmin: false,
      business: { id: business.id, role: 'member' },
      groupInfo: { groups: [] },
    });
    expect(memberView.body.attributes).not.toHaveProperty('accepted_business_invite');
    const memberBusiness = await json<Business>(server, 'GET', '/v2/businesses/user', {
      token: member.token,
    });
    expect(memberBusiness.body.members).toEqual([admin.id, member.id]);
    // Billing, plan and invitations stay with the admins.
    expect(memberBusiness.body).toMatchObject({
      billing: null,
      pricePlan: null,
      stripe: null,
      invitedMembers: [],
    });
  });

  it('changes the contact and blanks an invalid support e-mail or phone (§5)', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    const changed = await json<Business>(server, 'PUT', `/v1/businesses/${id}`, {
      token: admin.token,
      body: {
        name: ' Initech ',
        phone: '',
        supportContact: { email: 'not an address', phone: '079 123 4567' },
      },
    });
    expect(changed.body).toMatchObject({
      name: 'Initech',
      phone: '',
      settings: { supportContact: { email: '', phone: '079 123 4567' } },
    });
    const again = await json<Business>(server, 'PUT', `/v1/businesses/${id}`, {
      token: admin.token,
      body: { supportContact: { email: 'help@initech.example' } },
    });
    expect(again.body.settings.supportContact).toEqual({
      email: 'help@initech.example',
      phone: '079 123 4567',
    });
    const bad = await json<Business>(server, 'PUT', `/v1/businesses/${id}`, {
      token: admin.token,
      body: { supportContact: { phone: '12' } },
    });
    expect(bad.body.settings.supportContact).toEqual({ email: 'help@initech.example', phone: '' });

    const stranger = await account(server, 'signer');
    const info = await json(server, 'GET', `/v2/businesses/${id}/public-information`, {
      token: stranger.token,
    });
    const expected = {
      id,
      name: 'Initech',
      logo: null,
      supportContact: { email: 'help@initech.example', phone: '' },
    };
    expect(info).toMatchObject({ status: 200, body: expected });
    const direct = await json(server, 'GET', `/v2/direct/businesses/${id}/public-information`);
    expect(direct).toMatchObject({ status: 200, body: expected });
    const unknown = await json(
      server,
      'GET',
      '/v2/direct/businesses/00000000-0000-4000-8000-000000000000/public-information',
    );
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const signedOut = await json(server, 'GET', `/v2/businesses/${id}/public-information`);
    expect(signedOut.status).toBe(401);
  });

  it('reads and writes the settings; a fixed attachment setting cannot change', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    const url = `/v1/businesses/${id}/settings`;
    const initial = await json<BusinessSettings>(server, 'GET', url, { token: admin.token });
    expect(initial.body).toMatchObject({
      signatureRequests: {
        part11: { enabled: false },
        retention: { enabled: false, terminalState: 'SIGNED', days: 30 },
      },
      mailService: {
        attachments: {
          signedDocument: { enabled: true, customisable: true },
          signatureProtocol: { enabled: true, customisable: true },
        },
      },
      signerGroups: { maxGroups: 50, maxParticipants: 30 },
    });
    const changed = await json<BusinessSettings>(server, 'PUT', url, {
      token: admin.token,
      body: {
        signatureRequests: {
          part11: { enabled: true },
          retention: { enabled: true, terminalState: 'ANY', days: 90 },
        },
        mailService: { attachments: { signedDocument: { enabled: false } } },
      },
    });
    expect(changed.body).toMatchObject({
      signatureRequests: {
        part11: { enabled: true },
        retention: { enabled: true, terminalState: 'ANY', days: 90 },
      },
      mailService: { attachments: { signedDocument: { enabled: false, customisable: true } } },
    });
    const retentionOff = await json<BusinessSettings>(server, 'PUT', url, {
      token: admin.token,
      body: { signatureRequests: { retention: { enabled: false } } },
    });
    expect(retentionOff.body.signatureRequests.retention).toEqual({
      enabled: false,
      terminalState: 'ANY',
      days: 90,
    });

    // The operator fixes the protocol attachment for this business.
    await harness.db
      .updateTable('businesses')
      .set({
        settings: JSON.stringify({
          ...(
            await harness.db
              .selectFrom('businesses')
              .select('settings')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).settings,
          attachments: { signatureProtocol: { enabled: true, customisable: false } },
        }),
      })
      .where('id', '=', id)
      .execute();
    const fixed = await json(server, 'PUT', url, {
      token: admin.token,
      body: { mailService: { attachments: { signatureProtocol: { enabled: false } } } },
    });
    expect(fixed).toMatchObject({ status: 403, body: { code: 'SETTING_NOT_CUSTOMISABLE' } });
    expect(fieldsOf(fixed.body)).toEqual([
      'body.mailService.attachments.signatureProtocol.enabled',
    ]);
    const same = await json<BusinessSettings>(server, 'PUT', url, {
      token: admin.token,
      body: { mailService: { attachments: { signatureProtocol: { enabled: true } } } },
    });
    expect(same.status).toBe(200);
    expect(same.body.mailService.attachments.signatureProtocol).toEqual({
      enabled: true,
      customisable: false,
    });
  });

  it('counts statistics from the usage counters, month by month, zero-filled', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const member = await account(server, 'member');
    const business = await foundBusiness(server, admin);
    await join(server, business.id, admin, member);
    await json(server, 'POST', `/v1/businesses/${business.id}/members`, {
      token: admin.token,
      body: { users: ['later@acme.example', 'later-too@acme.example'] },
    });
    const now = new Date();
    const monthsAgo = (n: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15));
    const month = (at: Date) => at.toISOString().slice(0, 7);
    const count = (
      kind: 'signature' | 'request_created' | 'request_completed',
      at: Date,
      level?: string,
      amount?: number,
    ) =>
      countUsage(harness.db, {
        businessId: business.id,
        kind,
        at,
        ...(level ? { level } : {}),
        ...(amount ? { amount } : {}),
      });
    await count('signature', now, 'ses', 3);
    await count('signature', now, 'qes');
    await count('signature', monthsAgo(2), 'aes', 2);
    await count('signature', monthsAgo(14), 'ses', 5);
    await count('request_created', now, undefined, 4);
    await count('request_created', monthsAgo(2));
    await count('request_completed', now, undefined, 2);

    const { status, body } = await json<BusinessStatistics>(
      server,
      'GET',
      `/v2/businesses/${business.id}/statistics?months=3`,
      { token: admin.token },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      members: 2,
      admins: 1,
      pendingInvitations: 2,
      signatures: { total: 11, byLevel: { ses: 8, qes: 1, aes: 2 } },
      requests: { created: 5, completed: 2 },
      monthly: [
        { month: month(monthsAgo(2)), signatures: 2, requestsCreated: 1, requestsCompleted: 0 },
        { month: month(monthsAgo(1)), signatures: 0, requestsCreated: 0, requestsCompleted: 0 },
        { month: month(now), signatures: 4, requestsCreated: 4, requestsCompleted: 2 },
      ],
    });
    const year = await json<BusinessStatistics>(
      server,
      'GET',
      `/v2/businesses/${business.id}/statistics`,
      { token: admin.token },
    );
    expect(year.body.monthly).toHaveLength(12);
    expect(year.body.monthly.at(-1)?.month).toBe(month(now));
  });
});
