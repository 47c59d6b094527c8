import { describe, expect, it } from 'vitest';
import { sessionAndAccountEndpoints } from './index.ts';
import { LoginBody } from './session.endpoints.ts';
import { RegisterBody, RequestConfirmationBody } from './signup.endpoints.ts';
import { UpdateUserBody } from './user.schemas.ts';

describe('§7 "Session and account" endpoints', () => {
  it('use the spec paths and methods', () => {
    const calls = Object.values(sessionAndAccountEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v1/login',
        'POST /v1/logout',
        'POST /v1/register',
        'GET /v1/user',
        'PUT /v1/user',
        'GET /v3/user/signature-qualities-detail',
        'POST /v1/user/delete',
        'POST /v1/request-confirmation',
        'POST /v1/valid-confirmation',
        'POST /v1/check-password',
        'POST /v1/change-password',
        'POST /v1/reset-password',
        'POST /v1/request-reset',
        'POST /v1/user/accept',
        'POST /v1/user/cello',
        'POST /v1/identity_providers',
        'GET /v1/datetime',
        'GET /v1/email_input_autocomplete',
      ]),
    );
  });

  it.each([
    ['login lowercases the e-mail', LoginBody, { email: ' Ada@Example.CH ', password: 'x' }, true],
    [
      'login refuses unknown fields',
      LoginBody,
      { email: 'a@example.ch', password: 'x', role: 'admin' },
      false,
    ],
    [
      'register needs gtc true',
      RegisterBody,
      {
        firstName: 'A',
        lastName: 'B',
        password: 'x',
        token: 'a'.repeat(43),
        gtc: false,
        lang: 'de-ch',
      },
      false,
    ],
    [
      'register takes a §5 phone',
      RegisterBody,
      {
        firstName: 'A',
        lastName: 'B',
        password: 'x',
        token: 'a'.repeat(43),
        gtc: true,
        lang: 'it',
        mobile: '+417 912 34567',
      },
      true,
    ],
    [
      'register refuses an unsupported language',
      RegisterBody,
      {
        firstName: 'A',
        lastName: 'B',
        password: 'x',
        token: 'a'.repeat(43),
        gtc: true,
        lang: 'es',
      },
      false,
    ],
    [
      'confirmation flows are fixed',
      RequestConfirmationBody,
      { email: 'a@example.ch', flow: 'invite', lang: 'en-gb' },
      false,
    ],
    ['users may set their language', UpdateUserBody, { attributes: { lang: ['fr-ch'] } }, true],
    [
      'users may not set their credit',
      UpdateUserBody,
      { attributes: { free_signatures_remaining: ['99'] } },
      false,
    ],
    ['users may not set qualities', UpdateUserBody, { signatureQualities: {} }, false],
    [
      'notification levels are fixed',
      UpdateUserBody,
      { attributes: { email_notification_level: ['loud'] } },
      false,
    ],
  ] as const)('%s', (_, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
