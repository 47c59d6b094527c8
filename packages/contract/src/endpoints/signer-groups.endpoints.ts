import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  CreateSignerGroupBody,
  SignerGroup,
  SignerGroupParams,
  UpdateSignerGroupBody,
} from './signer-groups.schemas.ts';

const tags = ['Signer groups'];

export const listSignerGroups = defineEndpoint({
  method: 'GET',
  path: '/v3/groups',
  auth: 'user',
  summary: "The signer groups of the caller's business, by name (its admins and members)",
  tags,
  response: z.array(SignerGroup),
});

export const createSignerGroup = defineEndpoint({
  method: 'POST',
  path: '/v3/groups',
  auth: 'user',
  summary: 'A new signer group of members of the business (admins; SIGNER_GROUP_LIMIT, …)',
  tags,
  body: CreateSignerGroupBody,
  response: SignerGroup,
  successStatus: 201,
});

export const getSignerGroup = defineEndpoint({
  method: 'GET',
  path: '/v3/groups/{id}',
  auth: 'user',
  summary: "One signer group of the caller's business (its admins and members)",
  tags,
  params: SignerGroupParams,
  response: SignerGroup,
});

export const updateSignerGroup = defineEndpoint({
  method: 'PUT',
  path: '/v3/groups/{id}',
  auth: 'user',
  summary: "Rename a signer group or replace its members (admins); a member's pending items follow",
  tags,
  params: SignerGroupParams,
  body: UpdateSignerGroupBody,
  response: SignerGroup,
});

export const deleteSignerGroup = defineEndpoint({
  method: 'DELETE',
  path: '/v1/groups/{id}',
  auth: 'user',
  summary: 'Delete a signer group (admins); its open signatures can no longer be signed',
  tags,
  params: SignerGroupParams,
  response: z.null(),
  successStatus: 204,
});

/** §7 "Signer groups". */
export const signerGroupEndpoints = {
  listSignerGroups,
  createSignerGroup,
  getSignerGroup,
  updateSignerGroup,
  deleteSignerGroup,
} as const;
