import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchEids, type GuestAuth } from './eid.api.ts';
import {
  fetchCoverage,
  fetchDeskPhoto,
  fetchDeskQueue,
  fetchEvidence,
  fetchIdentification,
  type Legislation,
} from './identification.api.ts';

/** Query keys of identification (ADR 0230): the person's, and the desk's. */
export const identificationKeys = {
  all: ['identification'] as const,
  coverage: (legislation: Legislation) => ['identification', 'coverage', legislation] as const,
  current: (legislation: Legislation) => ['identification', 'current', legislation] as const,
  desk: ['identification', 'desk'] as const,
  eids: (guest: boolean) => ['identification', 'eids', guest] as const,
  /** The eID's answer of one sign-in (its state), handed to the server once. */
  eidAnswer: (state: string) => ['identification', 'eid-answer', state] as const,
  evidence: (id: string) => ['identification', 'desk', id] as const,
  photo: (id: string, kind: string) => ['identification', 'desk', id, kind] as const,
};

export function useCoverage(legislation: Legislation) {
  return useQuery({
    queryKey: identificationKeys.coverage(legislation),
    queryFn: ({ signal }) => fetchCoverage(legislation, signal),
  });
}

export function useCurrentIdentification(legislation: Legislation) {
  return useQuery({
    queryKey: identificationKeys.current(legislation),
    queryFn: ({ signal }) => fetchIdentification(legislation, signal),
  });
}

/** The OpenID Connect eIDs the server is configured for (none by default). */
export function useEids(guest?: GuestAuth) {
  return useQuery({
    queryKey: identificationKeys.eids(guest !== undefined),
    queryFn: ({ signal }) => fetchEids(guest, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeskQueue() {
  return useQuery({
    queryKey: identificationKeys.desk,
    queryFn: ({ signal }) => fetchDeskQueue(signal),
  });
}

export function useEvidence(id: string) {
  return useQuery({
    queryKey: identificationKeys.evidence(id),
    queryFn: ({ signal }) => fetchEvidence(id, signal),
  });
}

export function useDeskPhoto(id: string, kind: 'document' | 'face', enabled: boolean) {
  return useQuery({
    queryKey: identificationKeys.photo(id, kind),
    queryFn: ({ signal }) => fetchDeskPhoto(id, kind, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvalidateIdentification() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: identificationKeys.all });
}
