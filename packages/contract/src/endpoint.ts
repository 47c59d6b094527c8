import type { z } from 'zod/mini';

/** Any zod schema, built with the classic API or with `zod/mini` (both share zod's core). */
export type AnySchema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, declared at the edge (the server checks it before the handler runs,
 * and the handler checks the object again).
 * - `public`: anyone, rate-limited per client.
 * - `user`: a signed-in account (Bearer session token).
 * - `nas`: a direct-sign guest (token query of §7 "Direct sign").
 * - `optional`: anyone; the handler sees the account when a valid token is sent.
 * - `api`: an API account of a business (public API, Bearer access token of POST …/access/login).
 */
export type EndpointAuth = 'public' | 'user' | 'nas' | 'optional' | 'api';

/**
 * One HTTP call of the product, defined once. `path` uses the spec's notation (`/v3/documents/{id}`),
 * which is also OpenAPI's; `toRouterPath` turns it into the server router's `:id` form.
 */
export interface Endpoint<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** The success body; `z.void()` / `z.null()` for an empty answer. */
  response: R;
  /** Status of a successful answer (200 unless stated). */
  successStatus?: number;
  /** Body is not JSON (multipart upload, PDF download, image); the route handles it itself. */
  rawBody?: boolean;
  rawResponse?: { contentType: string };
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type ParamsOf<E extends Endpoint> = E['params'] extends AnySchema
  ? z.infer<E['params']>
  : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends AnySchema
  ? z.infer<E['query']>
  : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema
  ? z.input<E['body']>
  : undefined;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;

/**
 * What a client sends to an endpoint: its params, query and body as its schemas take them (the
 * input side: before defaults and coercion). A part the endpoint lacks may be left out; so may
 * params or a query whose every field is optional, and a body the schema makes optional.
 */
export type RequestInputOf<E extends Endpoint> = InputPart<'params', E['params'], NoFields> &
  InputPart<'query', E['query'], NoFields> &
  InputPart<'body', E['body'], undefined>;

/** An object without fields: params or a query that may be left out accept it. */
type NoFields = Record<never, never>;

type InputPart<K extends string, S, Empty> = S extends AnySchema
  ? Empty extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `/v3/documents/{id}/pages/{n}` → `/v3/documents/:id/pages/:n` */
export function toRouterPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/** Fills a spec path with values, each URI-encoded; a missing value is a programming error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
