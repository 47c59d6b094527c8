import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { createFailureCounter, MAINTENANCE_POLL_MS } from './maintenance-poller.ts';

const failures = createFailureCounter((count, error) => {
  console.error(`Maintenance status could not be read ${count} times in a row`, error);
});

/** GET /v1/maintenance, polled every 60 s while the app is open (§9). */
export function useMaintenance() {
  return useQuery({
    queryKey: ['maintenance'],
    queryFn: async ({ signal }) => {
      try {
        const notice = await call(accountEndpoints.maintenance, {}, { signal });
        failures.success();
        return notice;
      } catch (error) {
        failures.failure(error);
        throw error;
      }
    },
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
