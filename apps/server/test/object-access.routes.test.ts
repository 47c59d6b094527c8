import type { Endpoint, SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
// The calls of issue 5's two contract files, by name (other features' calls have their own tests).
import * as documentEndpoints from '../../../packages/contract/src/endpoints/documents.endpoints.ts';
import * as requestEndpoints from '../../../packages/contract/src/endpoints/signature-requests.endpoints.ts';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/** A body each call would accept from someone allowed to make it, so only access decides. */
const BODIES: Record<string, unknown> = {
  updateSignatureRequest: { title: 'Taken over' },
  addSignatureRequestDocument: { content: base64(minimalPdf()), title: 'more.pdf' },
  declineSignatureRequest: { message: 'no' },
  withdrawSignatureRequest: { message: 'no' },
  delegateSignatureRequest: { account_email: 'someone-else@example.com' },
  addSignature: { account_email: 'someone-else@example.com' },
  updateSignature: { document_signatures: [] },
  addObserver: { email: 'someone-else@example.com' },
  addAttachment: {
    filename: 'note.txt',
    content_type: 'text/plain',
    content: base64(new TextEncoder().encode('note')),
  },
};
const QUERIES: Record<string, string> = { getSignatureRequestReport: '?type=events' };

/** Calls that take no object id of someone else (they create or list the caller's own). */
const NO_OBJECT = new Set(['createSignatureRequest', 'listSignatureRequests', 'createSendTo']);

// §"Object-level authorization on every call": whoever neither owns, signs nor observes a request
// gets 404 from every call that names it or anything inside it — never 403, never details.
describe.each(databases)('object-level authorization on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { email: string; token: string };
  let stranger: { email: string; token: string };
  let request: SignatureRequest;
  let ids: Record<string, string>;

  beforeAll(async () => {
    app = await harness.app();
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, stranger] = await Promise.all([account('owner'), account('stranger')]);
    const signer = uniqueEmail('signer');
    const observer = uniqueEmail('observer');
    request = await openRequest(app, owner.token, { signers: [signer], observers: [observer] });
    const attachment = await json<{ attachment_id: string }>(
      app,
      'POST',
      `/v3/signature-requests/${request.id}/attachments`,
      { token: owner.token, body: BODIES.addAttachment },
    );
    expect(attachment.status).toBe(201);
    const sendto = await json<{ id: string }>(app, 'POST', '/v3/sendto', {
      body: { title: 'Scan', content: base64(minimalPdf()) },
    });
    const claimed = await json(app, 'POST', `/v3/sendto/${sendto.body.id}/claim`, {
      token: owner.token,
    });
    expect(claimed.status).toBe(200);
    ids = {
      request: request.id,
      document: request.documents[0]!.id,
      sid: request.signatures[0]!.sid,
      oid: request.observers[0]!.id,
      aid: attachment.body.attachment_id,
      sendto: sendto.body.id,
    };
  });

  const endpoints = (
    Object.entries({ ...requestEndpoints, ...documentEndpoints }) as [string, unknown][]
  ).filter(
    (entry): entry is [string, Endpoint] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1],
  );

  it('covers every call of the signature request and document contracts', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it.each(endpoints.filter(([name]) => !NO_OBJECT.has(name)))(
    '%s answers 404 to someone with no part in the object',
    async (name, endpoint) => {
      const id = endpoint.path.startsWith('/v3/documents')
        ? ids.document
        : endpoint.path.startsWith('/v3/sendto')
          ? ids.sendto
          : ids.request;
      const path = endpoint.path
        .replace('{id}', id!)
        .replace('{docId}', ids.document!)
        .replace('{sid}', ids.sid!)
        .replace('{oid}', ids.oid!)
        .replace('{aid}', ids.aid!)
        .replace('{n}', '0');
      const response = await json(
        app,
        endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        `${path}${QUERIES[name] ?? ''}`,
        {
          token: stranger.token,
          ...(BODIES[name] !== undefined ? { body: BODIES[name] } : {}),
        },
      );
      expect(response.status, `${endpoint.method} ${path}`).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
      // Reading the same object as its owner works: the 404 is about who asks, not what exists.
      if (endpoint.method === 'GET') {
        const asOwner = await app.inject({
          method: 'GET',
          url: `${path}${QUERIES[name] ?? ''}`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(asOwner.statusCode, `GET ${path} by the owner`).not.toBe(404);
      }
    },
  );
  it('left the object as it was after every refused call', async () => {
    const after = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${ids.request}`,
      {
        token: owner.token,
      },
    );
    expect(after.body).toMatchObject({
      status_overall: 'OPEN',
      title: request.title,
      documents: [{ id: ids.document }],
      signatures: [{ sid: ids.sid, account_email: request.signatures[0]!.account_email }],
      observers: [{ id: ids.oid }],
    });
  });
});
