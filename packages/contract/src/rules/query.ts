/**
 * A URL query as the web app (URLSearchParams) or the server (a parsed object) holds it.
 */
export type QueryInput =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** The first value of a query parameter. */
export function queryValue(query: QueryInput | undefined, name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = query[name];
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

/** The first value of a query parameter whose name matches regardless of letter case. */
export function queryValueAnyCase(query: QueryInput | undefined, name: string): string | undefined {
  if (!query) return undefined;
  const wanted = name.toLowerCase();
  const names = query instanceof URLSearchParams ? [...query.keys()] : Object.keys(query);
  const found = names.find((key) => key.toLowerCase() === wanted);
  return found === undefined ? undefined : queryValue(query, found);
}
