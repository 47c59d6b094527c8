import { AppError } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import {
  findGroupMembers,
  findGroups,
  findGroupsOfAccount,
  findMemberEmails,
} from './signer-groups.repository.ts';

/**
 * A group named as a signer (signer_group_id) or an observer (ADR 0915) on a request of
 * `businessId`: a group of that business with at least one member, else VALIDATION_FAILED naming
 * the field. A request without a business has no groups to name.
 */
export async function signerGroupFor(
  db: Executor,
  businessId: string | null,
  groupId: string,
  field: string,
): Promise<{ id: string; name: string; version: number }> {
  const [group] = businessId ? await findGroups(db, businessId, groupId) : [];
  if (!group) {
    throw new AppError('VALIDATION_FAILED', `${field}: no signer group of your business`, {
      fields: [{ field, message: 'Unknown signer group' }],
    });
  }
  if ((await findGroupMembers(db, [group.id])).length === 0) {
    throw new AppError('VALIDATION_FAILED', `${field}: the signer group has no members`, {
      fields: [{ field, message: 'The group has no members to sign' }],
    });
  }
  return { id: group.id, name: group.name, version: group.version };
}

/**
 * Each recipient as the people mail reaches: a group's key (its id, never an address) stands
 * for the group's current members.
 */
export async function expandGroupRecipients<T extends { email: string }>(
  db: Executor,
  recipients: readonly T[],
): Promise<T[]> {
  const groups = recipients.filter((r) => !r.email.includes('@')).map((r) => r.email);
  if (groups.length === 0) return [...recipients];
  const members = await findMemberEmails(db, groups);
  return recipients.flatMap((recipient) =>
    recipient.email.includes('@')
      ? [recipient]
      : (members.get(recipient.email) ?? []).map((email) => ({ ...recipient, email })),
  );
}

/** User.groupInfo: the signer groups the account is in, each with its version. */
export async function groupInfoOf(
  db: Executor,
  userId: string,
): Promise<{ groups: string[]; groupVersions: Record<string, number> }> {
  const rows = await findGroupsOfAccount(db, userId);
  return {
    groups: rows.map((row) => row.id),
    groupVersions: Object.fromEntries(rows.map((row) => [row.id, row.version])),
  };
}
