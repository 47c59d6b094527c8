import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  DirectDeclineResponse,
  DirectLinkCheckBody,
  DirectLinkChecked,
  DirectLinkQuery,
  DirectLinkResendBody,
  DirectLinkSent,
  DirectSignatureRequest,
  DirectSignBody,
  DirectTokenQuery,
  DirectUpdateUserBody,
  DirectUser,
  DirectVerification,
  DirectVisualSignature,
  VerificationIdParams,
  VerificationRespondBody,
} from './direct.schemas.ts';
import { DocumentIdParams, PageParams, PageQuery } from './documents.endpoints.ts';
import { MessageBody, RequestIdParams } from './signature-requests.schemas.ts';
import { ProceedBody, ProceedParams, SignResponse } from './signing.endpoints.ts';
import { SignatureQualitiesDetail } from './user.schemas.ts';

// §7 "Direct sign". Every call is `auth: 'nas'`: the link's token (query `token` or header
// `X-Direct-Token`) opens it, and only for the link's own request and signer.
const tags = ['Direct sign'];

export const getDirectUser = defineEndpoint({
  method: 'GET',
  path: '/v1/direct/user',
  auth: 'nas',
  summary: 'The guest of the link: name, masked mobile, language, immutable eID fields',
  tags,
  query: DirectTokenQuery,
  response: DirectUser,
});

export const directSignatureQualitiesDetail = defineEndpoint({
  method: 'GET',
  path: '/v3/direct/user/signature-qualities-detail',
  auth: 'nas',
  summary: 'The levels the guest can sign at (SES: the link came by e-mail)',
  tags,
  query: DirectTokenQuery,
  response: SignatureQualitiesDetail,
});

export const updateDirectUser = defineEndpoint({
  method: 'PUT',
  path: '/v1/direct/user',
  auth: 'nas',
  summary:
    'Fill a field the sender left out (a new mobile is confirmed by api/respond) or choose the language',
  tags,
  query: DirectTokenQuery,
  body: DirectUpdateUserBody,
  response: DirectUser,
});

export const resendDirectLink = defineEndpoint({
  method: 'POST',
  path: '/v1/direct/tan/resend',
  auth: 'nas',
  summary:
    'Mail the guest a new link with a one-time code (an expired link may ask); the current link is replaced',
  tags,
  query: DirectTokenQuery,
  body: DirectLinkResendBody,
  response: DirectLinkSent,
  successStatus: 202,
});

export const checkDirectLinkCode = defineEndpoint({
  method: 'POST',
  path: '/v1/direct/tan/check',
  auth: 'nas',
  summary: "The mailed code, typed instead of opening the mail's link: answers the new token",
  tags,
  query: DirectTokenQuery,
  body: DirectLinkCheckBody,
  response: DirectLinkChecked,
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/resend/{id}',
  auth: 'nas',
  summary: 'Send the secret of a pending confirmation of the guest’s mobile again',
  tags,
  params: VerificationIdParams,
  query: DirectTokenQuery,
  response: DirectVerification,
});

export const respondVerification = defineEndpoint({
  method: 'POST',
  path: '/api/respond/{id}',
  auth: 'nas',
  summary: 'Confirm the guest’s new mobile with the secret it received (once)',
  tags,
  params: VerificationIdParams,
  query: DirectTokenQuery,
  body: VerificationRespondBody,
  response: DirectVerification,
});

export const cancelVerification = defineEndpoint({
  method: 'POST',
  path: '/api/cancel/{id}',
  auth: 'nas',
  summary: 'Drop a pending confirmation (and the unconfirmed mobile with it)',
  tags,
  params: VerificationIdParams,
  query: DirectTokenQuery,
  response: DirectVerification,
});

export const getDirectSignatureRequest = defineEndpoint({
  method: 'GET',
  path: '/v3/direct/signature-requests/{id}',
  auth: 'nas',
  summary:
    "The link's request: documents, the guest's own signature, the sender, and the exit settings read from the link",
  tags,
  params: RequestIdParams,
  query: DirectLinkQuery,
  response: DirectSignatureRequest,
});

export const declineDirectSignatureRequest = defineEndpoint({
  method: 'POST',
  path: '/v3/direct/signature-requests/{id}/decline',
  auth: 'nas',
  summary:
    'The guest declines (as a user would); answers the decline URL when the link asks for it',
  tags,
  params: RequestIdParams,
  query: DirectLinkQuery,
  body: MessageBody,
  response: DirectDeclineResponse,
});

export const getDirectDocumentPage = defineEndpoint({
  method: 'GET',
  path: '/v3/direct/documents/{id}/pages/{n}',
  auth: 'nas',
  summary: 'Image of page n (0-based) of a document of the link’s request',
  tags,
  params: PageParams,
  query: z.extend(PageQuery, DirectTokenQuery.shape),
  response: z.unknown(),
  rawResponse: { contentType: 'image/webp' },
});

export const downloadDirectDocument = defineEndpoint({
  method: 'GET',
  path: '/v3/direct/documents/{id}/download',
  auth: 'nas',
  summary: 'The signed PDF, once the guest has signed, unless the link asked to hide the download',
  tags,
  params: DocumentIdParams,
  query: DirectLinkQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'application/pdf' },
});

export const directSign = defineEndpoint({
  method: 'POST',
  path: '/v3/direct/sign',
  auth: 'nas',
  summary:
    "Sign the link's request: without tan a TAN is sent (TAN_SENT); with it the signature is made (SIGNED)",
  tags,
  query: DirectTokenQuery,
  body: DirectSignBody,
  response: SignResponse,
});

export const proceedDirectSign = defineEndpoint({
  method: 'POST',
  path: '/v3/direct/sign/proceed/{id}',
  auth: 'nas',
  summary:
    "Mobile-provider proceed for the link's guest: finish the signing with the code the provider sent to the phone (pwdotp)",
  tags,
  query: DirectTokenQuery,
  params: ProceedParams,
  body: ProceedBody,
  response: SignResponse,
});

export const getDirectVisualSignature = defineEndpoint({
  method: 'GET',
  path: '/v1/direct/visual-signature',
  auth: 'nas',
  summary: "What the guest's stamp shows: their name, the date and the level",
  tags,
  query: DirectTokenQuery,
  response: DirectVisualSignature,
});

/** §7 "Direct sign": the calls a guest's pages make. */
export const directEndpoints = {
  getDirectUser,
  directSignatureQualitiesDetail,
  updateDirectUser,
  resendDirectLink,
  checkDirectLinkCode,
  resendVerification,
  respondVerification,
  cancelVerification,
  getDirectSignatureRequest,
  declineDirectSignatureRequest,
  getDirectDocumentPage,
  downloadDirectDocument,
  directSign,
  proceedDirectSign,
  getDirectVisualSignature,
} as const;
