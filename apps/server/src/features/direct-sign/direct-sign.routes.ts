import {
  AppError,
  cancelVerification,
  checkDirectLinkCode,
  declineDirectSignatureRequest,
  directSign,
  directSignatureQualitiesDetail,
  downloadDirectDocument,
  getDirectDocumentPage,
  getDirectSignatureRequest,
  getDirectUser,
  getDirectVisualSignature,
  getInvitationContext,
  proceedDirectSign,
  resendDirectLink,
  resendVerification,
  respondVerification,
  toRouterPath,
  updateDirectUser,
} from '@signet/contract';
import type { FastifyRequest } from 'fastify';
import { registerDirectLookup } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import type { DirectLinkMail } from './direct-link-mail.ts';
import type { DirectLinksService } from './direct-links.service.ts';
import type { DirectRequestsService } from './direct-requests.service.ts';
import { guestActor, requireDirect, requireOpenDirect } from './direct-session.ts';
import type { DirectSigningService } from './direct-signing.service.ts';
import type { GuestProfileService } from './guest-profile.service.ts';
import type { InvitationContextService } from './invitation-context.service.ts';
import type { VerificationsService } from './verifications.service.ts';

export interface DirectSignServices {
  links: DirectLinksService;
  linkMail: DirectLinkMail;
  profile: GuestProfileService;
  verifications: VerificationsService;
  requests: DirectRequestsService;
  signing: DirectSigningService;
  invitations: InvitationContextService;
}

/** An expired or replaced link may still ask for a new one by mail, and type its code. */
const NEW_LINK_ROUTES = new Set(
  [resendDirectLink, checkDirectLinkCode].map((e) => toRouterPath(e.path)),
);

export function registerDirectSignRoutes(
  { app, rateLimit }: HttpContext,
  services: DirectSignServices,
): void {
  const { links, linkMail, profile, verifications, requests, signing, invitations } = services;
  app.decorateRequest('direct', null);
  registerDirectLookup(app, {
    async open(request: FastifyRequest, token: string) {
      const newLink = NEW_LINK_ROUTES.has(request.routeOptions.url ?? '');
      request.direct = await links.authenticate(token, {
        allowExpired: newLink,
        allowReplaced: newLink,
      });
    },
  });
  const actor = (request: FastifyRequest) => guestActor(requireDirect(request), request);

  // Public: the token is the invitation's account link (docs/decisions/0261), not a session.
  registerEndpoint(app, getInvitationContext, rateLimit, ({ body }) =>
    invitations.context(body.token),
  );
  registerEndpoint(app, getDirectUser, rateLimit, ({ request }) =>
    profile.view(requireDirect(request)),
  );
  registerEndpoint(app, directSignatureQualitiesDetail, rateLimit, ({ request }) =>
    profile.qualitiesDetail(requireDirect(request)),
  );
  registerEndpoint(app, updateDirectUser, rateLimit, ({ body, request }) =>
    profile.update(requireOpenDirect(request), body),
  );
  registerEndpoint(app, getDirectVisualSignature, rateLimit, ({ request }) =>
    profile.visualSignature(requireDirect(request)),
  );

  registerEndpoint(app, resendDirectLink, rateLimit, ({ body, request }) =>
    linkMail.resend(requireOpenDirect(request), body),
  );
  registerEndpoint(app, checkDirectLinkCode, rateLimit, ({ body, request }) =>
    links.checkCode(requireOpenDirect(request), body.tan),
  );

  registerEndpoint(app, resendVerification, rateLimit, ({ params, request }) =>
    verifications.resend(requireOpenDirect(request), params.id),
  );
  registerEndpoint(app, respondVerification, rateLimit, ({ params, body, request }) =>
    verifications.respond(requireOpenDirect(request), params.id, body.secret),
  );
  registerEndpoint(app, cancelVerification, rateLimit, ({ params, request }) =>
    verifications.cancel(requireOpenDirect(request), params.id),
  );

  registerEndpoint(app, getDirectSignatureRequest, rateLimit, ({ params, query, request }) =>
    requests.view(requireDirect(request), actor(request), params.id, query),
  );
  registerEndpoint(
    app,
    declineDirectSignatureRequest,
    rateLimit,
    ({ params, query, body, request }) =>
      requests.decline(
        requireOpenDirect(request),
        actor(request),
        params.id,
        body?.message ?? null,
        query,
      ),
  );
  registerEndpoint(app, directSign, rateLimit, ({ body, request }) =>
    signing.sign(requireOpenDirect(request), actor(request), body),
  );
  registerEndpoint(app, proceedDirectSign, rateLimit, ({ params, body, request }) =>
    signing.proceed(requireOpenDirect(request), actor(request), params.id, body.pwdotp),
  );

  registerRawEndpoint(
    app,
    getDirectDocumentPage,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      const answer = await requests.page(
        requireDirect(request),
        actor(request),
        params.id,
        params.n,
        query.scale,
      );
      if (answer.kind === 'rendering') {
        // §8: the viewer waits Retry-After seconds on a 503 and asks again.
        reply.header('Retry-After', '1').header('Cache-Control', 'no-store');
        return reply
          .code(503)
          .send(
            new AppError(
              'PAGE_RENDERING',
              'The page image is being rendered; retry in a second',
            ).toBody(),
          );
      }
      // The token is in the address: the image may be kept, but only by this browser.
      reply
        .header('ETag', answer.etag)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Vary', 'X-Direct-Token');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === answer.etag)) {
        return reply.code(304).send();
      }
      return reply.header('Content-Type', answer.contentType).send(answer.bytes);
    },
  );
  registerRawEndpoint(
    app,
    downloadDirectDocument,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      const file = await requests.download(
        requireDirect(request),
        actor(request),
        params.id,
        query,
      );
      return sendPdf(reply, file);
    },
  );
}
