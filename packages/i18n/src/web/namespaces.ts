import type { WebLanguage } from './index.ts';

/**
 * Feature namespaces: texts that only some screens draw, fetched when a screen first asks for
 * them, so the first download (/login) carries the core catalog alone.
 */
export const WEB_NAMESPACES = [
  'requests',
  'viewer',
  'signing',
  'visual',
  'business',
  'members',
  'activity',
  'seals',
  'groups',
  'direct',
  'identification',
  'api',
  'account',
  'invitation',
] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

export type NamespaceTree = { [key: string]: string | NamespaceTree };

export function isWebNamespace(value: string): value is WebNamespace {
  return (WEB_NAMESPACES as readonly string[]).includes(value);
}

/** One namespace in one language (`namespaces/<ns>/<language>.ts`, default export). */
export async function loadWebNamespace(
  namespace: WebNamespace,
  language: WebLanguage,
): Promise<NamespaceTree> {
  const module = (await import(`./namespaces/${namespace}/${language}.ts`)) as {
    default: NamespaceTree;
  };
  return module.default;
}
