import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { BusinessIdParams } from './business.schemas.ts';
import {
  BusinessSeal,
  BusinessSealDetail,
  CreateSealRequestBody,
  SealMembersBody,
  SealParams,
  SealRequest,
  UpdateSealBody,
} from './seals.schemas.ts';

const tags = ['Seals'];
const SEALS = '/v1/businesses/{id}/seals';
const SEAL = `${SEALS}/{name}`;

export const listBusinessSeals = defineEndpoint({
  method: 'GET',
  path: SEALS,
  auth: 'user',
  summary: "The business's seals with their members and API accounts counted (admins)",
  tags,
  params: BusinessIdParams,
  response: z.array(BusinessSeal),
});

export const getBusinessSeal = defineEndpoint({
  method: 'GET',
  path: SEAL,
  auth: 'user',
  summary: 'One seal of the business: display name, stamp texts, image and members (admins)',
  tags,
  params: SealParams,
  response: BusinessSealDetail,
});

export const updateBusinessSeal = defineEndpoint({
  method: 'PUT',
  path: SEAL,
  auth: 'user',
  summary: "Set the seal's display name and the stamp's texts (admins)",
  tags,
  params: SealParams,
  body: UpdateSealBody,
  response: BusinessSealDetail,
});

export const getSealImage = defineEndpoint({
  method: 'GET',
  path: `${SEAL}/image`,
  auth: 'user',
  summary: "The stamp's image as stored (PNG; admins)",
  tags,
  params: SealParams,
  response: z.unknown(),
  rawResponse: { contentType: 'image/png' },
});

export const uploadSealImage = defineEndpoint({
  method: 'POST',
  path: `${SEAL}/image`,
  auth: 'user',
  summary: "Set the stamp's image (PNG, JPEG or WebP as the raw body; re-encoded, size-limited)",
  tags,
  params: SealParams,
  rawBody: true,
  response: BusinessSealDetail,
});

export const deleteSealImage = defineEndpoint({
  method: 'DELETE',
  path: `${SEAL}/image`,
  auth: 'user',
  summary: "Remove the stamp's image",
  tags,
  params: SealParams,
  response: BusinessSealDetail,
});

export const previewSealStamp = defineEndpoint({
  method: 'GET',
  path: `${SEAL}/preview`,
  auth: 'user',
  summary: "PNG of the seal's stamp as signing draws it now (admins)",
  tags,
  params: SealParams,
  response: z.unknown(),
  rawResponse: { contentType: 'image/png' },
});

export const addSealMembers = defineEndpoint({
  method: 'POST',
  path: `${SEAL}/members`,
  auth: 'user',
  summary: 'Give members of the business the right to seal with it',
  tags,
  params: SealParams,
  body: SealMembersBody,
  response: BusinessSealDetail,
});

export const removeSealMembers = defineEndpoint({
  method: 'DELETE',
  path: `${SEAL}/members`,
  auth: 'user',
  summary: 'Take the right to seal away, at once (a signing in flight is refused too)',
  tags,
  params: SealParams,
  body: SealMembersBody,
  response: BusinessSealDetail,
});

export const listSealRequests = defineEndpoint({
  method: 'GET',
  path: '/v1/businesses/{id}/seal-requests',
  auth: 'user',
  summary: "The business's seal requests with their status, newest first (admins)",
  tags,
  params: BusinessIdParams,
  response: z.array(SealRequest),
});

export const createSealRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/businesses/{id}/seal-requests',
  auth: 'user',
  summary: 'Ask the platform operator for a seal; the operator verifies and issues or rejects it',
  tags,
  params: BusinessIdParams,
  body: CreateSealRequestBody,
  response: SealRequest,
  successStatus: 201,
});

export const sealEndpoints = {
  listBusinessSeals,
  getBusinessSeal,
  updateBusinessSeal,
  getSealImage,
  uploadSealImage,
  deleteSealImage,
  previewSealStamp,
  addSealMembers,
  removeSealMembers,
  listSealRequests,
  createSealRequest,
} as const;
