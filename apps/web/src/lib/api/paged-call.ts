import type { Endpoint, ResponseOf } from '@signet/contract';
import { type CallInput, call } from './api-client.ts';

/**
 * The total the server sent in X-Total-Count, or the rows seen when it sent none. The dashboard's
 * request table reads it with its own copy (requests/table-query.ts): sharing this module would
 * split it into a chunk of its own, one more script on /dashboard.
 */
export function totalFromHeader(value: string | null, rowsOnPage: number): number {
  const parsed = value === null ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : rowsOnPage;
}

/** One page of a list endpoint and the total of all pages (§7: X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

type ItemOf<E extends Endpoint> = ResponseOf<E> extends readonly (infer T)[] ? T : never;

/** Calls a paged list endpoint and reads its X-Total-Count beside the rows. */
export async function callPage<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
): Promise<Page<ItemOf<E>>> {
  let header: string | null = null;
  const rows = await call<E>(endpoint, input, {
    signal,
    onHeaders: (headers) => (header = headers.get('X-Total-Count')),
  });
  const items = rows as ItemOf<E>[];
  return { items, total: totalFromHeader(header, items.length) };
}
