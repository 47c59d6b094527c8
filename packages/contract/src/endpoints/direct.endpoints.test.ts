import { describe, expect, it } from 'vitest';
import { directEndpoints } from './direct.endpoints.ts';
import {
  DirectLinkQuery,
  DirectSignBody,
  DirectToken,
  DirectUpdateUserBody,
} from './direct.schemas.ts';

const token = `${'a'.repeat(22)}.${'b'.repeat(8)}.${'c'.repeat(43)}.${'d'.repeat(43)}`;

describe('§7 "Direct sign" endpoints', () => {
  it('use the spec paths, and every one needs the link (nas)', () => {
    const calls = Object.values(directEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /v1/direct/user',
        'GET /v3/direct/user/signature-qualities-detail',
        'PUT /v1/direct/user',
        'POST /v1/direct/tan/resend',
        'POST /v1/direct/tan/check',
        'POST /api/resend/{id}',
        'POST /api/respond/{id}',
        'POST /api/cancel/{id}',
        'GET /v3/direct/signature-requests/{id}',
        'GET /v3/direct/documents/{id}/pages/{n}',
        'GET /v3/direct/documents/{id}/download',
        'POST /v3/direct/sign',
        'GET /v1/direct/visual-signature',
      ]),
    );
    expect(new Set(Object.values(directEndpoints).map((e) => e.auth))).toEqual(new Set(['nas']));
  });

  it.each([
    ['a four-part token', DirectToken, token, true],
    ['a token without its signature', DirectToken, token.split('.').slice(0, 3).join('.'), false],
    ['a token with other characters', DirectToken, `${token}<`, false],
    [
      'link query with exit settings',
      DirectLinkQuery,
      { token, exitURL: 'https://x.ch', redirectTimeout: '5' },
      true,
    ],
    ['link query refuses unknown names', DirectLinkQuery, { token, evil: '1' }, false],
    ['update takes the language', DirectUpdateUserBody, { language: 'fr-ch' }, true],
    ['update needs something', DirectUpdateUserBody, {}, false],
    ['update refuses the e-mail', DirectUpdateUserBody, { email: 'x@example.ch' }, false],
    ['sign names exactly one request', DirectSignBody, { signatureRequests: [] }, false],
    [
      'sign takes no seal',
      DirectSignBody,
      {
        signatureRequests: [{ signatureRequestId: '7f1c1a3e-5b0a-4c1e-9a43-0d6f3f0b8a11' }],
        sealAccountName: 'acme',
      },
      false,
    ],
  ] as const)('%s', (_, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
