import type { Business, BusinessSettings } from '@signet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys, useUser } from '../session/index.ts';
import { fetchBusiness, fetchPublicInformation } from './business.api.ts';

/**
 * The business query keys (ADR 0230): one business as its admins read it (§3, with settings and
 * AES for business), and the public information its signers see.
 */
export const businessKeys = {
  all: ['business'] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  publicInformation: (id: string) => [...businessKeys.all, 'public-information', id] as const,
};

/**
 * A business as its admins read it (GET /v1/businesses/{id}): `businessId`, or else the signed-in
 * admin's own; disabled without one.
 */
export function useBusiness(businessId?: string) {
  const own = useUser().data?.business?.id ?? null;
  const id = businessId ?? own;
  return useQuery({
    queryKey: businessKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchBusiness(id!, signal),
    enabled: id !== null,
  });
}

/** What signers see of a business: name, logo, support contact. */
export function usePublicInformation(id: string) {
  return useQuery({
    queryKey: businessKeys.publicInformation(id),
    queryFn: ({ signal }) => fetchPublicInformation(id, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * Keeps the cache in step with a change the server answered: the business (or its settings) as
 * stored, and the account, whose business summary (name, deletion date) may have moved with it.
 */
export function useBusinessUpdates() {
  const client = useQueryClient();
  const refreshAccount = () => client.invalidateQueries({ queryKey: userKeys.all });
  return {
    refreshAccount,
    setBusiness(business: Business) {
      client.setQueryData(businessKeys.detail(business.id), business);
      void client.invalidateQueries({ queryKey: businessKeys.publicInformation(business.id) });
      return refreshAccount();
    },
    setSettings(id: string, settings: BusinessSettings) {
      client.setQueryData<Business>(businessKeys.detail(id), (old) =>
        old ? { ...old, settings } : old,
      );
      return client.invalidateQueries({ queryKey: businessKeys.publicInformation(id) });
    },
  };
}
