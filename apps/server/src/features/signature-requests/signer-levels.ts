import { type SignatureQualities, signingQuality } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { requiredLevel } from '../levels/index.ts';
import type { RequestAggregate } from '../request-core/index.ts';
import { levelOfNewRequest } from './request-level.ts';

/**
 * Issue 20: which open signers with an account lack the request's level, by signature id (true)
 * or hold it (false). Signers without an account and signer groups are left out: nothing is
 * known of them until someone signs. Shown to the owner only (ADR 0640).
 */
export type SignerLevelGaps = (aggregate: RequestAggregate) => Promise<Map<string, boolean>>;

/**
 * The same rule POST /v3/sign refuses by (assertLevelHeld): the account's signatureQualities
 * against the request's level, under its legislation. A draft whose level was cleared is judged
 * at the level sending will store (the owner's defaults).
 */
export function signerLevelGaps(
  db: Executor,
  qualitiesOf: (user: UserRow) => Promise<SignatureQualities>,
): SignerLevelGaps {
  return async (aggregate) => {
    const gaps = new Map<string, boolean>();
    const open = aggregate.signatures.filter(
      (s) => s.signer_group_id === null && s.status_code === 'OPEN',
    );
    if (open.length === 0) return gaps;
    const emails = [...new Set(open.map((s) => s.email.toLowerCase()))];
    const [users, level] = await Promise.all([
      db.selectFrom('users').selectAll().where('email', 'in', emails).execute(),
      levelOfNewRequest(db, aggregate.request.owner_id, aggregate.request),
    ]);
    const request = { ...aggregate.request, ...level };
    const missing = new Map(
      await Promise.all(
        users.map(async (user) => {
          const required = requiredLevel(request, user);
          const held = signingQuality(
            await qualitiesOf(user),
            required.quality,
            required.legislation,
          );
          return [user.email.toLowerCase(), held === null] as const;
        }),
      ),
    );
    for (const signature of open) {
      const lacks = missing.get(signature.email.toLowerCase());
      if (lacks !== undefined) gaps.set(signature.sid, lacks);
    }
    return gaps;
  };
}
