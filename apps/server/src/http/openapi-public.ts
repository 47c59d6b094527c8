import {
  type AnySchema,
  type Endpoint,
  type EndpointExample,
  ErrorBody,
  publicApiEndpoints,
  publicApiExamples,
} from '@signet/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicApiDescription } from './openapi-public-description.ts';

// The public API's own OpenAPI document (issue 18, ADR 0912): the public paths of the document
// generated from the routes, with the public API's own info and the contract's examples.

type Json = Record<string, unknown>;
type Operation = Json & {
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
};
type Example = { summary: string; description?: string; value: unknown };
type MediaType = Json & { examples?: Record<string, Example> };
type PathItem = Record<string, Operation>;

/** The generated document, as far as this file reads it. */
export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers?: Json[];
  components?: { securitySchemes?: Record<string, Json>; schemas?: Record<string, Json> };
  paths: Record<string, PathItem>;
  [key: string]: unknown;
}

/** The public API's paths (ADR 0900): Skribble's, under /api/v2 and /api/v3. */
export const PUBLIC_API_PATH = /^\/api\/v[23]\//;

const TEXT = 'text/plain';
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/**
 * Derives the public API's document from the whole one, never changing it. Throws when an
 * example names an operation the document lacks (a test builds the document, so that shows).
 */
export function publicApiDocument(
  whole: OpenApiDocument,
  options: { publicUrl: string; rateLimit: { max: number; windowMs: number } },
): OpenApiDocument {
  const paths: Record<string, PathItem> = structuredClone(
    Object.fromEntries(Object.entries(whole.paths).filter(([path]) => PUBLIC_API_PATH.test(path))),
  );
  const convert = converter(whole.openapi);
  for (const endpoint of publicApiEndpoints) {
    documentRawParts(operationOf(paths, endpoint), endpoint, convert);
  }
  for (const example of publicApiExamples) {
    addExample(operationOf(paths, example.endpoint), example);
  }
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    describeAnswers(operation);
  }
  return {
    openapi: whole.openapi,
    info: {
      title: 'Signet public API',
      version: String(whole.info.version ?? '1'),
      description: publicApiDescription(options),
      ...(whole.info.license ? { license: whole.info.license } : {}),
    },
    servers: [{ url: options.publicUrl, description: 'This Signet server' }],
    tags: [{ name: 'Public API', description: 'Skribble-compatible calls of API accounts' }],
    components: componentsUsed(whole, paths),
    paths,
  };
}

function operationOf(paths: Record<string, PathItem>, endpoint: Endpoint): Operation {
  const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`No operation ${endpoint.method} ${endpoint.path} is served`);
  return operation;
}

/**
 * A raw endpoint's route has no body, answer or error schema (its handler reads and writes them),
 * so the generated document lacks them: they are converted from the contract as the routes'
 * schemas are, and the answer gets its content type.
 */
function documentRawParts(operation: Operation, endpoint: Endpoint, convert: Convert): void {
  if (endpoint.rawBody && endpoint.body && !operation.requestBody) {
    const media = { schema: convert('body', endpoint.body) };
    // Only login is raw and has a body: JSON or form fields (ADR 0900).
    operation.requestBody = {
      required: true,
      content: { [JSON_TYPE]: media, [FORM]: structuredClone(media) },
    };
  }
  const raw = endpoint.rawResponse?.contentType;
  const responses = operation.responses ?? {};
  const success = responses['200'];
  if (raw && success && !success.content) {
    const isText = raw.startsWith('text/');
    success.content = {
      [raw]: { schema: isText ? { type: 'string' } : { type: 'string', format: 'binary' } },
    };
  }
  for (const status of ['4XX', '5XX']) {
    responses[status] ??= {
      description: 'Error',
      content: { [JSON_TYPE]: { schema: convert('response', ErrorBody) } },
    };
  }
  operation.responses = responses;
}

/** Fastify names every answer "Default Response"; say what each class of answer is. */
const ANSWERS: Record<string, string> = {
  '200': 'Done',
  '4XX': 'Refused: `{statusCode, code, message, fields}`',
  '5XX': 'A fault on the server: `{statusCode, code, message}`',
};

function describeAnswers(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const description = ANSWERS[status];
    if (description) response.description = description;
  }
}

type Convert = (part: 'body' | 'response', schema: AnySchema) => Json;

/** Contract schemas as JSON Schema, converted as the routes' schemas are. */
function converter(openapi: string): Convert {
  return (part, schema) => {
    const input = part === 'body' ? { body: schema } : { response: { '4XX': schema } };
    const output = jsonSchemaTransform({
      schema: input,
      url: '/',
      openapiObject: { openapi },
    } as Parameters<typeof jsonSchemaTransform>[0]).schema as {
      body?: Json;
      response?: Record<string, Json>;
    };
    return (part === 'body' ? output.body : output.response?.['4XX']) ?? {};
  };
}

/** Puts an example on each media type of its body, of its success answer, or of its error. */
function addExample(operation: Operation, example: EndpointExample): void {
  const refused = example.error?.code === 'VALIDATION_FAILED';
  // A refused body is shown with its answer, not among the bodies the call takes.
  const entry = {
    summary: example.summary,
    ...(refused
      ? { description: `Sent:\n\n\`\`\`json\n${JSON.stringify(example.body, null, 2)}\n\`\`\`` }
      : {}),
  };
  if (example.body !== undefined && !refused) {
    const media = Object.values(operation.requestBody?.content ?? {});
    if (media.length === 0)
      throw new Error(`Example ${example.name}: ${where(example)} takes no body`);
    for (const type of media) put(type, example.name, entry, example.body);
  }
  if (example.response !== undefined) {
    put(mediaOf(operation, '200', example), example.name, entry, example.response);
  }
  if (example.error) {
    const status = `${Math.floor(example.error.statusCode / 100)}XX`;
    put(mediaOf(operation, status, example), example.name, entry, example.error);
  }
}

function mediaOf(operation: Operation, status: string, example: EndpointExample): MediaType {
  const content = operation.responses?.[status]?.content;
  const media = content?.[JSON_TYPE] ?? content?.[TEXT];
  if (!media) {
    throw new Error(`Example ${example.name}: ${where(example)} has no ${status} answer`);
  }
  return media;
}

const where = ({ endpoint }: EndpointExample) => `${endpoint.method} ${endpoint.path}`;

function put(media: MediaType, name: string, entry: Omit<Example, 'value'>, value: unknown): void {
  media.examples = { ...media.examples, [name]: { ...entry, value } };
}

/** The security schemes the public operations name, and the shared schemas if any. */
function componentsUsed(whole: OpenApiDocument, paths: Record<string, PathItem>) {
  const named = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      ),
    ),
  );
  const schemes = Object.entries(whole.components?.securitySchemes ?? {});
  const schemas = whole.components?.schemas ?? {};
  return {
    securitySchemes: Object.fromEntries(schemes.filter(([name]) => named.has(name))),
    ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
  };
}
