import { z } from 'zod/mini';

/** Skribble's signer_group_id: `gr_` and 32 lower-case hex digits. */
export const SignerGroupId = z
  .string()
  .check(z.regex(/^gr_[0-9a-f]{32}$/, { message: 'A signer group id is gr_ and 32 hex digits' }));

export const SignerGroupParams = z.strictObject({ id: SignerGroupId });

/** A group's name as its admins type it. */
export const SignerGroupName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** Account ids of the business's members; how many a group may hold is the business's maxParticipants. */
const MemberIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(100)))
  .check(z.maxLength(1000));

/** POST /v3/groups: a new group of the caller's business. */
export const CreateSignerGroupBody = z.strictObject({
  name: SignerGroupName,
  members: z._default(MemberIds, []),
});
export type CreateSignerGroupBody = z.infer<typeof CreateSignerGroupBody>;

/** PUT /v3/groups/{id}: the new name and/or the whole new member list. */
export const UpdateSignerGroupBody = z.strictObject({
  name: z.optional(SignerGroupName),
  members: z.optional(MemberIds),
});
export type UpdateSignerGroupBody = z.infer<typeof UpdateSignerGroupBody>;

export const SignerGroupMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SignerGroupMember = z.infer<typeof SignerGroupMember>;

/** A signer group (§7 "Signer groups"): GET /v3/groups lists the same items GET /{id} answers. */
export const SignerGroup = z.object({
  id: z.string(),
  name: z.string(),
  /** Counts every change of name or members (User.groupInfo.groupVersions). */
  version: z.number().check(z.int()),
  businessId: z.string(),
  /** Sorted by name, then address. */
  members: z.array(SignerGroupMember),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SignerGroup = z.infer<typeof SignerGroup>;
