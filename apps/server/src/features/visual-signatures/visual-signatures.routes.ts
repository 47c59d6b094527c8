import {
  AppError,
  createVisualSignature,
  deleteSignatureImage,
  deleteVisualSignature,
  getDefaultVisualSignature,
  getVisualSignature,
  listVisualSignatures,
  previewVisualSignature,
  previewVisualSignatureDraft,
  updateVisualSignature,
  uploadSignatureImage,
} from '@signet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { readImageBody, SignatureImageBody } from './image-body.ts';
import type { VisualSignaturesService } from './visual-signatures.service.ts';

export interface VisualSignatureRoutesDeps {
  visualSignatures: VisualSignaturesService;
  maxImageBytes: number;
}

const userOf = (request: FastifyRequest) => requireSession(request).userId;

/** A preview is drawn for this moment and this caller: never cached, never shared. */
function sendPng(reply: FastifyReply, png: Uint8Array) {
  return reply
    .header('Content-Type', 'image/png')
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/** §7 "Visual signatures". Every call acts on the caller's own signatures; others' are not found. */
export async function registerVisualSignatureRoutes(
  { app, rateLimit }: HttpContext,
  context: VisualSignatureRoutesDeps,
): Promise<void> {
  const { visualSignatures: service } = context;

  registerEndpoint(app, listVisualSignatures, rateLimit, ({ request }) =>
    service.list(userOf(request)),
  );
  registerEndpoint(app, createVisualSignature, rateLimit, ({ body, request }) =>
    service.create(userOf(request), body),
  );
  registerEndpoint(app, getVisualSignature, rateLimit, ({ params, request }) =>
    service.get(userOf(request), params.id),
  );
  registerEndpoint(app, updateVisualSignature, rateLimit, ({ params, body, request }) =>
    service.update(userOf(request), params.id, body),
  );
  registerEndpoint(app, deleteVisualSignature, rateLimit, async ({ params, request }) => {
    await service.delete(userOf(request), params.id);
    return null;
  });
  registerEndpoint(app, getDefaultVisualSignature, rateLimit, ({ request }) =>
    service.getDefault(userOf(request)),
  );
  registerRawEndpoint(
    app,
    previewVisualSignature,
    rateLimit,
    {},
    async ({ query, request, reply }) =>
      sendPng(reply, await service.preview(userOf(request), query.id)),
  );
  registerRawEndpoint(
    app,
    previewVisualSignatureDraft,
    rateLimit,
    { jsonBody: true },
    async ({ body, request, reply }) =>
      sendPng(reply, await service.previewDraft(userOf(request), body)),
  );
  registerEndpoint(app, deleteSignatureImage, rateLimit, ({ params, request }) =>
    service.deleteImage(userOf(request), params.id),
  );

  // The image upload takes raw PNG or JPEG bytes; its parsers live in a scope of their own so
  // that no other route learns to read images.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
        readImageBody(request, payload, context.maxImageBytes),
    );
    registerRawEndpoint(
      scope,
      uploadSignatureImage,
      rateLimit,
      { bodyLimit: context.maxImageBytes * 2 },
      async ({ params, request }) => {
        const body = request.body;
        if (!(body instanceof SignatureImageBody)) {
          throw new AppError('SIGNATURE_IMAGE_TYPE', 'body: send a PNG or JPEG image', {
            fields: [{ field: 'body', message: 'PNG or JPEG image' }],
          });
        }
        return service.setImage(userOf(request), params.id, body.bytes, body.type);
      },
    );
  });
}
