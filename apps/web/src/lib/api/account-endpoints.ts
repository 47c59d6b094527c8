import {
  RuntimeConfig as ContractRuntimeConfig,
  runtimeConfig,
  sessionAndAccountEndpoints,
} from '@signet/contract';
import { z } from 'zod/mini';

export type { MaintenanceNotice, User } from '@signet/contract';

/**
 * The public settings as the web app reads them: the contract's, plus the error-reporting endpoint
 * (§7: started only when configured and after consent), which the server sends when it has one.
 */
export const RuntimeConfig = z.extend(ContractRuntimeConfig, {
  errorReportingDsn: z.nullish(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const accountEndpoints = {
  ...sessionAndAccountEndpoints,
  runtimeConfig: { ...runtimeConfig, response: RuntimeConfig },
};
