import { z } from 'zod/mini';
import { SealAccountName } from './signing.endpoints.ts';

/** Most API accounts one business keeps. */
export const MAX_API_ACCOUNTS = 50;

/**
 * An API account's username: `api_demo_` or `api_production_` and 16 hex digits (ADR 0900). The
 * prefix tells the kind, as Skribble's key names do.
 */
export const ApiUsername = z.string().check(z.regex(/^api_(demo|production)_[0-9a-f]{16}$/));

export const ApiAccountParams = z.strictObject({ id: z.uuid(), username: ApiUsername });

export const ApiAccountKind = z.enum(['demo', 'production']);
export type ApiAccountKind = z.infer<typeof ApiAccountKind>;

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** §7 "API accounts": one key of the business, as its admins see it (never the key itself). */
export const ApiAccount = z.object({
  username: z.string(),
  name: z.string(),
  /** demo: signs at DEMO, free; production: counted for the business. */
  kind: ApiAccountKind,
  /** The business's seal this key may seal with, or null. */
  sealAccountName: z.nullable(z.string()),
  createdAt: z.string(),
  /** When the key was last created or reset. */
  keyResetAt: z.string(),
});
export type ApiAccount = z.infer<typeof ApiAccount>;

/** Creation and reset: the key, shown this once; only its hash is kept. */
export const ApiAccountWithKey = z.object({ ...ApiAccount.shape, apiKey: z.string() });
export type ApiAccountWithKey = z.infer<typeof ApiAccountWithKey>;

export const CreateApiAccountBody = z.strictObject({
  name: Name,
  kind: ApiAccountKind,
  sealAccountName: z.optional(z.nullable(SealAccountName)),
});
export type CreateApiAccountBody = z.infer<typeof CreateApiAccountBody>;

/** PUT …/apis/{username}: rename, or give or take the right to seal (null takes it). */
export const UpdateApiAccountBody = z.strictObject({
  name: z.optional(Name),
  sealAccountName: z.optional(z.nullable(SealAccountName)),
});
export type UpdateApiAccountBody = z.infer<typeof UpdateApiAccountBody>;
