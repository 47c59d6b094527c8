import { z } from 'zod/mini';

/** The most rows one activity page holds (Skribble's `size` maximum). */
export const ACTIVITY_PAGE_SIZE = { default: 25, max: 100 } as const;

/** yyyy-MM-dd that names a real day ('2026-02-30' is refused, not rolled over). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A whole day, UTC: start_date from its first moment, end_date through its last. */
export const ActivityDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give a date as yyyy-MM-dd' }),
    z.refine(isCalendarDay, { message: 'Give a date that exists' }),
  );

const DateRange = {
  start_date: z.optional(ActivityDate),
  end_date: z.optional(ActivityDate),
};

const endNotBeforeStart = z.refine(
  (value: unknown) => {
    const query = value as { start_date?: string; end_date?: string };
    return !query.start_date || !query.end_date || query.start_date <= query.end_date;
  },
  { message: 'end_date must not be before start_date', path: ['end_date'] },
);

/** page, size, sort and a date range, as Skribble's activity calls take them. */
export const ActivityListQuery = z
  .strictObject({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    size: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_PAGE_SIZE.max)),
      ACTIVITY_PAGE_SIZE.default,
    ),
    /** By time: newest first (desc, the default) or oldest first. */
    sort: z._default(z.enum(['asc', 'desc']), 'desc'),
    ...DateRange,
  })
  .check(endNotBeforeStart);
export type ActivityListQuery = z.output<typeof ActivityListQuery>;

/** How an export of signatures is cut: a row per signature, or counts per member, month or level. */
export const SignatureExportGrouping = z.enum(['none', 'member', 'month', 'level']);
export type SignatureExportGrouping = z.infer<typeof SignatureExportGrouping>;

export const SignatureExportQuery = z
  .strictObject({ group_by: z._default(SignatureExportGrouping, 'none'), ...DateRange })
  .check(endNotBeforeStart);
export type SignatureExportQuery = z.output<typeof SignatureExportQuery>;

export const ActivityRangeQuery = z.strictObject({ ...DateRange }).check(endNotBeforeStart);
export type ActivityRangeQuery = z.output<typeof ActivityRangeQuery>;

/** Who an activity is about, as they were when it happened. */
export const ActivityPerson = z.object({
  user_id: z.string(),
  email: z.string(),
  /** First and last name; empty when the account was gone before it could be read. */
  name: z.string(),
});

export const AccountActivityAction = z.enum(['joined', 'left', 'removed', 'role_changed']);
export type AccountActivityAction = z.infer<typeof AccountActivityAction>;

export const AccountActivity = z.object({
  id: z.string(),
  action: AccountActivityAction,
  timestamp: z.string(),
  user: ActivityPerson,
  /** The role after a change, or the role held when the membership ended. */
  role: z.enum(['admin', 'member']),
  /** joined: founded or invitation; left: account_deleted when the account was deleted. */
  detail: z.nullable(z.enum(['founded', 'invitation', 'account_deleted'])),
  /** The admin who changed the role or removed the member. */
  actor_id: z.nullable(z.string()),
});
export type AccountActivity = z.infer<typeof AccountActivity>;

export const SignatureActivity = z.object({
  id: z.string(),
  /** sealed for a seal signature, signed for a person's. */
  action: z.enum(['signed', 'sealed']),
  timestamp: z.string(),
  signature_request_id: z.string(),
  signature_request_title: z.string(),
  signer: ActivityPerson,
  /** ses, aes, qes or seal. */
  level: z.string(),
  legislation: z.nullable(z.string()),
  /** The seal's account name for a seal signature. */
  seal: z.nullable(z.string()),
});
export type SignatureActivity = z.infer<typeof SignatureActivity>;

export const IdentificationActivity = z.object({
  id: z.string(),
  timestamp: z.string(),
  user: ActivityPerson,
  method: z.string(),
  legislation: z.nullable(z.string()),
  result: z.string(),
});
export type IdentificationActivity = z.infer<typeof IdentificationActivity>;

/** One page of activities in Skribble's shape; X-Total-Count repeats total_items. */
const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    total_pages: z.number(),
    total_items: z.number(),
    current_page: z.number(),
    size: z.number(),
    activities: z.array(item),
  });
export const AccountActivityPage = page(AccountActivity);
export type AccountActivityPage = z.infer<typeof AccountActivityPage>;
export const SignatureActivityPage = page(SignatureActivity);
export type SignatureActivityPage = z.infer<typeof SignatureActivityPage>;
export const IdentificationActivityPage = page(IdentificationActivity);
export type IdentificationActivityPage = z.infer<typeof IdentificationActivityPage>;

/** How many members the per-member summary names; the rest are counted together. */
export const SUMMARY_MEMBERS = 10;

/** The charts' numbers: signatures per month and level, and per member (the most active). */
export const SignatureSummary = z.object({
  /** Months oldest first (yyyy-MM), with a count per level that occurred. */
  months: z.array(z.object({ month: z.string(), level: z.string(), count: z.number() })),
  members: z.array(
    z.object({ user_id: z.string(), email: z.string(), name: z.string(), count: z.number() }),
  ),
  /** Signatures by everyone beyond the named members. */
  others: z.number(),
  total: z.number(),
});
export type SignatureSummary = z.infer<typeof SignatureSummary>;
