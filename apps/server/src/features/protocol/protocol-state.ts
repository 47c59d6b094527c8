import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { RequestAggregate } from '../request-core/index.ts';
import {
  findActorAccounts,
  findActorIds,
  findChainHead,
  findOwnerAccount,
  findSignerAccounts,
} from './protocol.repository.ts';

/**
 * Raised when the protocol's content changes shape, so that no older stored protocol is served
 * (2: people named "Name (address)", the actors by their accounts' current names).
 */
const KEY_VERSION = 2;

/**
 * The request state a protocol describes (ADR 0136), as a SHA-256: the request's rows (its
 * documents' current versions, signatures and observers), the head of its event chain, and the
 * accounts the protocol names (owner's language and name, signers' names and identification, the
 * events' actors' names). Any change
 * to these gives a new key, and so a new protocol; reading changes none of them.
 */
export async function protocolStateKey(db: Executor, aggregate: RequestAggregate): Promise<string> {
  const { request } = aggregate;
  const owner = request.owner_id ? await findOwnerAccount(db, request.owner_id) : undefined;
  const emails = aggregate.signatures.map((row) =>
    row.signer_group_id ? (row.account_email ?? row.email) : row.email,
  );
  const accounts = emails.length === 0 ? [] : await findSignerAccounts(db, emails);
  const actorIds = await findActorIds(db, request.id);
  const actors = actorIds.length === 0 ? [] : await findActorAccounts(db, actorIds);
  const state = {
    version: KEY_VERSION,
    request,
    documents: aggregate.documents,
    signatures: aggregate.signatures,
    observers: aggregate.observers,
    head: await findChainHead(db, request.id),
    owner: owner ?? null,
    accounts: [...accounts].sort((a, b) => a.email.localeCompare(b.email)),
    actors,
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}
