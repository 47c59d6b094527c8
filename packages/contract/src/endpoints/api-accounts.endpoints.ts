import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  ApiAccount,
  ApiAccountParams,
  ApiAccountWithKey,
  CreateApiAccountBody,
  UpdateApiAccountBody,
} from './api-accounts.schemas.ts';
import { BusinessIdParams } from './business.schemas.ts';

const tags = ['API accounts'];
const APIS = '/v1/businesses/{id}/apis';
const API = `${APIS}/{username}`;

export const listApiAccounts = defineEndpoint({
  method: 'GET',
  path: APIS,
  auth: 'user',
  summary: "The business's API accounts, without their keys (admins)",
  tags,
  params: BusinessIdParams,
  response: z.array(ApiAccount),
});

export const createApiAccount = defineEndpoint({
  method: 'POST',
  path: APIS,
  auth: 'user',
  summary: 'Create an API account; its key is in this answer only (admins)',
  tags,
  params: BusinessIdParams,
  body: CreateApiAccountBody,
  response: ApiAccountWithKey,
  successStatus: 201,
});

export const updateApiAccount = defineEndpoint({
  method: 'PUT',
  path: API,
  auth: 'user',
  summary: 'Rename an API account or change its right to seal (admins)',
  tags,
  params: ApiAccountParams,
  body: UpdateApiAccountBody,
  response: ApiAccount,
});

export const deleteApiAccount = defineEndpoint({
  method: 'DELETE',
  path: API,
  auth: 'user',
  summary: 'Delete an API account: its key and access tokens stop working at once (admins)',
  tags,
  params: ApiAccountParams,
  response: z.null(),
  successStatus: 204,
});

export const resetApiAccountKey = defineEndpoint({
  method: 'PUT',
  path: `${API}/reset`,
  auth: 'user',
  summary: 'Replace the key: the old key and its access tokens stop working at once (admins)',
  tags,
  params: ApiAccountParams,
  response: ApiAccountWithKey,
});

export const apiAccountEndpoints = {
  listApiAccounts,
  createApiAccount,
  updateApiAccount,
  deleteApiAccount,
  resetApiAccountKey,
} as const;
