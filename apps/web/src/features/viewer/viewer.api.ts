import {
  declineSignatureRequest,
  getDocument,
  initiateSignatureRequest,
  listSignatureRequestEvents,
  remindSignatureRequest,
  type SignatureDocument,
  type SignatureRequest,
  updateSignature,
  withdrawSignatureRequest,
} from '@signet/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client.ts';
import { signatureRequestKeys } from '../requests/index.ts';

/** A document's page sizes, per version: a new version is another entry (ADR 0230). */
export const documentKeys = {
  all: ['documents'] as const,
  version: (id: string, versionId: string) => [...documentKeys.all, id, versionId] as const,
};

/** Page sizes of every document (GET /v3/documents/{id}), in the request's order. */
export function useDocuments(request: SignatureRequest | undefined) {
  const documents = request && !request.documents_deleted ? request.documents : [];
  return useQueries({
    queries: documents.map((document) => ({
      queryKey: documentKeys.version(document.id, document.version_id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(getDocument, { params: { id: document.id } }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
}

/** The audit trail: the viewer reads the decline or withdraw message from it. */
export function useRequestEvents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: signatureRequestKeys.events(id),
    queryFn: ({ signal }) => call(listSignatureRequestEvents, { params: { id } }, { signal }),
    enabled,
  });
}

export function useRefreshRequest(id: string) {
  const client = useQueryClient();
  return (fresh?: SignatureRequest) => {
    if (fresh) client.setQueryData(signatureRequestKeys.one(id), fresh);
    // The request's page, its events and every list share this root.
    return client.invalidateQueries({ queryKey: signatureRequestKeys.all });
  };
}

export const sendRequest = (id: string) => call(initiateSignatureRequest, { params: { id } });

export const withdrawRequest = (id: string, message: string) =>
  call(withdrawSignatureRequest, { params: { id }, body: message ? { message } : {} });

export const declineRequest = (id: string, message: string) =>
  call(declineSignatureRequest, { params: { id }, body: message ? { message } : {} });

export const remindSigners = (id: string) => call(remindSignatureRequest, { params: { id } });

export const placeSignatureFields = (id: string, sid: string, placements: SignatureDocument[]) =>
  call(updateSignature, { params: { id, sid }, body: { document_signatures: placements } });
