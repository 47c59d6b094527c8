import { z } from 'zod/mini';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { DirectTokenQuery } from './direct.schemas.ts';
import {
  DeleteIdentificationBody,
  DeskEvidence,
  DeskIdentification,
  IdentInfo,
  IdentificationIdParams,
  IdentificationPhotoParams,
  IdentityData,
  IdentPathParams,
  IdentPaymentCoverage,
  IdentPaymentParams,
  RejectIdentificationBody,
  StartIdentificationBody,
} from './identification.schemas.ts';

// §7 "Identification": each call for a signed-in person (`/v1/user/…`) and for a direct-sign
// guest (`/v1/direct/user/…`, the link's token as every direct call takes it).
const tags = ['Identification'];
const PHOTO_TYPES = 'image/png, image/jpeg';

type Definition = Omit<Endpoint, 'path' | 'auth'>;

export function identificationVariants<const P extends string, const D extends Definition>(
  path: P,
  definition: D,
) {
  return {
    user: { ...definition, path: `/v1/user${path}` as const, auth: 'user' as const },
    direct: {
      ...definition,
      path: `/v1/direct/user${path}` as const,
      auth: 'nas' as const,
      query: DirectTokenQuery,
    },
  };
}

const start = identificationVariants('/identification/{provider}/{method}', {
  method: 'POST' as const,
  summary: "Start (or return the open) identification of the path's legislation and method",
  tags,
  params: IdentPathParams,
  body: StartIdentificationBody,
  response: IdentInfo,
});
export const startIdentification = start.user;
export const startDirectIdentification = start.direct;

const get = identificationVariants('/identification/{provider}/{method}', {
  method: 'GET' as const,
  summary: "The caller's latest identification of the path's legislation and method",
  tags,
  params: IdentPathParams,
  response: IdentInfo,
});
export const getIdentification = get.user;
export const getDirectIdentification = get.direct;

const remove = identificationVariants('/identification/{provider}/{method}', {
  method: 'DELETE' as const,
  summary: "Delete the caller's identification of that method and its evidence (email confirms)",
  tags,
  params: IdentPathParams,
  body: DeleteIdentificationBody,
  response: z.null(),
});
export const deleteIdentification = remove.user;
export const deleteDirectIdentification = remove.direct;

const payment = identificationVariants('/identification/payment/{subject}', {
  method: 'GET' as const,
  summary: 'Whether an identification (legislation, or a signature request id) is paid for',
  tags,
  params: IdentPaymentParams,
  response: IdentPaymentCoverage,
});
export const identificationPayment = payment.user;
export const directIdentificationPayment = payment.direct;

const identity = identificationVariants('/identification/desk/{id}/identity', {
  method: 'PUT' as const,
  summary: 'The identity data as on the document, for the registration desk',
  tags,
  params: IdentificationIdParams,
  body: IdentityData,
  response: IdentInfo,
});
export const putIdentityData = identity.user;
export const putDirectIdentityData = identity.direct;

const photo = identificationVariants('/identification/desk/{id}/photos/{kind}', {
  method: 'PUT' as const,
  summary: `A photo of the document or of the person (${PHOTO_TYPES}, raw body)`,
  tags,
  params: IdentificationPhotoParams,
  response: IdentInfo,
  rawBody: true,
});
export const putIdentificationPhoto = photo.user;
export const putDirectIdentificationPhoto = photo.direct;

const submit = identificationVariants('/identification/desk/{id}/submit', {
  method: 'POST' as const,
  summary: 'Hand the identity data and photos to the officers (again after a rejection)',
  tags,
  params: IdentificationIdParams,
  response: IdentInfo,
});
export const submitIdentification = submit.user;
export const submitDirectIdentification = submit.direct;

const evidence = identificationVariants('/identification/desk/{id}/evidence', {
  method: 'GET' as const,
  summary: 'The identity data the caller supplied (their own identification only)',
  tags,
  params: IdentificationIdParams,
  response: DeskEvidence,
});
export const getOwnEvidence = evidence.user;
export const getDirectOwnEvidence = evidence.direct;

const ownPhoto = identificationVariants('/identification/desk/{id}/photos/{kind}', {
  method: 'GET' as const,
  summary: 'A photo the caller supplied',
  tags,
  params: IdentificationPhotoParams,
  response: z.unknown(),
  rawResponse: { contentType: PHOTO_TYPES },
});
export const getOwnPhoto = ownPhoto.user;
export const getDirectOwnPhoto = ownPhoto.direct;

// The registration desk's officers (docs/decisions/0620).
const deskTags = ['Identification desk'];

export const listDeskIdentifications = defineEndpoint({
  method: 'GET',
  path: '/v1/identification-desk',
  auth: 'user',
  summary: 'Submitted identifications waiting for a decision, oldest first (officers)',
  tags: deskTags,
  response: z.array(DeskIdentification),
});

export const getDeskEvidence = defineEndpoint({
  method: 'GET',
  path: '/v1/identification-desk/{id}',
  auth: 'user',
  summary: "One identification's identity data (officers; the view is recorded)",
  tags: deskTags,
  params: IdentificationIdParams,
  response: DeskEvidence,
});

export const getDeskPhoto = defineEndpoint({
  method: 'GET',
  path: '/v1/identification-desk/{id}/photos/{kind}',
  auth: 'user',
  summary: 'A photo of one identification (officers; the view is recorded)',
  tags: deskTags,
  params: IdentificationPhotoParams,
  response: z.unknown(),
  rawResponse: { contentType: PHOTO_TYPES },
});

export const approveIdentification = defineEndpoint({
  method: 'POST',
  path: '/v1/identification-desk/{id}/approve',
  auth: 'user',
  summary: 'Approve a submitted identification: the person holds its levels (officers)',
  tags: deskTags,
  params: IdentificationIdParams,
  response: DeskIdentification,
});

export const rejectIdentification = defineEndpoint({
  method: 'POST',
  path: '/v1/identification-desk/{id}/reject',
  auth: 'user',
  summary: 'Reject a submitted identification with a reason the person sees (officers)',
  tags: deskTags,
  params: IdentificationIdParams,
  body: RejectIdentificationBody,
  response: DeskIdentification,
});
