import type { QueryInput } from '../rules/query.ts';
import { ROUTES, type RouteId, type RouteParams } from './route-table.ts';

/** The routes whose path has no parameter (and so an href without arguments). */
export type StaticRouteId = {
  [Id in RouteId]: keyof RouteParams<Id> extends never ? Id : never;
}[RouteId];

type ParamArgs<Id extends RouteId> = keyof RouteParams<Id> extends never
  ? [params?: Record<string, never> | undefined, query?: QueryInput | undefined]
  : [params: RouteParams<Id>, query?: QueryInput | undefined];

/**
 * The URL path (and query) of a screen: `href('view', {srid})` → `/view/<srid>`. Every value is
 * URI-encoded, so an id can never add a path segment or a query of its own. The server prefixes
 * its public base URL to build links in e-mails (`new URL(href(…), PUBLIC_URL)`).
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: ParamArgs<Id>): string {
  const path: string = ROUTES[id].path;
  if (path === '*') throw new Error('href: the catch-all route has no address');
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`href: missing parameter "${name}" for ${id} (${path})`);
    }
    return encodeURIComponent(String(value));
  });
  const search = toSearch(query);
  return search ? `${filled}?${search}` : filled;
}

function toSearch(query: QueryInput | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null) continue;
    const list = typeof raw === 'string' ? [raw] : raw;
    for (const value of list) search.append(name, value);
  }
  return search.toString();
}

/** An absolute link for e-mails and SMS: the screen's href on the product's public base URL. */
export function absoluteHref(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(path.replace(/^\//, ''), base).href;
}
