import {
  AppError,
  CreateSendToBody,
  claimSendTo,
  createSendTo,
  getSendToInternal,
  RequestTitle,
} from '@signet/contract';
import { safeParse } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { decodeBase64, parseJsonBody, registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { UploadLimits } from '../documents/index.ts';
import { isMultipart, withMultipart } from './multipart-upload.ts';
import type { SendToService } from './sendto.service.ts';

/** Skribble "send to": hand a PDF over (JSON or multipart), then a signed-in user claims it. */
export function registerSendToRoutes(
  { app, rateLimit }: HttpContext,
  {
    sendto,
    limits: uploads,
    spoolDir,
  }: { sendto: SendToService; limits: UploadLimits; spoolDir: string },
): void {
  registerRawEndpoint(
    app,
    createSendTo,
    rateLimit,
    { bodyLimit: Math.ceil((uploads.maxUploadBytes * 4) / 3) + 65_536 },
    async ({ request, reply }) => {
      if (isMultipart(request)) {
        const limits = {
          maxUploadBytes: uploads.maxUploadBytes,
          maxFiles: 1,
          allowedFields: ['title'],
          spoolDir,
        };
        const created = await withMultipart(request, limits, async (upload) => {
          const title = safeParse(
            RequestTitle,
            upload.fields.title ?? upload.files[0]!.filename.replace(/\.pdf$/i, ''),
          );
          if (!title.success) {
            throw new AppError('VALIDATION_FAILED', 'Invalid body.title', {
              fields: [
                { field: 'body.title', message: title.error.issues[0]?.message ?? 'Invalid' },
              ],
            });
          }
          const bytes = await upload.files[0]!.read();
          const input = { title: title.data, bytes, field: 'body.content' };
          return sendto.create(input, request.ip ?? null);
        });
        return reply.code(201).send(created);
      }
      const body = parseJsonBody(CreateSendToBody, request);
      const input = { title: body.title, bytes: decodeBase64(body.content), field: 'body.content' };
      return reply.code(201).send(await sendto.create(input, request.ip ?? null));
    },
  );
  registerEndpoint(app, getSendToInternal, rateLimit, async ({ params, request }) =>
    sendto.getInternal(await actorOf(request), params.id),
  );
  registerEndpoint(app, claimSendTo, rateLimit, async ({ params, request }) =>
    sendto.claim(await actorOf(request), params.id),
  );
}
