import type { ActivityRangeQuery } from '@signet/contract';

/**
 * A query's dates as the tables are read: whole UTC days, start_date from its first moment and
 * end_date through its last (the next day's start, exclusive). Either end may be open.
 */
export interface ActivityRange {
  firstDay: string | null;
  lastDay: string | null;
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
}

export function activityRange(query: ActivityRangeQuery): ActivityRange {
  const firstDay = query.start_date ?? null;
  const lastDay = query.end_date ?? null;
  const until = lastDay ? new Date(`${lastDay}T00:00:00.000Z`) : null;
  until?.setUTCDate(until.getUTCDate() + 1);
  return {
    firstDay,
    lastDay,
    from: firstDay ? new Date(`${firstDay}T00:00:00.000Z`) : null,
    until,
  };
}
