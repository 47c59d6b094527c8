import { matchRoute } from './match-route.ts';
import type { RouteDef } from './route.types.ts';

/** The product name shown in every window title (§2 "{title} - {product}"). */
export const PRODUCT_NAME = 'Signet';

/**
 * §2 "built from the last non-parameter segment of the first matched route path, hyphens turned
 * into spaces and words capitalised". Undefined when the path has no such segment.
 */
export function titleFromPath(path: string): string | undefined {
  const segment = path
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':') && s !== '*')
    .at(-1);
  if (!segment) return undefined;
  return segment
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** §2 "Page title: taken from the route's title meta when it is a string; otherwise" derived. */
export function routeTitle(
  route: Pick<RouteDef, 'path' | 'title'> | undefined,
): string | undefined {
  if (!route) return undefined;
  return typeof route.title === 'string' ? route.title : titleFromPath(route.path);
}

/** The page title of a pathname; an unknown path is §2's 'Page Not Found'. */
export function pageTitle(pathname: string): string | undefined {
  return routeTitle(matchRoute(pathname).route);
}

/** §2 "Window title is '{title} - {product}', or the product name alone when there is no title." */
export function windowTitle(title: string | undefined, product: string = PRODUCT_NAME): string {
  return title ? `${title} - ${product}` : product;
}
