import { type EndpointExample, ErrorBody } from '@signet/contract';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { safeParse } from 'zod';
import type { SignetApp } from '../../src/app.ts';

// Checks of the public API's examples (ADR 0912): against the contract's zod schemas, which the
// routes validate with, and against the JSON Schemas the served document shows beside them.

/** What is wrong with an example by its endpoint's zod schemas; empty when nothing is. */
export function zodProblems(example: EndpointExample): string[] {
  const { endpoint } = example;
  const where = `${endpoint.method} ${endpoint.path} ${example.name}`;
  const problems: string[] = [];
  const check = (part: string, schema: unknown, value: unknown) => {
    if (!schema) return problems.push(`${where}: the endpoint takes no ${part}`);
    const parsed = safeParse(schema as Parameters<typeof safeParse>[0], value);
    if (!parsed.success) problems.push(`${where} ${part}: ${parsed.error.message}`);
  };
  if (example.error?.code === 'VALIDATION_FAILED') {
    // A refused body: the contract must refuse it, naming the fields the example's answer names.
    const parsed = safeParse(endpoint.body as Parameters<typeof safeParse>[0], example.body);
    const named = parsed.error?.issues.map((issue) => ['body', ...issue.path].join('.')) ?? [];
    const answered = example.error.fields?.map((field) => field.field) ?? [];
    if (named.join() !== answered.join()) {
      problems.push(`${where}: the contract names [${named}], the example [${answered}]`);
    }
  } else if (example.body !== undefined) check('body', endpoint.body, example.body);
  if (example.response !== undefined) check('response', endpoint.response, example.response);
  if (example.error) {
    check('error', ErrorBody, example.error);
    if (example.error.statusCode < 400) problems.push(`${where}: an error below 400`);
  }
  if (example.response !== undefined && example.error) problems.push(`${where}: answer and error`);
  return problems;
}

interface MediaType {
  schema?: object;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface PublicDocument {
  paths: Record<string, Record<string, Operation>>;
}

// OpenAPI 3.0's schemas are JSON Schema draft 4/7 with `nullable`, which Ajv understands.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);

/**
 * OpenAPI 3.0 writes an exclusive bound as draft 4 did (`minimum: 0, exclusiveMinimum: true`);
 * Ajv reads draft 7 (`exclusiveMinimum: 0`).
 */
function draft7(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (typeof schema !== 'object' || schema === null) return schema as object;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = draft7(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive]) out[exclusive] = out[bound];
    else delete out[exclusive];
    if (out[exclusive] !== undefined) delete out[bound];
  }
  return out;
}

/** Every example of a document with where it sits; `problems` holds the schema's complaints. */
export function documentExamples(document: PublicDocument) {
  const found: { where: string; problems: string[] }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => [
          `body ${type}`,
          m,
        ]),
        ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, m]) => [`${status} ${type}`, m]),
        ),
      ] as [string, MediaType][];
      for (const [part, { schema, examples }] of media) {
        for (const [name, { value }] of Object.entries(examples ?? {})) {
          const where = `${method.toUpperCase()} ${path} ${part} ${name}`;
          const validate = ajv.compile(draft7(schema ?? {}));
          const problems = validate(value) ? [] : [ajv.errorsText(validate.errors)];
          found.push({ where, problems });
        }
      }
    }
  }
  return found;
}

/**
 * Every method and path the app answers under the given pattern, read from Fastify's own route
 * tree (not from any OpenAPI document): `POST /api/v2/seal`. HEAD, which Fastify adds to each
 * GET, is left out.
 */
export function registeredRoutes(app: SignetApp, pattern: RegExp): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && pattern.test(path)) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
