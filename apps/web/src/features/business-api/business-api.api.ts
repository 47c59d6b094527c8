import {
  type CreateApiAccountBody,
  createApiAccount,
  deleteApiAccount,
  listApiAccounts,
  resetApiAccountKey,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';

// The §7 API-account calls of /business/developers/api.

export const listAccounts = (id: string, signal?: AbortSignal) =>
  call(listApiAccounts, { params: { id } }, { signal });

export const createAccount = (id: string, body: CreateApiAccountBody) =>
  call(createApiAccount, { params: { id }, body });

export const resetKey = (id: string, username: string) =>
  call(resetApiAccountKey, { params: { id, username } });

export const deleteAccount = (id: string, username: string) =>
  call(deleteApiAccount, { params: { id, username } });
