import { useSyncExternalStore } from 'react';
import { accountEndpoints, type MaintenanceNotice } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { createMaintenancePoller } from './maintenance-poller.ts';

/** GET /v1/maintenance, polled every 60 s while the app is open (§9). */
export const maintenanceNotice = createMaintenancePoller(
  (signal) => call(accountEndpoints.maintenance, {}, { signal }),
  (count, error) => {
    console.error(`Maintenance status could not be read ${count} times in a row`, error);
  },
);

/** The current notice: null when there is none, undefined until the first answer. */
export function useMaintenance(): MaintenanceNotice | undefined {
  return useSyncExternalStore(maintenanceNotice.subscribe, maintenanceNotice.get);
}
