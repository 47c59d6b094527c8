import {
  addObserver,
  addSignature,
  claimSendTo,
  createSignatureRequest,
  delegateSignatureRequest,
  deleteSignatureRequest,
  emailInputAutocomplete,
  getSendToInternal,
  getSignatureRequest,
  listSignatureRequests,
  remindSignatureRequest,
  removeObserver,
  removeSignature,
  SignatureRequest,
  type UpdateSignatureRequestBody,
  updateSignatureRequest,
} from '@signet/contract';
import { accountEndpoints } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { totalFromHeader } from './table-query.ts';
import { uploadWithProgress } from './upload-request.ts';

export async function listRequests(query: Record<string, string | number>, signal?: AbortSignal) {
  let header: string | null = null;
  const items = await call(
    listSignatureRequests,
    { query },
    { signal, onHeaders: (headers) => (header = headers.get('X-Total-Count')) },
  );
  return { items, total: totalFromHeader(header, items.length) };
}

export const getRequest = (id: string, signal?: AbortSignal) =>
  call(getSignatureRequest, { params: { id } }, { signal });

export const updateRequest = (id: string, body: UpdateSignatureRequestBody) =>
  call(updateSignatureRequest, { params: { id }, body });

/** Owner: a DRAFT is deleted, an OPEN request withdrawn; otherwise it leaves the caller's lists. */
export const deleteRequest = (id: string) => call(deleteSignatureRequest, { params: { id } });

export const inviteSigner = (id: string, email: string) =>
  call(addSignature, { params: { id }, body: { account_email: email } });

export const removeSigner = (id: string, sid: string) =>
  call(removeSignature, { params: { id, sid } });

export const inviteObserver = (id: string, email: string) =>
  call(addObserver, { params: { id }, body: { email } });

export const removeObserverFrom = (id: string, oid: string) =>
  call(removeObserver, { params: { id, oid } });

export const remindSigners = (id: string) => call(remindSignatureRequest, { params: { id } });

export const delegateSignature = (
  id: string,
  body: { account_email: string; message?: string; sid?: string },
) => call(delegateSignatureRequest, { params: { id }, body });

export const emailSuggestions = (input: string, signal?: AbortSignal) =>
  call(emailInputAutocomplete, { query: { input } }, { signal });

export const getSendTo = (id: string, signal?: AbortSignal) =>
  call(getSendToInternal, { params: { id } }, { signal });

export const claimSendToRequest = (id: string) => call(claimSendTo, { params: { id } });

/** §7 auto-deletion: the account's retention in days, or null to keep documents. */
export const setRetention = (retention: number | null) =>
  call(accountEndpoints.updateUser, { body: { retention } });

/**
 * POST /v3/signature-requests as multipart/form-data: one DRAFT request holding every file,
 * reporting upload progress (0–1).
 */
export function uploadDocuments(
  files: readonly File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return uploadWithProgress({
    method: createSignatureRequest.method,
    path: createSignatureRequest.path,
    body: form,
    schema: SignatureRequest,
    onProgress,
    signal,
  });
}
