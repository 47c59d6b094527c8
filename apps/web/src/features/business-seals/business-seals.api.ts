import {
  addSealMembers,
  type BusinessSealDetail,
  type CreateSealRequestBody,
  createSealRequest,
  deleteSealImage,
  getBusinessSeal,
  listBusinessMembers,
  listBusinessSeals,
  listSealRequests,
  previewSealStamp,
  removeSealMembers,
  type UpdateSealBody,
  updateBusinessSeal,
  uploadSealImage,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { rawCall } from '../../lib/api/raw-call.ts';

// The §7 seal calls of the business admin's seal screens, and the seal requests.

export const listSeals = (id: string, signal?: AbortSignal) =>
  call(listBusinessSeals, { params: { id } }, { signal });

export const fetchSeal = (id: string, name: string, signal?: AbortSignal) =>
  call(getBusinessSeal, { params: { id, name } }, { signal });

export const saveSeal = (id: string, name: string, body: UpdateSealBody) =>
  call(updateBusinessSeal, { params: { id, name }, body });

/** POST …/image with the file as the raw body; the server re-encodes it. */
export async function uploadImage(
  id: string,
  name: string,
  file: Blob,
): Promise<BusinessSealDetail> {
  const response = await rawCall(
    uploadSealImage,
    { params: { id, name } },
    { raw: { body: file, contentType: file.type } },
  );
  return uploadSealImage.response.parse(await response.json()) as BusinessSealDetail;
}

export const removeImage = (id: string, name: string) =>
  call(deleteSealImage, { params: { id, name } });

/** The stamp as a member would seal now, as an image. */
export async function loadStampPreview(id: string, name: string, signal?: AbortSignal) {
  const response = await rawCall(previewSealStamp, { params: { id, name } }, { signal });
  return response.blob();
}

export const addMembers = (id: string, name: string, members: string[]) =>
  call(addSealMembers, { params: { id, name }, body: { members } });

export const removeMembers = (id: string, name: string, members: string[]) =>
  call(removeSealMembers, { params: { id, name }, body: { members } });

export const listRequests = (id: string, signal?: AbortSignal) =>
  call(listSealRequests, { params: { id } }, { signal });

export const sendRequest = (id: string, body: CreateSealRequestBody) =>
  call(createSealRequest, { params: { id }, body });

/** The business's members whose name or address matches, for choosing who may seal. */
export const searchMembers = (id: string, search: string, signal?: AbortSignal) =>
  call(
    listBusinessMembers,
    {
      params: { id },
      query: {
        page_number: 1,
        page_size: 20,
        order_by: 'name',
        sort: 'asc',
        ...(search ? { search } : {}),
      },
    },
    { signal },
  );
