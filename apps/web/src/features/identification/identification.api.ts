import {
  approveIdentification,
  getDeskEvidence,
  getDeskPhoto,
  getIdentification,
  type IdentityData,
  identificationPayment,
  listDeskIdentifications,
  type PhotoKind,
  putIdentificationPhoto,
  putIdentityData,
  rejectIdentification,
  startIdentification,
  submitIdentification,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { rawCall } from '../../lib/api/raw-call.ts';

export type Legislation = 'eidas' | 'zertes';

/** The §7 path of the desk's method per legislation (video: offered when covered, §9). */
export const IDENT_PATH = {
  eidas: { provider: 'intrum', method: 'video' },
  zertes: { provider: 'srs', method: 'video' },
} as const;

export const fetchCoverage = (legislation: Legislation, signal?: AbortSignal) =>
  call(identificationPayment, { params: { subject: legislation } }, { signal });

/** The newest identification of the legislation's desk method, or null when there is none (404). */
export async function fetchIdentification(legislation: Legislation, signal?: AbortSignal) {
  try {
    return await call(getIdentification, { params: IDENT_PATH[legislation] }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const startDesk = (legislation: Legislation) =>
  call(startIdentification, { params: IDENT_PATH[legislation], body: {} });

export const saveIdentity = (id: string, body: IdentityData) =>
  call(putIdentityData, { params: { id }, body });

export const uploadPhoto = (id: string, kind: PhotoKind, file: File) =>
  rawCall(
    putIdentificationPhoto,
    { params: { id, kind } },
    {
      raw: { body: file, contentType: file.type },
    },
  );

export const submitDesk = (id: string) => call(submitIdentification, { params: { id } });

export const fetchDeskQueue = (signal?: AbortSignal) =>
  call(listDeskIdentifications, {}, { signal });

export const fetchEvidence = (id: string, signal?: AbortSignal) =>
  call(getDeskEvidence, { params: { id } }, { signal });

export async function fetchDeskPhoto(id: string, kind: PhotoKind, signal?: AbortSignal) {
  const response = await rawCall(getDeskPhoto, { params: { id, kind } }, { signal });
  return response.blob();
}

export const approve = (id: string) => call(approveIdentification, { params: { id } });

export const reject = (id: string, reason: string) =>
  call(rejectIdentification, { params: { id }, body: { reason } });
