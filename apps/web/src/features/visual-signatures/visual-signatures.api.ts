import {
  createVisualSignature,
  deleteSignatureImage,
  deleteVisualSignature,
  listVisualSignatures,
  previewVisualSignature,
  previewVisualSignatureDraft,
  updateUser,
  updateVisualSignature,
  uploadSignatureImage,
  type VisualSignatureBody,
  type VisualSignaturePreviewBody,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { rawCall } from '../../lib/api/raw-call.ts';

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
