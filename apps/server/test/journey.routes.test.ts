import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { json, tokenFromMail, waitForMail } from './support/http.ts';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  uniqueEmail,
  useHarness,
} from './support/test-app.ts';

describe.each(databases)('account journey over HTTP on $name', (engine) => {
  const harness = useHarness(engine);

  it('registers, logs in, changes the password, logs out, resets it, logs in and deletes the account', async () => {
    const app = await harness.app();
    const email = uniqueEmail('journey');

    const requested = await json(app, 'POST', '/v1/request-confirmation', {
      body: { email, flow: 'signup', lang: 'de-ch' },
    });
    expect(requested.status).toBe(204);
    const confirmationMail = await waitForMail(app, email);
    expect(confirmationMail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Signet');
    const confirmation = await tokenFromMail(app, email, '/signup/confirm');
    expect(confirmationMail.links[0]).toBe(
      `http://signet.test/signup/confirm?token=${confirmation}`,
    );

    const valid = await json(app, 'POST', '/v1/valid-confirmation', {
      body: { token: confirmation, language: 'de-ch' },
    });
    expect(valid).toMatchObject({ status: 200, body: { email, flow: 'signup', applied: false } });

    const registered = await json(app, 'POST', '/v1/register', {
      body: {
        firstName: 'Ada',
        lastName: 'Muster',
        password: STRONG_PASSWORD,
        token: confirmation,
        gtc: true,
        lang: 'de-ch',
      },
    });
    expect(registered.status).toBe(201);

    const login = await json<{ token: string; firstLogin: boolean }>(app, 'POST', '/v1/login', {
      body: { email, password: STRONG_PASSWORD, first_login: true },
    });
    expect(login.status).toBe(200);
    expect(login.body.firstLogin).toBe(true);
    const token = login.body.token;

    const me = await json(app, 'GET', '/v1/user', { token });
    expect(me.body).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Ada',
      language: 'de-ch',
    });

    const changed = await json(app, 'POST', '/v1/change-password', {
      token,
      body: { old: STRONG_PASSWORD, new: OTHER_STRONG_PASSWORD },
    });
    expect(changed.status).toBe(204);

    expect((await json(app, 'POST', '/v1/logout', { token })).status).toBe(204);
    expect((await json(app, 'GET', '/v1/user', { token })).status).toBe(401);

    expect((await json(app, 'POST', '/v1/request-reset', { body: { email } })).status).toBe(204);
    const resetToken = await tokenFromMail(app, email, '/password-reset/new');
    const finalPassword = 'Lantern-Meadow-Quartz-17';
    const reset = await json(app, 'POST', '/v1/reset-password', {
      body: { token: resetToken, new: finalPassword },
    });
    expect(reset.status).toBe(204);

    const oldLogin = await json(app, 'POST', '/v1/login', {
      body: { email, password: OTHER_STRONG_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const again = await json<{ token: string; firstLogin: boolean }>(app, 'POST', '/v1/login', {
      body: { email, password: finalPassword },
    });
    expect(again.status).toBe(200);
    expect(again.body.firstLogin).toBe(false);

    const deleted = await json(app, 'POST', '/v1/user/delete', {
      token: again.body.token,
      body: { password: finalPassword },
    });
    expect(deleted.status).toBe(204);
    expect((await json(app, 'GET', '/v1/user', { token: again.body.token })).status).toBe(401);
    const gone = await json(app, 'POST', '/v1/login', { body: { email, password: finalPassword } });
    expect(gone.status).toBe(401);
  });
});
