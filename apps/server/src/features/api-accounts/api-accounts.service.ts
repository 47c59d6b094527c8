import {
  type ApiAccount,
  type ApiAccountWithKey,
  AppError,
  type CreateApiAccountBody,
  MAX_API_ACCOUNTS,
  type UpdateApiAccountBody,
} from '@signet/contract';
import { newUserId } from '../../crypto/tokens.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { ApiAccountRow } from '../../db/tables/api-accounts.tables.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { businessAccess, businessRoleAccess, lockBusiness } from '../business/index.ts';
import {
  countAccountsOfBusiness,
  deleteAccount,
  findAccountOfBusiness,
  insertAccount,
  listAccountsOfBusiness,
  replaceKey,
  sealOfBusiness,
  updateAccount,
} from './api-accounts.repository.ts';
import { newApiKey, newUsername } from './api-keys.ts';

const accountNotFound = (username: string) =>
  new AppError('API_ACCOUNT_NOT_FOUND', `No API account "${username}" in this business`);

export function toApiAccount(row: ApiAccountRow): ApiAccount {
  return {
    username: row.username,
    name: row.name,
    kind: row.kind,
    sealAccountName: row.seal_account_name,
    createdAt: new Date(row.created_at).toISOString(),
    keyResetAt: new Date(row.key_reset_at).toISOString(),
  };
}

/**
 * §7 "API accounts": a business's admins create keys for the public API, rename them, give or
 * take a seal, reset and delete them (ADR 0900). Only admins of *that* business reach them, with
 * the business calls' answers (member 403, anyone else 404).
 */
export class ApiAccountsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, businessId: string): Promise<ApiAccount[]> {
    await businessRoleAccess(this.db, { userId: actor.userId, businessId, need: 'admin' });
    return (await listAccountsOfBusiness(this.db, businessId)).map(toApiAccount);
  }

  async create(
    actor: Actor,
    businessId: string,
    body: CreateApiAccountBody,
  ): Promise<ApiAccountWithKey> {
    await this.changeable(actor, businessId);
    const now = this.clock();
    const username = newUsername(body.kind);
    const { key, hash } = newApiKey();
    const userId = newUserId();
    await this.db.transaction().execute(async (tx) => {
      // One creation at a time per business, so the limit holds under concurrent calls.
      await lockBusiness(tx, businessId);
      if ((await countAccountsOfBusiness(tx, businessId)) >= MAX_API_ACCOUNTS) {
        throw new AppError(
          'API_ACCOUNT_LIMIT',
          `A business keeps at most ${MAX_API_ACCOUNTS} API accounts; delete one first`,
        );
      }
      const seal = body.sealAccountName ?? null;
      if (seal) await this.assertSeal(tx, businessId, seal);
      await insertAccount(
        tx,
        {
          id: userId,
          // The username, as Skribble names an API request's owner; not an address (no "@"), so
          // no login, reset or mail can ever reach this account.
          email: username,
          email_verified: true,
          password_hash: null,
          has_sso: false,
          retention: null,
          first_name: body.name,
          last_name: '',
          // The business accepted the terms of use when it was founded; its API account signs
          // (seals, ADR 0910) under them.
          attributes: JSON.stringify({ api_account: [username], accepted_gtc: ['true'] }),
          created_at: now,
          updated_at: now,
        },
        {
          username,
          business_id: businessId,
          user_id: userId,
          name: body.name,
          kind: body.kind,
          key_hash: hash,
          seal_account_name: seal,
          created_by: actor.userId,
          created_at: now,
          key_reset_at: now,
        },
      );
    });
    const row = await findAccountOfBusiness(this.db, businessId, username);
    if (!row) throw accountNotFound(username);
    return { ...toApiAccount(row), apiKey: key };
  }

  async update(
    actor: Actor,
    businessId: string,
    username: string,
    body: UpdateApiAccountBody,
  ): Promise<ApiAccount> {
    await this.changeable(actor, businessId);
    await this.existing(this.db, businessId, username);
    if (body.sealAccountName) await this.assertSeal(this.db, businessId, body.sealAccountName);
    await updateAccount(this.db, username, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.sealAccountName !== undefined ? { seal_account_name: body.sealAccountName } : {}),
    });
    return toApiAccount(await this.existing(this.db, businessId, username));
  }

  async reset(actor: Actor, businessId: string, username: string): Promise<ApiAccountWithKey> {
    await this.changeable(actor, businessId);
    await this.existing(this.db, businessId, username);
    const { key, hash } = newApiKey();
    await replaceKey(this.db, username, hash, this.clock());
    return { ...toApiAccount(await this.existing(this.db, businessId, username)), apiKey: key };
  }

  async remove(actor: Actor, businessId: string, username: string): Promise<void> {
    await this.changeable(actor, businessId);
    await this.existing(this.db, businessId, username);
    await deleteAccount(this.db, username);
  }

  private async changeable(actor: Actor, businessId: string): Promise<void> {
    await businessAccess(this.db, {
      userId: actor.userId,
      businessId,
      need: 'admin',
      changes: true,
    });
  }

  private async existing(db: Executor, businessId: string, username: string) {
    const row = await findAccountOfBusiness(db, businessId, username);
    if (!row) throw accountNotFound(username);
    return row;
  }

  private async assertSeal(db: Executor, businessId: string, seal: string): Promise<void> {
    if (await sealOfBusiness(db, businessId, seal)) return;
    throw new AppError(
      'API_SEAL_NOT_IN_BUSINESS',
      `sealAccountName: no seal "${seal}" in this business`,
      {
        fields: [
          { field: 'body.sealAccountName', message: `Not a seal of this business: ${seal}` },
        ],
      },
    );
  }
}
