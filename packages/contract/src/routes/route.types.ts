import type { QueryInput } from '../rules/query.ts';
import type { Role } from '../rules/roles.ts';

/**
 * How a screen is framed (§2 "page area with optional layouts"):
 * - `main`: the app shell with navigation (bottom navigation below 600 px, §9);
 * - `wide`: the same shell with the content spanning the whole width (§1 document viewer: the
 *   pages and the 340 px side panel do not fit the 830 px content column);
 * - `form`: the stacked form box of login and sign-up pages (§1);
 * - `simple`: a bare page with the logo and nothing to navigate (§2 /bye "simple layout").
 */
export type RouteLayout = 'main' | 'wide' | 'form' | 'simple';

/** What a validate rule sees: the path parameters (decoded) and the query. */
export interface RouteValidateInput {
  params: Readonly<Record<string, string>>;
  query: QueryInput | undefined;
}

/** One screen of §2. `path` uses React Router syntax (`/view/:srid`; `*` for the catch-all). */
export interface RouteSpec {
  path: string;
  roles: readonly Role[];
  /** §2 "A route marked strict accepts only the exact role." */
  strict?: boolean;
  /** §2 the route's title meta; when absent the title is derived from the path. */
  title?: string;
  /** Defaults to `main`. */
  layout?: RouteLayout;
  /** §5 "A route may carry a validate rule; failing it shows the 404 page." */
  validate?: (input: RouteValidateInput) => boolean;
  /** §2 Redirects: the id of the route this one forwards to. */
  redirectTo?: string;
}

/** A route with its id. */
export interface RouteDef extends RouteSpec {
  id: string;
}

/** The parameter names of a React Router path: `/view/:id/:userid` → `'id' | 'userid'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : P extends `${string}*`
      ? '*'
      : never;
