import type { BusinessStatistics } from '@signet/contract';
import type { Actor } from '../../http/actor.ts';
import { businessRoleAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { countOpenInvitations } from './invitations.repository.ts';
import { countMembersByRole, listUsage, type UsageRow } from './statistics.repository.ts';

/** The `count` months ending with `now`'s, oldest first, as YYYY-MM (UTC). */
export function monthsUpTo(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

function summarise(
  usage: UsageRow[],
  months: string[],
): Omit<BusinessStatistics, 'members' | 'admins' | 'pendingInvitations'> {
  const byLevel: Record<string, number> = {};
  const monthly = new Map(
    months.map((month) => [
      month,
      { month, signatures: 0, requestsCreated: 0, requestsCompleted: 0 },
    ]),
  );
  let total = 0;
  let created = 0;
  let completed = 0;
  for (const row of usage) {
    const entry = monthly.get(row.month);
    if (row.kind === 'signature') {
      total += row.count;
      byLevel[row.level] = (byLevel[row.level] ?? 0) + row.count;
      if (entry) entry.signatures += row.count;
    } else if (row.kind === 'request_created') {
      created += row.count;
      if (entry) entry.requestsCreated += row.count;
    } else {
      completed += row.count;
      if (entry) entry.requestsCompleted += row.count;
    }
  }
  return {
    signatures: { total, byLevel },
    requests: { created, completed },
    monthly: [...monthly.values()],
  };
}

/**
 * GET /v2/businesses/{id}/statistics, from counters only (business_usage, kept as signatures and
 * requests happen) and index ranges of members and invitations: it costs the same at ten members
 * or ten thousand, and never reads a signature.
 */
export class StatisticsService {
  constructor(private readonly deps: BusinessDeps) {}

  async get(actor: Actor, id: string, months: number): Promise<BusinessStatistics> {
    const { db, clock } = this.deps;
    await businessRoleAccess(db, { userId: actor.userId, businessId: id, need: 'admin' });
    const now = clock();
    const roles = await countMembersByRole(db, id);
    const pendingInvitations = await countOpenInvitations(db, id, now);
    const usage = await listUsage(db, id);
    return {
      // Everyone in the business, admins included.
      members: roles.admins + roles.members,
      admins: roles.admins,
      pendingInvitations,
      ...summarise(usage, monthsUpTo(now, months)),
    };
  }
}
