import {
  createVisualSignature,
  deleteSignatureImage,
  deleteVisualSignature,
  type Endpoint,
  listVisualSignatures,
  previewVisualSignature,
  previewVisualSignatureDraft,
  shouldGoToSorry,
  updateUser,
  updateVisualSignature,
  uploadSignatureImage,
  type VisualSignatureBody,
  type VisualSignaturePreviewBody,
} from '@signet/contract';
import { type CallInput, call, reportApiFailure, urlFor } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { readToken } from '../../lib/token-storage.ts';

export function listSignatures(signal?: AbortSignal) {
  return call(listVisualSignatures, {}, signal ? { signal } : {});
}

export function createSignature(body: VisualSignatureBody) {
  return call(createVisualSignature, { body });
}

export function updateSignature(id: string, body: VisualSignatureBody) {
  return call(updateVisualSignature, { params: { id }, body });
}

export function deleteSignature(id: string) {
  return call(deleteVisualSignature, { params: { id } });
}

export function removeSignatureImage(id: string) {
  return call(deleteSignatureImage, { params: { id } });
}

/**
 * A call whose body or answer is not JSON (an image): the token goes in the header, as the API
 * takes no cookie; failures reach the shell as those of `call` do (§8). A body the endpoint's
 * schema types goes as JSON; bytes (an image) go as `raw` with their content type.
 */
async function rawCall<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  init: { raw?: { body: Blob; contentType: string }; signal?: AbortSignal | undefined },
): Promise<Response> {
  const url = urlFor(endpoint, input);
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const sent = input.body !== undefined ? JSON.stringify(input.body) : init.raw?.body;
  const contentType = input.body !== undefined ? 'application/json' : init.raw?.contentType;
  if (contentType) headers['Content-Type'] = contentType;
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(sent !== undefined ? { body: sent } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
    credentials: 'same-origin',
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    fields?: ApiError['fields'];
  };
  const error = new ApiError({
    status: response.status,
    code: body.code ?? `HTTP_${response.status}`,
    message: body.message ?? response.statusText,
    fields: body.fields ?? [],
    method: endpoint.method,
    path: url,
  });
  reportApiFailure({
    error,
    hadToken: token !== null,
    goToSorry: shouldGoToSorry(response.status, false),
  });
  throw error;
}

/** Sends a handwritten image (PNG or JPEG bytes); the server re-encodes it. */
export async function uploadImage(id: string, image: Blob) {
  const response = await rawCall(
    uploadSignatureImage,
    { params: { id } },
    { raw: { body: image, contentType: image.type || 'image/png' } },
  );
  return uploadSignatureImage.response.parse(await response.json());
}

/** The stamp of a stored signature (the default without id), as an image. */
export async function loadPreview(id: string | undefined, signal?: AbortSignal): Promise<Blob> {
  const response = await rawCall(previewVisualSignature, { query: { id } }, { signal });
  return response.blob();
}

/** The stamp of values not saved yet, as an image. */
export async function loadDraftPreview(
  body: VisualSignaturePreviewBody,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await rawCall(previewVisualSignatureDraft, { body }, { signal });
  return response.blob();
}

/** §3 attributes visual_signature_*: the stamp's lines for a user without a visual signature. */
export function saveSignatureData(data: { name: string; company: string; location: string }) {
  const list = (value: string) => (value.trim() ? [value.trim()] : []);
  return call(updateUser, {
    body: {
      attributes: {
        visual_signature_name: list(data.name),
        visual_signature_company: list(data.company),
        visual_signature_location: list(data.location),
      },
    },
  });
}
