import type { IdentInfo } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import { json } from './http.ts';

/** A PNG and a JPEG as far as their bytes' signatures go (the desk checks types by their bytes). */
export const PNG_PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('document photo'),
]);
export const JPEG_PHOTO = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('face photo'),
]);

export const IDENTITY = {
  firstNames: 'Maria Luisa',
  lastName: 'Identa',
  dateOfBirth: '1985-04-12',
  nationality: 'CH',
  documentType: 'passport',
  documentNumber: 'X1234567',
  documentExpiry: '2035-01-31',
} as const;

/** PUT a raw photo as the person (Bearer) or, with `direct`, as a guest (token query). */
export async function putPhoto(
  app: SignetApp,
  auth: { token: string; direct?: boolean },
  id: string,
  kind: 'document' | 'face',
  bytes: Buffer,
  type = kind === 'document' ? 'image/png' : 'image/jpeg',
) {
  const base = auth.direct ? '/v1/direct/user' : '/v1/user';
  const response = await app.inject({
    method: 'PUT',
    url: `${base}/identification/desk/${id}/photos/${kind}${auth.direct ? `?token=${auth.token}` : ''}`,
    payload: bytes,
    headers: {
      'content-type': type,
      ...(auth.direct ? {} : { authorization: `Bearer ${auth.token}` }),
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as IdentInfo & { code?: string },
  };
}

/**
 * Start a video identification (eIDAS, or the legislation of the signature request it is for)
 * and hand in identity data and both photos.
 */
export async function submitDesk(
  app: SignetApp,
  token: string,
  identity = IDENTITY,
  start: { signatureRequestId?: string } = {},
) {
  const started = await json<IdentInfo>(app, 'POST', '/v1/user/identification/intrum/video', {
    token,
    body: start,
  });
  if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
  const id = started.body.id;
  await json(app, 'PUT', `/v1/user/identification/desk/${id}/identity`, { token, body: identity });
  await putPhoto(app, { token }, id, 'document', PNG_PHOTO);
  await putPhoto(app, { token }, id, 'face', JPEG_PHOTO);
  const submitted = await json<IdentInfo>(
    app,
    'POST',
    `/v1/user/identification/desk/${id}/submit`,
    {
      token,
    },
  );
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return submitted.body;
}
