import { listUserSeals } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client.ts';
import { userKeys } from '../session/index.ts';

/** GET /v1/user/seals: the display names of the caller's seals, asked only when there are any. */
export function useUserSeals(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.seals(),
    queryFn: ({ signal }) => call(listUserSeals, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
