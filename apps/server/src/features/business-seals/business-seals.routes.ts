import {
  addSealMembers,
  createSealRequest,
  deleteSealImage,
  getBusinessSeal,
  getSealImage,
  listBusinessSeals,
  listSealRequests,
  previewSealStamp,
  removeSealMembers,
  updateBusinessSeal,
  uploadSealImage,
} from '@signet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { ImageUpload, imageTypeError, readImageUpload } from '../business/index.ts';
import type { BusinessSealsService } from './business-seals.service.ts';
import { SEAL_IMAGE_RULES } from './seal-image.ts';
import type { SealRequestsService } from './seal-requests.service.ts';

export interface BusinessSealRoutesDeps {
  seals: BusinessSealsService;
  requests: SealRequestsService;
}

/** An admin's view of the seal: private, never cached by anyone in between. */
function sendPng(reply: FastifyReply, png: Uint8Array) {
  return reply
    .header('Content-Type', 'image/png')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/** §7 "Seals" and the seal requests of a business (docs/decisions/0710). */
export async function registerBusinessSealRoutes(
  { app, rateLimit }: HttpContext,
  { seals, requests }: BusinessSealRoutesDeps,
): Promise<void> {
  const actor = (request: FastifyRequest) => actorOf(request);

  registerEndpoint(app, listBusinessSeals, rateLimit, ({ params, request }) =>
    seals.list(actor(request), params.id),
  );
  registerEndpoint(app, getBusinessSeal, rateLimit, ({ params, request }) =>
    seals.get(actor(request), params.id, params.name),
  );
  registerEndpoint(app, updateBusinessSeal, rateLimit, ({ params, body, request }) =>
    seals.update(actor(request), params.id, params.name, body),
  );
  registerEndpoint(app, deleteSealImage, rateLimit, ({ params, request }) =>
    seals.removeImage(actor(request), params.id, params.name),
  );
  registerEndpoint(app, addSealMembers, rateLimit, ({ params, body, request }) =>
    seals.addMembers(actor(request), params.id, params.name, body.members),
  );
  registerEndpoint(app, removeSealMembers, rateLimit, ({ params, body, request }) =>
    seals.removeMembers(actor(request), params.id, params.name, body.members),
  );
  registerEndpoint(app, listSealRequests, rateLimit, ({ params, request }) =>
    requests.list(actor(request), params.id),
  );
  registerEndpoint(app, createSealRequest, rateLimit, ({ params, body, request }) =>
    requests.create(actor(request), params.id, body),
  );
  registerRawEndpoint(app, getSealImage, rateLimit, {}, async ({ params, request, reply }) =>
    sendPng(reply, await seals.image(actor(request), params.id, params.name)),
  );
  registerRawEndpoint(app, previewSealStamp, rateLimit, {}, async ({ params, request, reply }) =>
    sendPng(reply, await seals.preview(actor(request), params.id, params.name)),
  );

  // The upload takes the raw image; its parser lives in a scope of its own so that no other
  // route learns to read images.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
        readImageUpload(request, payload, SEAL_IMAGE_RULES),
    );
    registerRawEndpoint(
      scope,
      uploadSealImage,
      rateLimit,
      // Room beyond the image limit, so that the parser answers SEAL_IMAGE_TOO_LARGE itself.
      { bodyLimit: 4 * 1024 * 1024 },
      async ({ params, request }) => {
        const body = request.body;
        if (!(body instanceof ImageUpload)) {
          throw imageTypeError(
            SEAL_IMAGE_RULES,
            'body: send the image as image/png, image/jpeg or image/webp',
          );
        }
        return seals.uploadImage(actor(request), params.id, params.name, body.bytes, body.type);
      },
    );
  });
}
