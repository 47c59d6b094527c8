import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { json, signUp, tokenFromMail, waitForMail } from './support/http.ts';
import { STRONG_PASSWORD, TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const registration = (token: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  password: STRONG_PASSWORD,
  token,
  gtc: true,
  lang: 'fr-ch',
  ...overrides,
});

describe.each(databases)('sign-up on $name', (engine) => {
  const harness = useHarness(engine);

  async function confirmationToken(
    app: Awaited<ReturnType<Harness['app']>>,
    email: string,
    flow = 'signup',
  ) {
    await json(app, 'POST', '/v1/request-confirmation', { body: { email, flow, lang: 'fr-ch' } });
    return tokenFromMail(
      app,
      email,
      flow === 'signup' ? '/signup/confirm' : '/business/signup/steps',
    );
  }
  type Harness = typeof harness;

  it('creates the account only after the e-mail is confirmed, with default attributes', async () => {
    const app = await harness.app({ env: { FREE_SIGNATURES: '7' } });
    const email = uniqueEmail('new');
    const token = await confirmationToken(app, email);
    expect(
      await harness.db.selectFrom('users').where('email', '=', email).select('id').execute(),
    ).toEqual([]);

    const mail = await waitForMail(app, email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Signet');

    const created = await json<{ id: string }>(app, 'POST', '/v1/register', {
      body: registration(token, { mobile: '+41791234567', celloUCC: 'friend-42', avatar: 3 }),
    });
    expect(created.status).toBe(201);
    const login = await json<{ token: string }>(app, 'POST', '/v1/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    const user = await json(app, 'GET', '/v1/user', { token: login.body.token });
    expect(user.body).toMatchObject({
      id: created.body.id,
      email,
      emailVerified: true,
      language: 'fr-ch',
      attributes: {
        lang: ['fr-ch'],
        accepted_gtc: ['true'],
        free_signatures_remaining: ['7'],
        mobile: ['+41791234567'],
        cello_ucc: ['friend-42'],
      },
    });
  });

  it('requires the terms to be accepted', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const token = await confirmationToken(app, email);
    const refused = await json(app, 'POST', '/v1/register', {
      body: registration(token, { gtc: false }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'body.gtc' })]);
  });

  it('refuses weak passwords at registration with their own code', async () => {
    const app = await harness.app();
    const email = uniqueEmail('weakling');
    const token = await confirmationToken(app, email);
    const short = await json(app, 'POST', '/v1/register', {
      body: registration(token, { password: 'short1' }),
    });
    expect(short).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_SHORT' } });
    const common = await json(app, 'POST', '/v1/register', {
      body: registration(token, { password: 'password123' }),
    });
    expect(common).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON' } });
    const mine = await json(app, 'POST', '/v1/register', {
      body: registration(token, { password: `${email.split('@')[0]}-2024!` }),
    });
    expect(mine).toMatchObject({ status: 400, body: { code: 'PASSWORD_CONTAINS_EMAIL' } });
    // The link was not used up by the refusals.
    expect((await json(app, 'POST', '/v1/register', { body: registration(token) })).status).toBe(
      201,
    );
  });

  it('answers used, expired and unknown tokens with their own codes', async () => {
    const clock = new TestClock();
    const app = await harness.app({ clock });
    const used = await confirmationToken(app, uniqueEmail());
    expect((await json(app, 'POST', '/v1/register', { body: registration(used) })).status).toBe(
      201,
    );
    const again = await json(app, 'POST', '/v1/register', { body: registration(used) });
    expect(again).toMatchObject({ status: 410, body: { code: 'TOKEN_USED' } });

    const late = await confirmationToken(app, uniqueEmail());
    clock.advance(48 * 3_600_000);
    const expired = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token: late, language: 'en-gb' },
    });
    expect(expired).toMatchObject({ status: 410, body: { code: 'TOKEN_EXPIRED' } });
    const expiredRegister = await json(app, 'POST', '/v1/register', { body: registration(late) });
    expect(expiredRegister.body).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const unknown = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token: 'A'.repeat(43), language: 'en-gb' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
  });

  it('a resend makes the earlier link stop working', async () => {
    const app = await harness.app();
    const email = uniqueEmail('twice');
    const first = await confirmationToken(app, email);
    await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'fr-ch', confirm: true },
    });
    const second = await tokenFromMail(app, email, '/signup/confirm', [first]);
    expect(second).not.toBe(first);
    const old = await json(app, 'POST', '/v1/register', { body: registration(first) });
    expect(old.body).toMatchObject({ code: 'TOKEN_USED' });
    expect((await json(app, 'POST', '/v1/register', { body: registration(second) })).status).toBe(
      201,
    );
  });

  it('never reveals an existing account: same answer, a "you already have an account" mail', async () => {
    const app = await harness.app();
    const email = uniqueEmail('exists');
    await signUp(app, email);
    const response = await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'it' },
    });
    expect(response.status).toBe(204);
    const notice = await waitForMail(
      app,
      email,
      (mail) => mail.subject !== null && !mail.links.some((l) => l.includes('token=')),
    );
    // The account's own language (en-gb at sign-up) wins over the request's.
    expect(notice.subject).toBe('You already have a Signet account');
    expect(notice.links[0]).toContain('/login?email=');
  });

  it('one link creates one account, even when used twice at the same moment', async () => {
    const app = await harness.app();
    const email = uniqueEmail('race');
    const token = await confirmationToken(app, email);
    const results = await Promise.all([
      json(app, 'POST', '/v1/register', { body: registration(token) }),
      json(app, 'POST', '/v1/register', { body: registration(token) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 410]);
    const users = await harness.db
      .selectFrom('users')
      .where('email', '=', email)
      .selectAll()
      .execute();
    expect(users).toHaveLength(1);
  });

  it('a business sign-up link replaces an earlier personal one for the same address', async () => {
    const app = await harness.app();
    const email = uniqueEmail('switch');
    const personal = await confirmationToken(app, email);
    await confirmationToken(app, email, 'business_signup');
    const old = await json(app, 'POST', '/v1/register', { body: registration(personal) });
    expect(old.body).toMatchObject({ code: 'TOKEN_USED' });
  });

  it('business sign-up links open the business steps page', async () => {
    const app = await harness.app();
    const email = uniqueEmail('biz');
    const token = await confirmationToken(app, email, 'business_signup');
    const valid = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token, language: 'de-ch' },
    });
    expect(valid.body).toEqual({ email, flow: 'business_signup', applied: false });
  });

  it('changes the e-mail address through a link sent to the new address', async () => {
    const app = await harness.app();
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const { token } = await signUp(app, email);

    const anonymous = await json(app, 'POST', '/v1/request-confirmation', {
      body: { email: newEmail, flow: 'email_change', lang: 'en-gb' },
    });
    expect(anonymous.status).toBe(401);

    const stolen = await json(app, 'POST', '/v1/request-confirmation', {
      token,
      body: { email: newEmail, flow: 'email_change', lang: 'en-gb' },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: [{ field: 'body.password' }],
    });
    await json(app, 'POST', '/v1/request-confirmation', {
      token,
      body: { email: newEmail, flow: 'email_change', lang: 'en-gb', password: STRONG_PASSWORD },
    });
    const link = await tokenFromMail(app, newEmail, '/profile/confirm');
    expect((await json(app, 'GET', '/v1/user', { token })).body).toMatchObject({ email });
    const applied = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token: link, language: 'en-gb' },
    });
    expect(applied.body).toEqual({ email: newEmail, flow: 'email_change', applied: true });
    expect((await json(app, 'GET', '/v1/user', { token })).body).toMatchObject({ email: newEmail });
    const notice = await waitForMail(
      app,
      email,
      (mail) => mail.subject?.includes('changed') ?? false,
    );
    expect(notice.text).toContain(newEmail);
    const reuse = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token: link, language: 'en-gb' },
    });
    expect(reuse.body).toMatchObject({ code: 'TOKEN_USED' });
  });

  it('validates request-confirmation input', async () => {
    const app = await harness.app();
    const response = await json(app, 'POST', '/v1/request-confirmation', {
      body: { email: 'x@example.com', flow: 'invite', lang: 'es' },
    });
    expect(response.status).toBe(400);
    expect((response.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'body.flow',
      'body.lang',
    ]);
  });
});
