import { publicApiV2, publicApiV3 } from '@signet/contract';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { apiCallerOf } from './api-caller.ts';
import type { PublicRequestActions, Version } from './public-request-actions.ts';

type Shared = ReturnType<typeof pickShared>;
const pickShared = (endpoints: typeof publicApiV2 | typeof publicApiV3) => ({
  update: endpoints.updateSignatureRequest,
  withdraw: endpoints.withdrawSignatureRequest,
  remind: endpoints.remindSignatureRequest,
  report: endpoints.getSignatureRequestReport,
  addAttachment: endpoints.addAttachment,
  listAttachments: endpoints.listAttachments,
  getAttachment: endpoints.getAttachment,
  attachmentContent: endpoints.getAttachmentContent,
  deleteAttachment: endpoints.deleteAttachment,
  addSignature: endpoints.addSignature,
  removeSignature: endpoints.removeSignature,
});

/** Skribble answers these calls with 200 and no body. */
const empty = (reply: { code(n: number): { send(): unknown } }) => reply.code(200).send();

function registerShared(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  version: Version,
  e: Shared,
  actions: PublicRequestActions,
) {
  registerEndpoint(app, e.update, rateLimit, ({ body, request }) =>
    actions.update(apiCallerOf(request), version, body),
  );
  registerEndpoint(app, e.withdraw, rateLimit, ({ params, body, request }) =>
    actions.withdraw(apiCallerOf(request), version, params.id, body?.message),
  );
  registerRawEndpoint(app, e.remind, rateLimit, {}, async ({ params, request, reply }) => {
    await actions.remind(apiCallerOf(request), params.id);
    return empty(reply);
  });
  registerRawEndpoint(app, e.report, rateLimit, {}, async ({ params, query, request, reply }) => {
    const report = await actions.report(apiCallerOf(request), params.id, query.type);
    if (report.kind === 'pdf') return sendPdf(reply, report.pdf);
    reply.header('Cache-Control', 'private, no-store');
    if (report.kind === 'json') return reply.type('application/json').send(report.json);
    // The HTML report loads nothing and runs nothing, whatever a title or a name holds.
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(report.html);
  });
  registerEndpoint(
    app,
    e.addAttachment,
    rateLimit,
    ({ params, body, request }) =>
      actions.addAttachment(apiCallerOf(request), version, params.id, body),
    { bodyLimit: documentBodyLimit },
  );
  registerEndpoint(app, e.listAttachments, rateLimit, ({ params, request }) =>
    actions.listAttachments(apiCallerOf(request), params.id),
  );
  registerEndpoint(app, e.getAttachment, rateLimit, ({ params, request }) =>
    actions.getAttachment(apiCallerOf(request), params.id, params.aid),
  );
  registerRawEndpoint(
    app,
    e.attachmentContent,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      const file = await actions.attachmentContent(apiCallerOf(request), params.id, params.aid);
      return reply
        .type('application/octet-stream')
        .header('Content-Disposition', file.disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
  registerRawEndpoint(
    app,
    e.deleteAttachment,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      await actions.deleteAttachment(apiCallerOf(request), params.id, params.aid);
      return empty(reply);
    },
  );
  registerEndpoint(app, e.addSignature, rateLimit, ({ params, body, request }) =>
    actions.addSignature(apiCallerOf(request), version, params.id, body),
  );
  registerRawEndpoint(app, e.removeSignature, rateLimit, {}, async ({ params, request, reply }) => {
    await actions.removeSignature(apiCallerOf(request), params.id, params.sid);
    return empty(reply);
  });
}

function registerV3Only(
  { app, rateLimit, documentBodyLimit }: HttpContext,
  actions: PublicRequestActions,
) {
  const e = publicApiV3;
  registerEndpoint(
    app,
    e.addRequestDocument,
    rateLimit,
    ({ params, body, request }) => actions.addDocument(apiCallerOf(request), params.id, body),
    { bodyLimit: documentBodyLimit },
  );
  registerRawEndpoint(
    app,
    e.removeRequestDocument,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      await actions.removeDocument(apiCallerOf(request), params.id, params.docId);
      return empty(reply);
    },
  );
  registerEndpoint(app, e.addObserver, rateLimit, ({ params, body, request }) =>
    actions.addObserver(apiCallerOf(request), params.id, body),
  );
  registerEndpoint(app, e.listObservers, rateLimit, ({ params, request }) =>
    actions.listObservers(apiCallerOf(request), params.id),
  );
  registerEndpoint(app, e.getObserver, rateLimit, ({ params, request }) =>
    actions.getObserver(apiCallerOf(request), params.id, params.oid),
  );
  registerRawEndpoint(app, e.removeObserver, rateLimit, {}, async ({ params, request, reply }) => {
    await actions.removeObserver(apiCallerOf(request), params.id, params.oid);
    return empty(reply);
  });
}

/** The public API's calls on one request beyond create, read and delete (ADR 0910). */
export function registerPublicRequestActions(
  http: HttpContext,
  actions: PublicRequestActions,
): void {
  registerShared(http, 'v2', pickShared(publicApiV2), actions);
  registerShared(http, 'v3', pickShared(publicApiV3), actions);
  registerV3Only(http, actions);
}
