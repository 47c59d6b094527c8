import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

import type { Clock } from '../jobs/clock.ts';

/** Fixed-window counters in one table; one upsert per request, atomic under concurrent processes. */
export class RateLimitRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts `by` hits (one by default) in the key's current window, opening a new one if over. */
  async hit(key: string, windowMs: number, by = 1): Promise<{ current: number; ttl: number }> {
    const now = this.clock();
    const windowEnd = new Date(now.getTime() + windowMs);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, hits: by, window_ends_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_counters.window_ends_at <= ${now} then ${by}::int else rate_limit_counters.hits + ${by}::int end`,
          window_ends_at: sql<Date>`case when rate_limit_counters.window_ends_at <= ${now} then ${windowEnd} else rate_limit_counters.window_ends_at end`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return {
      current: row.hits,
      ttl: Math.max(0, new Date(row.window_ends_at).getTime() - now.getTime()),
    };
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limit_counters')
      .where('window_ends_at', '<=', this.clock())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The store class @fastify/rate-limit instantiates; each route gets its own key space. */
  storeClass(): FastifyRateLimitStoreCtor {
    const repository = this;
    class DatabaseRateLimitStore implements FastifyRateLimitStore {
      constructor(private readonly prefix = 'global') {}
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
      ): void {
        repository.hit(`${this.prefix}|${key}`, timeWindow).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      }
      child(route: { method: string | string[]; url: string }): FastifyRateLimitStore {
        return new DatabaseRateLimitStore(`${String(route.method)} ${route.url}`);
      }
    }
    return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
  }
}
