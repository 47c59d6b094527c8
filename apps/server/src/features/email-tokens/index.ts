import type { Executor } from '../../db/database.ts';
import { deleteStaleEmailTokens } from './email-tokens.repository.ts';

export {
  consumeEmailToken,
  createEmailToken,
  peekEmailToken,
  revokeEmailToken,
  TOKEN_TTL_MS,
} from './email-tokens.service.ts';
export { linkTo } from './links.ts';

/** Link tokens used or expired for a day are kept no longer (a late click still gets its message). */
const TOKEN_GRACE_MS = 24 * 60 * 60_000;

/** Housekeeping: link tokens past their grace period. */
export const emailTokensCleanup = (db: Executor) => (now: Date) =>
  deleteStaleEmailTokens(db, new Date(now.getTime() - TOKEN_GRACE_MS));
