import {
  AppError,
  approveIdentification,
  deleteDirectIdentification,
  deleteIdentification,
  directIdentificationPayment,
  finishDirectOidcIdentification,
  finishOidcIdentification,
  getDeskEvidence,
  getDeskPhoto,
  getDirectIdentification,
  getDirectOwnEvidence,
  getDirectOwnPhoto,
  getIdentification,
  getOwnEvidence,
  getOwnPhoto,
  identificationPayment,
  listDeskIdentifications,
  listDirectOidcEids,
  listOidcEids,
  putDirectIdentificationPhoto,
  putDirectIdentityData,
  putIdentificationPhoto,
  putIdentityData,
  rejectIdentification,
  startDirectIdentification,
  startDirectOidcIdentification,
  startIdentification,
  startOidcIdentification,
  submitDirectIdentification,
  submitIdentification,
} from '@signet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { DeskService } from './desk.service.ts';
import type { IdentificationService } from './identification.service.ts';
import type { OidcIdentificationService } from './oidc-identification.service.ts';
import { PhotoBody, readPhotoBody } from './photo-body.ts';

export interface IdentificationRoutesDeps {
  identifications: IdentificationService;
  desk: DeskService;
  eids: OidcIdentificationService;
  maxPhotoBytes: number;
  /** The direct-sign guest of a `nas` call, as a caller (its guest account and the signer's address). */
  guestOf: (request: FastifyRequest) => Actor;
}

function sendPhoto(reply: FastifyReply, photo: { type: string; bytes: Buffer }) {
  return reply
    .header('Content-Type', photo.type)
    .header('Cache-Control', 'no-store')
    .send(photo.bytes);
}

/** §7 "Identification" (user and direct variants) and the registration desk's officer calls. */
export async function registerIdentificationRoutes(
  { app, rateLimit }: HttpContext,
  deps: IdentificationRoutesDeps,
): Promise<void> {
  const { identifications, desk, guestOf } = deps;
  const callers = [
    {
      who: actorOf,
      start: startIdentification,
      get: getIdentification,
      remove: deleteIdentification,
      payment: identificationPayment,
      identity: putIdentityData,
      submit: submitIdentification,
      evidence: getOwnEvidence,
      photo: getOwnPhoto,
      eids: listOidcEids,
      eidStart: startOidcIdentification,
      eidFinish: finishOidcIdentification,
      direct: false,
    },
    {
      who: guestOf,
      start: startDirectIdentification,
      get: getDirectIdentification,
      remove: deleteDirectIdentification,
      payment: directIdentificationPayment,
      identity: putDirectIdentityData,
      submit: submitDirectIdentification,
      evidence: getDirectOwnEvidence,
      photo: getDirectOwnPhoto,
      eids: listDirectOidcEids,
      eidStart: startDirectOidcIdentification,
      eidFinish: finishDirectOidcIdentification,
      direct: true,
    },
  ] as const;
  for (const c of callers) {
    registerEndpoint(app, c.start, rateLimit, ({ params, body, request }) =>
      identifications.start(c.who(request), params, body),
    );
    registerEndpoint(app, c.get, rateLimit, ({ params, request }) =>
      identifications.get(c.who(request), params),
    );
    registerEndpoint(app, c.remove, rateLimit, ({ params, body, request }) =>
      identifications.remove(c.who(request), params, body.email),
    );
    registerEndpoint(app, c.payment, rateLimit, ({ params, request }) =>
      identifications.payment(c.who(request), params.subject),
    );
    registerEndpoint(app, c.identity, rateLimit, ({ params, body, request }) =>
      identifications.putIdentity(c.who(request), params.id, body),
    );
    registerEndpoint(app, c.submit, rateLimit, ({ params, request }) =>
      identifications.submit(c.who(request), params.id),
    );
    registerEndpoint(app, c.evidence, rateLimit, ({ params, request }) =>
      desk.ownEvidence(c.who(request), params.id),
    );
    registerRawEndpoint(app, c.photo, rateLimit, {}, async ({ params, request, reply }) =>
      sendPhoto(reply, await desk.ownPhoto(c.who(request), params.id, params.kind)),
    );
    registerEndpoint(app, c.eids, rateLimit, ({ request }) => {
      c.who(request);
      return deps.eids.list();
    });
    registerEndpoint(app, c.eidStart, rateLimit, ({ params, body, request }) =>
      deps.eids.start(c.who(request), params.eid, body, c.direct),
    );
    registerEndpoint(app, c.eidFinish, rateLimit, ({ params, body, request }) =>
      deps.eids.finish(c.who(request), params.eid, body),
    );
  }

  // Photo uploads take raw PNG or JPEG bytes; their parser lives in a scope of its own so that no
  // other route learns to read images.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
        readPhotoBody(request, payload, deps.maxPhotoBytes),
    );
    for (const [endpoint, who] of [
      [putIdentificationPhoto, actorOf],
      [putDirectIdentificationPhoto, guestOf],
    ] as const) {
      registerRawEndpoint(
        scope,
        endpoint,
        rateLimit,
        { bodyLimit: deps.maxPhotoBytes * 2 },
        async ({ params, request }) => {
          if (!(request.body instanceof PhotoBody)) {
            throw new AppError('IDENTIFICATION_PHOTO_TYPE', 'body: send a PNG or JPEG photo', {
              fields: [{ field: 'body', message: 'PNG or JPEG image' }],
            });
          }
          return identifications.putPhoto(who(request), params.id, params.kind, request.body);
        },
      );
    }
  });

  registerEndpoint(app, listDeskIdentifications, rateLimit, ({ request }) =>
    desk.list(actorOf(request)),
  );
  registerEndpoint(app, getDeskEvidence, rateLimit, ({ params, request }) =>
    desk.evidence(actorOf(request), params.id),
  );
  registerRawEndpoint(app, getDeskPhoto, rateLimit, {}, async ({ params, request, reply }) =>
    sendPhoto(reply, await desk.photo(actorOf(request), params.id, params.kind)),
  );
  registerEndpoint(app, approveIdentification, rateLimit, ({ params, request }) =>
    desk.approve(actorOf(request), params.id),
  );
  registerEndpoint(app, rejectIdentification, rateLimit, ({ params, body, request }) =>
    desk.reject(actorOf(request), params.id, body.reason),
  );
}
