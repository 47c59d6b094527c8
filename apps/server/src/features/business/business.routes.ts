import {
  createBusiness,
  deleteBusiness,
  deleteBusinessLogo,
  getBusiness,
  getBusinessLogo,
  getBusinessPublicInformation,
  getBusinessSettings,
  getBusinessStatistics,
  getDirectBusinessPublicInformation,
  getUserBusiness,
  revokeBusinessDeletion,
  updateBusiness,
  updateBusinessSettings,
  uploadBusinessLogo,
} from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { BusinessServices } from './business-services.ts';
import { LogoBody, readLogoBody } from './logo-body.ts';
import { logoTypeError } from './logo-image.ts';

/** A logo's address names its content: it never changes, so it may be cached for good. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

/** §7 "Business": the business itself, its settings, logo, public information and statistics. */
export async function registerBusinessRoutes(
  { app, rateLimit }: HttpContext,
  services: BusinessServices,
): Promise<void> {
  const { businesses, deletion, settings, logos, statistics } = services;
  const actor = (request: FastifyRequest) => actorOf(request);

  registerEndpoint(app, getUserBusiness, rateLimit, ({ request }) =>
    businesses.ofUser(actor(request)),
  );
  registerEndpoint(app, getBusiness, rateLimit, ({ params, request }) =>
    businesses.get(actor(request), params.id),
  );
  registerEndpoint(app, createBusiness, rateLimit, ({ body, request }) =>
    businesses.create(actor(request), body),
  );
  registerEndpoint(app, updateBusiness, rateLimit, ({ params, body, request }) =>
    businesses.update(actor(request), params.id, body),
  );
  registerEndpoint(app, deleteBusiness, rateLimit, ({ params, request }) =>
    deletion.schedule(actor(request), params.id),
  );
  registerEndpoint(app, revokeBusinessDeletion, rateLimit, ({ params, request }) =>
    deletion.revoke(actor(request), params.id),
  );
  registerEndpoint(app, getBusinessSettings, rateLimit, ({ params, request }) =>
    settings.get(actor(request), params.id),
  );
  registerEndpoint(app, updateBusinessSettings, rateLimit, ({ params, body, request }) =>
    settings.update(actor(request), params.id, body),
  );
  registerEndpoint(app, getBusinessPublicInformation, rateLimit, ({ params }) =>
    settings.publicInformation(params.id),
  );
  registerEndpoint(app, getDirectBusinessPublicInformation, rateLimit, ({ params }) =>
    settings.publicInformation(params.id),
  );
  registerEndpoint(app, getBusinessStatistics, rateLimit, ({ params, query, request }) =>
    statistics.get(actor(request), params.id, query.months),
  );
  registerEndpoint(app, deleteBusinessLogo, rateLimit, ({ params, request }) =>
    logos.remove(actor(request), params.id),
  );
  registerRawEndpoint(app, getBusinessLogo, rateLimit, {}, async ({ params, reply }) => {
    const png = await logos.image(params.id, params.hash);
    return (
      reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', LOGO_CACHE)
        .header('ETag', `"${params.hash}"`)
        // Shown in mails and on other sites' pages (webmail): the image may be embedded anywhere.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(png)
    );
  });

  // The upload takes the raw image; its parser lives in a scope of its own so that no other
  // route learns to read images.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
        readLogoBody(request, payload),
    );
    registerRawEndpoint(
      scope,
      uploadBusinessLogo,
      rateLimit,
      // Room beyond the logo limit, so that the parser answers BUSINESS_LOGO_TOO_LARGE itself.
      { bodyLimit: 4 * 1024 * 1024 },
      async ({ params, request }) => {
        const body = request.body;
        if (!(body instanceof LogoBody)) {
          throw logoTypeError('body: send the logo as image/png, image/jpeg or image/webp');
        }
        return logos.upload(actor(request), params.id, body.bytes, body.type);
      },
    );
  });
}
