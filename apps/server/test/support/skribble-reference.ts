import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Skribble's OpenAPI documents, read in place (never copied into the repository): the public
 * API's answers are checked against them. Absent on a machine without the reference folder.
 */
export const REFERENCE_DIR =
  process.env.SKRIBBLE_API_REFERENCE ?? '/work/shared/reference/skribble-api';

export const referenceAvailable = () =>
  existsSync(path.join(REFERENCE_DIR, 'sign_v2', 'openapi.yaml'));

type Node = unknown;

const files = new Map<string, Node>();
function load(file: string): Node {
  if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
  return files.get(file);
}

function pointer(root: Node, fragment: string): Node {
  let node = root;
  for (const part of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    node = (node as Record<string, Node>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Inlines every `$ref` (to other files and within one), as Ajv gets one schema per answer. */
function deref(node: Node, file: string, depth = 0): Node {
  if (depth > 40) throw new Error(`reference too deep in ${file}`);
  if (Array.isArray(node)) return node.map((item) => deref(item, file, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, Node>;
  if (typeof record.$ref === 'string') {
    const [target, fragment] = record.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    const resolved = fragment ? pointer(load(targetFile), fragment) : load(targetFile);
    return deref(resolved, targetFile, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, deref(value, file, depth + 1)]),
  );
}

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Node }> }>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
ajv.addFormat('int32', true);
ajv.addFormat('int64', true);
const validators = new Map<string, ValidateFunction | null>();

/** The reference's schema of an answer: version, method, path (with ids), status. */
function validatorFor(
  version: 'v2' | 'v3',
  method: string,
  url: string,
  status: number,
): { operation: string; validate: ValidateFunction | null } | undefined {
  const file = path.join(REFERENCE_DIR, `sign_${version}`, 'openapi.yaml');
  const document = load(file) as { paths: Record<string, Node> };
  const local = url.replace(/^\/api\/v[23]/, '').split('?')[0] ?? '';
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (!pattern.test(local)) continue;
    const operations = deref(item, file) as Record<string, Operation>;
    const operation = operations[method.toLowerCase()];
    if (!operation) return undefined;
    const key = `${version} ${method} ${template} ${status}`;
    if (!validators.has(key)) {
      const response = operation.responses[String(status)];
      const schema = response?.content?.['application/json']?.schema;
      validators.set(key, schema ? ajv.compile(schema as object) : null);
    }
    return { operation: `${method} ${template} ${status}`, validate: validators.get(key) ?? null };
  }
  return undefined;
}

export interface Conformance {
  /** The reference's operation the answer was checked against; undefined when it has none. */
  operation: string | undefined;
  /** Each deviation as `<instance path> <keyword>: <message>`. */
  errors: string[];
}

/** Checks one answer against the reference's schema for it. */
export function conformance(
  method: string,
  url: string,
  status: number,
  body: unknown,
): Conformance {
  const version = url.startsWith('/api/v3') ? 'v3' : 'v2';
  const found = validatorFor(version, method, url, status);
  if (!found) return { operation: undefined, errors: [] };
  if (!found.validate) return { operation: found.operation, errors: [] };
  found.validate(body);
  return {
    operation: found.operation,
    errors: (found.validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.keyword}: ${error.message ?? ''}`,
    ),
  };
}
