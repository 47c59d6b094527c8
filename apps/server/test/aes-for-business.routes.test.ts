import { randomBytes } from 'node:crypto';
import type { Business, SignatureQualities, User } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import {
  addMember,
  claimDomain,
  insertBusiness,
  readAesForBusiness,
  releaseDomain,
  removeMember,
} from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, signUp, tokenFromMail, waitForMail } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const uniqueDomain = (name: string) => `${name}-${randomBytes(4).toString('hex')}.test`;

describe.each(databases)('AES for business on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const account = async (email: string) => ({ email, ...(await signUp(app, email)) });
  const put = (token: string | undefined, businessId: string, body: Record<string, unknown>) =>
    json<Business & { code?: string; fields?: { field: string }[] }>(
      app,
      'PUT',
      `/v1/businesses/${businessId}/aes-for-business`,
      { ...(token ? { token } : {}), body },
    );
  const qualities = async (token: string): Promise<SignatureQualities> =>
    (await json<User>(app, 'GET', '/v1/user', { token })).body.signatureQualities;
  const confirm = (token: string) =>
    json<{ email: string; flow: string; applied: boolean; code?: string }>(
      app,
      'POST',
      '/v1/valid-confirmation',
      { body: { token, language: 'en-gb' } },
    );
  const heldAes = async (token: string) => {
    const held = await qualities(token);
    return {
      any: held.aes?.any?.quality ?? null,
      zertes: held.aesMinimal?.zertes?.quality ?? null,
    };
  };
  const NONE = { any: null, zertes: null };
  const HELD = { any: 'AES', zertes: 'AES' };

  beforeAll(async () => {
    app = await harness.app();
  });

  /** A business on its own domain with an admin, a member in the domain and one outside it. */
  async function setUp() {
    const domain = uniqueDomain('acme');
    const admin = await account(uniqueEmail('admin').replace('example.com', domain));
    const member = await account(uniqueEmail('member').replace('example.com', domain));
    const elsewhere = await account(uniqueEmail('elsewhere'));
    const business = await insertBusiness(harness.db, {
      name: 'Acme AG',
      admin: admin.id,
      members: [member.id, elsewhere.id],
      domains: [domain],
    });
    const representative = `ceo-${randomBytes(3).toString('hex')}@${domain}`;
    const body = {
      enabled: true,
      representativeName: 'Rita Representative',
      representativeEmail: representative,
      commercialRegister: 'CHE-123.456.789',
      domains: [domain],
      legislation: 'zertes',
    };
    return { domain, admin, member, elsewhere, business, representative, body };
  }

  it('only the business’s admins may set it: member 403, outsider and another business’s admin 404, bad input 400', async () => {
    const { admin, member, business, body } = await setUp();
    const other = await setUp();
    const outsider = await account(uniqueEmail('outsider'));

    expect((await put(undefined, business.id, body)).status).toBe(401);
    expect((await put(member.token, business.id, body)).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await put(member.token, business.id, body)).status).toBe(403);
    expect((await put(outsider.token, business.id, body)).status).toBe(404);
    expect((await put(other.admin.token, business.id, body)).status).toBe(404);

    const badEmail = await put(admin.token, business.id, { ...body, representativeEmail: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields).toEqual([
      expect.objectContaining({ field: 'body.representativeEmail' }),
    ]);
    const noDomains = await put(admin.token, business.id, { ...body, domains: [] });
    expect([noDomains.status, noDomains.body.fields?.[0]?.field]).toEqual([400, 'body.domains']);
    const badLaw = await put(admin.token, business.id, { ...body, legislation: 'usa' });
    expect([badLaw.status, badLaw.body.fields?.[0]?.field]).toEqual([400, 'body.legislation']);

    // Only domains this business claimed: not another's, not an unclaimed one.
    const foreign = await put(admin.token, business.id, {
      ...body,
      domains: [body.domains[0], other.domain, 'nobody-claimed.test'],
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body).toMatchObject({
      code: 'DOMAIN_NOT_CLAIMED',
      fields: [{ field: 'body.domains.1' }, { field: 'body.domains.2' }],
    });
    expect((await readAesForBusiness(harness.db, business.id)).aes4biz).toBeNull();

    await harness.db
      .updateTable('businesses')
      .set({ deletion_scheduled_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', business.id)
      .execute();
    expect((await put(admin.token, business.id, body)).body).toMatchObject({
      code: 'BUSINESS_DELETION_PENDING',
    });
  });

  it('the representative confirms by the mailed link; then members with a verified address in the domains hold AES', async () => {
    const { domain, admin, member, elsewhere, business, representative, body } = await setUp();
    const unverified = await account(uniqueEmail('unverified').replace('example.com', domain));
    await addMember(harness.db, business.id, unverified.id);
    await harness.db
      .updateTable('users')
      .set({ email_verified: false })
      .where('id', '=', unverified.id)
      .execute();
    const notMember = await account(uniqueEmail('stranger').replace('example.com', domain));

    const enabled = await put(admin.token, business.id, body);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({
      id: business.id,
      name: 'Acme AG',
      domains: [domain],
      aes4biz: { ...body, status: 'pending', confirmedAt: null },
    });
    // Not before the representative confirmed.
    expect(await heldAes(member.token)).toEqual(NONE);

    const mail = await waitForMail(app, representative);
    expect(mail.subject).toBe('Please confirm AES for business for Acme AG');
    expect(mail.text).toContain('Hello Rita Representative,');
    expect(mail.text).toContain(`e-mail addresses are in ${domain}`);
    expect(mail.text).toContain('under ZertES');
    const link = await tokenFromMail(app, representative, '/signup/confirm');
    expect(await confirm(link)).toMatchObject({
      status: 200,
      body: { email: representative, flow: 'aes_for_business', applied: true },
    });
    expect((await confirm(link)).body.code).toBe('TOKEN_USED');
    const stored = await readAesForBusiness(harness.db, business.id);
    expect(stored.aes4biz_confirmed_at).not.toBeNull();

    expect(await heldAes(member.token)).toEqual(HELD);
    expect(await heldAes(admin.token)).toEqual(HELD);
    expect(await heldAes(elsewhere.token)).toEqual(NONE);
    expect(await heldAes(notMember.token)).toEqual(NONE);
    const detail = await json<{ aes?: unknown }>(
      app,
      'GET',
      '/v3/user/signature-qualities-detail',
      {
        token: member.token,
      },
    );
    expect(detail.body.aes).toEqual({
      any: { quality: 'AES', provider: 'SIGNET', legislation: 'UNDEFINED' },
    });
    // Unverified: nothing at all (§4), so no AES either.
    expect(await qualities(unverified.token)).toEqual({});

    // The commercial register alone needs no new confirmation.
    const renamed = await put(admin.token, business.id, { ...body, commercialRegister: 'CHE-9' });
    expect(renamed.body.aes4biz).toMatchObject({ status: 'active', commercialRegister: 'CHE-9' });
    expect(await heldAes(member.token)).toEqual(HELD);
  });

  it('is taken away at once: changed domains wait for a new confirmation, and disabling, removal, a released domain or a new address end it', async () => {
    const { domain, admin, member, business, representative, body } = await setUp();
    /** Links already mailed: the next one is the newest mail's. */
    const seen: string[] = [];
    const nextLink = async () => {
      const link = await tokenFromMail(app, representative, '/signup/confirm', seen);
      seen.push(link);
      return link;
    };
    const enableAndConfirm = async () => {
      const answer = await put(admin.token, business.id, body);
      expect(answer.body.aes4biz?.status).toBe('pending');
      expect((await confirm(await nextLink())).status).toBe(200);
      expect(await heldAes(member.token)).toEqual(HELD);
    };
    await enableAndConfirm();

    // Another domain: pending again; the member holds nothing until the new link is confirmed.
    const second = uniqueDomain('acme-two');
    await claimDomain(harness.db, business.id, second);
    const changed = await put(admin.token, business.id, { ...body, domains: [domain, second] });
    expect(changed.body.aes4biz).toMatchObject({ status: 'pending', domains: [domain, second] });
    expect(await heldAes(member.token)).toEqual(NONE);
    const pendingLink = await nextLink();

    // Disabling ends it, and the pending link no longer confirms anything.
    const off = await put(admin.token, business.id, { ...body, enabled: false });
    expect(off.body.aes4biz).toMatchObject({ enabled: false, status: 'off', confirmedAt: null });
    expect((await confirm(pendingLink)).body.code).toBe('TOKEN_INVALID');
    expect(await heldAes(member.token)).toEqual(NONE);

    // Removed from the business.
    await enableAndConfirm();
    await removeMember(harness.db, member.id);
    expect(await heldAes(member.token)).toEqual(NONE);
    await addMember(harness.db, business.id, member.id);
    expect(await heldAes(member.token)).toEqual(HELD);

    // The domain released by the business.
    await releaseDomain(harness.db, domain);
    expect(await heldAes(member.token)).toEqual(NONE);
    await claimDomain(harness.db, business.id, domain);
    expect(await heldAes(member.token)).toEqual(HELD);

    // The member's address changed to one outside the domains.
    await harness.db
      .updateTable('users')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', member.id)
      .execute();
    expect(await heldAes(member.token)).toEqual(NONE);
  });
});
