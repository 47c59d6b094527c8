import { randomBytes } from 'node:crypto';
import type { SignBody } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Clock } from '../../jobs/clock.ts';

/** How long a signing waits for the phone's code: the provider's own code lives about as long. */
export const PROCEED_MINUTES = 10;

/**
 * The mobile-provider proceed call (docs/decisions/0622). When the trust provider owns the
 * one-time code (CSC credentials/sendOTP: the code goes to the signer's phone), the first
 * `POST /v3/sign` keeps what it was asked to sign here and answers its id; the proceed call
 * finishes exactly that signing with the code, through the provider's credentials/authorize.
 * A signing waits for its signer only (another caller gets 404) until it is signed or expires.
 */
export class SigningProceeds {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async open(userId: string, body: SignBody, direct: boolean): Promise<string> {
    const now = this.clock();
    const { tan: _tan, ...rest } = body;
    const id = `prc_${randomBytes(16).toString('hex')}`;
    // One waiting signing per signer: a new code makes the earlier one pointless.
    await this.db.deleteFrom('signing_proceeds').where('user_id', '=', userId).execute();
    await this.db
      .insertInto('signing_proceeds')
      .values({
        id,
        user_id: userId,
        direct,
        body: JSON.stringify(rest),
        expires_at: new Date(now.getTime() + PROCEED_MINUTES * 60_000),
        created_at: now,
      })
      .execute();
    return id;
  }

  /** The waiting signing of this caller (user or guest account), or NOT_FOUND. */
  async waiting(userId: string, id: string, direct: boolean): Promise<SignBody> {
    const row = await this.db
      .selectFrom('signing_proceeds')
      .select(['body', 'expires_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('direct', '=', direct)
      .executeTakeFirst();
    if (!row || new Date(row.expires_at) <= this.clock()) throw notFound('signing');
    return row.body as unknown as SignBody;
  }

  async close(id: string): Promise<void> {
    await this.db.deleteFrom('signing_proceeds').where('id', '=', id).execute();
  }
}
