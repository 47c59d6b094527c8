import type { RouteDef } from './route.types.ts';
import { ROUTE_LIST } from './route-table.ts';

export interface RouteMatch {
  route: RouteDef;
  /** Path parameters, URI-decoded; the catch-all puts the unmatched rest under `*`. */
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  segments: readonly string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Ranking as React Router ranks (so the web router and this agree): a static segment weighs 10, a
 * parameter 3, and a splat takes 2 off; ties keep table order.
 */
function scoreOf(segments: readonly string[]): number {
  return segments.reduce(
    (score, s) => score + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

const COMPILED: readonly CompiledRoute[] = ROUTE_LIST.map((route, order) => {
  const segments = segmentsOf(route.path);
  return { route, segments, score: scoreOf(segments), order };
}).sort((a, b) => b.score - a.score || a.order - b.order);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchOne(compiled: CompiledRoute, parts: readonly string[]): RouteMatch | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(index).map(decode).join('/');
      return { route: compiled.route, params };
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    // React Router matches static segments without regard to letter case by default.
    else if (decode(part).toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return parts.length === compiled.segments.length ? { route: compiled.route, params } : undefined;
}

/**
 * The screen for a pathname: the most specific route first, the catch-all last (§2 "a catch-all
 * for any unknown path"). A trailing slash is ignored (`/business/` is `/business`). A query or
 * fragment on the input is ignored.
 */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const parts = segmentsOf(path);
  for (const compiled of COMPILED) {
    const match = matchOne(compiled, parts);
    if (match) return match;
  }
  // Unreachable while the table has its catch-all; kept so a broken table fails loudly.
  throw new Error(`matchRoute: no route for ${pathname}`);
}
