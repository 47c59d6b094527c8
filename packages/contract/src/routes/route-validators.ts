import type { RouteValidateInput } from './route.types.ts';

/** A validate rule: the path parameter `name` is one of `values`. */
export function paramIn(name: string, values: readonly string[]) {
  return ({ params }: RouteValidateInput): boolean => {
    const value = params[name];
    return value !== undefined && values.includes(value);
  };
}

/** RFC 9562 §4 textual form of a UUID (signature request ids follow Skribble's `format: uuid`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): boolean {
  return value !== undefined && UUID.test(value);
}

/** A validate rule: the path parameter `name` is a UUID. */
export function paramIsUuid(name: string) {
  return ({ params }: RouteValidateInput): boolean => isUuid(params[name]);
}

/** §2 identification sub-pages: eidas (self, video), zertes (auto, video, personal-details). */
export const EIDAS_IDENT_PAGES = ['self', 'video'] as const;
export const ZERTES_IDENT_PAGES = ['auto', 'video', 'personal-details'] as const;
