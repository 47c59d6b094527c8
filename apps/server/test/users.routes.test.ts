import { highestQuality, type User } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { recordContact } from '../src/features/contacts/contacts.repository.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { STRONG_PASSWORD, uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('the user on $name', (engine) => {
  const harness = useHarness(engine);

  it('GET /v1/user returns the §3 User with derived values', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const { token, id } = await signUp(app, email);
    const { status, body } = await json(app, 'GET', '/v1/user', { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      email,
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Muster',
      hasSso: false,
      retention: null,
      attributes: {
        lang: ['en-gb'],
        accepted_gtc: ['true'],
        weak_password: ['false'],
        free_signatures_remaining: ['10'],
        free_account_type: ['free'],
        email_notification_level: ['all'],
      },
      signatureQualities: { ses: { any: { quality: 'SES' } } },
      disabledQualities: [],
      permissions: {
        visualSignatures: {
          claim: { canUpdate: true, defaultValue: true },
          date: { canUpdate: true, defaultValue: true },
          std: { canUpdate: true, defaultValue: true },
        },
      },
      groupInfo: { groupVersions: {}, groups: [] },
      isBusinessAdmin: false,
      business: null,
      businessInvitation: null,
      signerIdentityEmail: email,
      language: 'en-gb',
    });
  });

  it('PUT /v1/user changes names and settable attributes; an empty list removes one', async () => {
    const app = await harness.app();
    const { token } = await signUp(app, uniqueEmail());
    const identity = uniqueEmail('identity');
    const updated = await json(app, 'PUT', '/v1/user', {
      token,
      body: {
        firstName: 'Ada ',
        retention: 30,
        attributes: {
          lang: ['de-ch'],
          mobile: ['079 123 4567'],
          email_notification_level: ['important'],
          signer_identity_email: [identity.toUpperCase()],
          visual_signature_display_qr: ['false'],
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      firstName: 'Ada',
      retention: 30,
      language: 'de-ch',
      signerIdentityEmail: identity,
      attributes: {
        lang: ['de-ch'],
        mobile: ['+41791234567'],
        email_notification_level: ['important'],
      },
    });
    const cleared = await json(app, 'PUT', '/v1/user', {
      token,
      body: { attributes: { signer_identity_email: [] } },
    });
    expect(cleared.body.attributes).not.toHaveProperty('signer_identity_email');
    expect((await json(app, 'GET', '/v1/user', { token })).body).toMatchObject({
      language: 'de-ch',
    });
  });

  it('PUT /v1/user refuses attributes a user may not set and bad values, naming them', async () => {
    const app = await harness.app();
    const { token } = await signUp(app, uniqueEmail());
    const forbidden = await json(app, 'PUT', '/v1/user', {
      token,
      body: { attributes: { free_signatures_remaining: ['999'], accepted_gtc: ['true'] } },
    });
    expect(forbidden.status).toBe(400);
    expect((forbidden.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'body.attributes.accepted_gtc',
      'body.attributes.free_signatures_remaining',
    ]);
    const bad = await json(app, 'PUT', '/v1/user', {
      token,
      body: { attributes: { lang: ['es'], mobile: ['n/a'], email_notification_level: ['loud'] } },
    });
    expect((bad.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'body.attributes.email_notification_level.0',
      'body.attributes.lang.0',
      'body.attributes.mobile.0',
    ]);
    const email = await json(app, 'PUT', '/v1/user', { token, body: { email: 'x@example.com' } });
    expect(email.body.fields).toEqual([{ field: 'body.email', message: 'Unknown field' }]);
    const after = await json(app, 'GET', '/v1/user', { token });
    expect(after.body.attributes).toMatchObject({ free_signatures_remaining: ['10'] });
  });

  it('lists ses in the signature qualities once the e-mail is verified, nothing before', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const { token, id } = await signUp(app, email);
    expect(highestQuality((await json<User>(app, 'GET', '/v1/user', { token })).body)).toBe('ses');
    const verified = await json(app, 'GET', '/v3/user/signature-qualities-detail', { token });
    expect(verified.body).toEqual({
      ses: { any: { quality: 'SES', provider: 'SIGNET', legislation: 'UNDEFINED' } },
    });
    await harness.db
      .updateTable('users')
      .set({ email_verified: false })
      .where('id', '=', id)
      .execute();
    const unverified = await json(app, 'GET', '/v3/user/signature-qualities-detail', { token });
    expect(unverified.body).toEqual({});
    const user = await json<User>(app, 'GET', '/v1/user', { token });
    expect(user.body).toMatchObject({ emailVerified: false, signatureQualities: {} });
    expect(highestQuality(user.body)).toBe('none');
  });

  it('shows the levels granted by SIGNING_TEST_LEVELS in the user and the qualities detail', async () => {
    const email = uniqueEmail('granted');
    const app = await harness.app({
      env: { SIGNING_TEST_LEVELS: `${email.toUpperCase()}=qes.eidas+aes.zertes` },
    });
    const { token } = await signUp(app, email);
    const user = await json<User>(app, 'GET', '/v1/user', { token });
    expect(user.body.signatureQualities).toEqual({
      ses: { any: { quality: 'SES' } },
      aes: { any: { quality: 'AES' } },
      aesMinimal: { eidas: { quality: 'AES' }, zertes: { quality: 'AES' } },
      qes: { eidas: { quality: 'QES' } },
    });
    expect(highestQuality(user.body)).toBe('qes');
    const detail = await json(app, 'GET', '/v3/user/signature-qualities-detail', { token });
    const entry = (quality: string, legislation: string) => ({
      quality,
      provider: 'SIGNET',
      legislation,
    });
    expect(detail.body).toEqual({
      qes: { eidas: entry('QES', 'EIDAS') },
      aes_minimal: { eidas: entry('AES', 'EIDAS'), zertes: entry('AES', 'ZERTES') },
      aes: { any: entry('AES', 'UNDEFINED') },
      ses: { any: entry('SES', 'UNDEFINED') },
    });
    // Another account of the same app holds nothing beyond ses.
    const other = await signUp(app, uniqueEmail('plain'));
    const plain = await json<User>(app, 'GET', '/v1/user', { token: other.token });
    expect(highestQuality(plain.body)).toBe('ses');
  });

  it('accepts terms, and stores the referral code; an invitation only when one exists', async () => {
    const app = await harness.app();
    const { token } = await signUp(app, uniqueEmail());
    const noInvitation = await json(app, 'POST', '/v1/user/accept', {
      token,
      body: { business_invite: true, trust_service_terms: true },
    });
    expect(noInvitation).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
    const accepted = await json(app, 'POST', '/v1/user/accept', {
      token,
      body: { trust_service_terms: true },
    });
    expect(accepted.body.attributes).toMatchObject({ accepted_trust_service_terms: ['true'] });
    expect(accepted.body.attributes).not.toHaveProperty('accepted_business_invite');
    const nothing = await json(app, 'POST', '/v1/user/accept', { token, body: {} });
    expect(nothing.status).toBe(400);
    const falseFlag = await json(app, 'POST', '/v1/user/accept', { token, body: { gtc: false } });
    expect(falseFlag.body.fields).toEqual([expect.objectContaining({ field: 'body.gtc' })]);
    const cello = await json(app, 'POST', '/v1/user/cello', { token, body: { ucc: 'ref-123' } });
    expect(cello.body.attributes).toMatchObject({ cello_ucc: ['ref-123'] });
  });

  it('deletes the account only with the right password', async () => {
    const app = await harness.app();
    const email = uniqueEmail();
    const { token, id } = await signUp(app, email);
    const wrong = await json(app, 'POST', '/v1/user/delete', {
      token,
      body: { password: 'nope-nope-nope' },
    });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'WRONG_PASSWORD' } });
    const missing = await json(app, 'POST', '/v1/user/delete', { token, body: {} });
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'body.password' })]);
    const done = await json(app, 'POST', '/v1/user/delete', {
      token,
      body: { password: STRONG_PASSWORD },
    });
    expect(done.status).toBe(204);
    expect(await harness.db.selectFrom('users').where('id', '=', id).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await harness.db.selectFrom('sessions').where('user_id', '=', id).selectAll().execute(),
    ).toEqual([]);
  });

  it('autocompletes only addresses this user has worked with, by prefix, at most 10', async () => {
    const app = await harness.app();
    const { token, id } = await signUp(app, uniqueEmail());
    const { id: otherId } = await signUp(app, uniqueEmail());
    const now = new Date();
    for (let n = 0; n < 12; n++) await recordContact(harness.db, id, `anna${n}@example.com`, now);
    await recordContact(harness.db, id, 'bob@example.com', now);
    await recordContact(harness.db, id, 'an_na@example.com', now);
    await recordContact(harness.db, otherId, 'annabel@secret.example', now);

    const anna = await json<string[]>(app, 'GET', '/v1/email_input_autocomplete?input=ANNA', {
      token,
    });
    expect(anna.status).toBe(200);
    expect(anna.body).toHaveLength(10);
    expect(anna.body.every((address) => address.startsWith('anna'))).toBe(true);
    const underscore = await json<string[]>(app, 'GET', '/v1/email_input_autocomplete?input=an_', {
      token,
    });
    expect(underscore.body).toEqual(['an_na@example.com']);
    const missing = await json(app, 'GET', '/v1/email_input_autocomplete', { token });
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'query.input' })]);
    expect((await json(app, 'GET', '/v1/email_input_autocomplete?input=a')).status).toBe(401);
  });
});
