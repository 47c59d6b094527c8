import {
  declineSignatureRequest,
  getDocument,
  getSignatureRequest,
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

/** Shares its root with the request lists, so one invalidation refreshes both. */
export const requestKey = (id: string) => ['signature-requests', 'one', id] as const;
const documentKey = (id: string) => ['documents', id] as const;
const eventsKey = (id: string) => ['signature-requests', 'events', id] as const;

export function useSignatureRequest(id: string) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => call(getSignatureRequest, { params: { id } }, { signal }),
  });
}

/** Page sizes of every document (GET /v3/documents/{id}), in the request's order. */
export function useDocuments(request: SignatureRequest | undefined) {
  const documents = request && !request.documents_deleted ? request.documents : [];
  return useQueries({
    queries: documents.map((document) => ({
      queryKey: [...documentKey(document.id), document.version_id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(getDocument, { params: { id: document.id } }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
}

/** The audit trail: the viewer reads the decline or withdraw message from it. */
export function useRequestEvents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: eventsKey(id),
    queryFn: ({ signal }) => call(listSignatureRequestEvents, { params: { id } }, { signal }),
    enabled,
  });
}

export function useRefreshRequest(id: string) {
  const client = useQueryClient();
  return (fresh?: SignatureRequest) => {
    if (fresh) client.setQueryData(requestKey(id), fresh);
    return client.invalidateQueries({ queryKey: ['signature-requests'] });
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
