import {
  type EndpointExample,
  PUBLIC_API_DOCS_PATH,
  publicApiEndpoints,
  publicApiExamples,
  publicApiV2,
  publicApiV3,
} from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { PUBLIC_API_PATH } from '../src/http/openapi-public.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import {
  documentExamples,
  type PublicDocument,
  registeredRoutes,
  zodProblems,
} from './support/openapi-examples.ts';
import { useHarness } from './support/test-app.ts';

const isRefused = (example: EndpointExample) => example.error?.code === 'VALIDATION_FAILED';

// The public API's own reference at /api/docs/public (issue 18, ADR 0912).

type Document = PublicDocument & {
  info: { title: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { security?: unknown }>>;
};

describe('the public API reference', () => {
  const harness = useHarness(databases[0]!);
  let app: SignetApp;

  async function publicDocument() {
    app ??= await harness.app();
    const { status, body, headers } = await json<Document>(
      app,
      'GET',
      `${PUBLIC_API_DOCS_PATH}/json`,
    );
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/json');
    return body;
  }

  it('lists every /api/v2 and /api/v3 call the server answers, and nothing else', async () => {
    const document = await publicDocument();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const served = registeredRoutes(app, PUBLIC_API_PATH);
    expect(served).toHaveLength(publicApiEndpoints.length);
    expect(documented).toEqual(served);
    // The whole document still has the rest; the public one none of it.
    const whole = await json<Document>(app, 'GET', '/api/docs/json');
    expect(Object.keys(whole.body.paths)).toContain('/v3/signature-requests');
    expect(Object.keys(document.paths)).not.toContain('/v3/signature-requests');
  });

  it('describes itself: title, server, login, errors, rate limits, callbacks, differences', async () => {
    const document = await publicDocument();
    expect(document.info.title).toBe('Signet public API');
    expect(document.servers.map((server) => server.url)).toEqual(['http://signet.test']);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['apiAccessToken']);
    for (const phrase of [
      'Skribble',
      'http://signet.test/api/v2',
      'Authorization: Bearer',
      '{statusCode, code, message, fields}',
      '429',
      'Retry-After',
      'Signet-Signature: t=<unix seconds>,v1=<hex>',
      'HMAC-SHA256',
      '/api/v2/callbacks/secret',
      'Where Signet differs from Skribble',
    ]) {
      expect(document.info.description, phrase).toContain(phrase);
    }
    const seal = document.paths['/api/v2/seal']?.post;
    expect(seal?.security).toEqual([{ apiAccessToken: [] }]);
    expect(document.paths['/api/v2/access/login']?.post?.security).toBeUndefined();
  });

  it('gives every example the shape its call takes and answers, by the contract and by the document', async () => {
    expect(publicApiExamples.flatMap(zodProblems)).toEqual([]);
    const found = documentExamples(await publicDocument());
    expect(found.filter((entry) => entry.problems.length > 0)).toEqual([]);
    // Each body example sits on each of its media types (login: JSON and form), each answer once.
    const expected = publicApiExamples.reduce(
      (count, example) =>
        count +
        (example.body === undefined || isRefused(example)
          ? 0
          : example.endpoint === publicApiV2.login
            ? 2
            : 1) +
        (example.response === undefined ? 0 : 1) +
        (example.error ? 1 : 0),
      0,
    );
    expect(found).toHaveLength(expected);
  });

  it('illustrates the main calls', () => {
    const illustrated = new Set(publicApiExamples.map((example) => example.endpoint));
    const main = [
      publicApiV2.login,
      publicApiV2.createSignatureRequest,
      publicApiV3.createSignatureRequest,
      publicApiV2.getSignatureRequest,
      publicApiV2.listSignatureRequests,
      publicApiV3.addRequestDocument,
      publicApiV2.getDocument,
      publicApiV2.getDocumentContent,
      publicApiV2.remindSignatureRequest,
      publicApiV2.withdrawSignatureRequest,
      publicApiV2.getCallbacks,
      publicApiV2.seal,
      publicApiV2.createSendTo,
    ];
    expect(main.filter((endpoint) => !illustrated.has(endpoint)).map((e) => e.path)).toEqual([]);
  });

  it('finds a wrong example, by the contract and by the document', async () => {
    const document = structuredClone(await publicDocument());
    const right = publicApiExamples.find(
      (example) => example.endpoint === publicApiV2.getSignatureRequest && example.response,
    ) as EndpointExample;
    const response = right.response as Record<string, unknown>;
    const wrong = { ...right, response: { ...response, status_overall: 'DONE' } };
    expect(zodProblems(wrong).join()).toContain('status_overall');
    const operation = document.paths['/api/v2/signature-requests/{id}']?.get as {
      responses: Record<string, { content: Record<string, { examples: object }> }>;
    };
    // A misspelled field, which parsing alone would drop without a word.
    const media = operation.responses['200']?.content['application/json'];
    if (media) media.examples = { wrong: { value: { ...response, titel: 'Contract' } } };
    const found = documentExamples(document).filter((entry) => entry.problems.length > 0);
    expect(found.map((entry) => entry.where)).toEqual([
      'GET /api/v2/signature-requests/{id} 200 application/json wrong',
    ]);
  });

  it('serves a page for people at /api/docs/public, with its scripts and a strict CSP', async () => {
    app ??= await harness.app();
    const page = await app.inject({ method: 'GET', url: PUBLIC_API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Signet public API</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).toContain(`${PUBLIC_API_DOCS_PATH}/static/swagger-initializer.js`);
    for (const script of scripts) {
      const asset = await app.inject({ method: 'GET', url: script });
      expect([script, asset.statusCode]).toEqual([script, 200]);
    }
  });
});
