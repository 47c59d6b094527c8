import {
  datetime,
  MAINTENANCE_POLL,
  maintenance,
  PUBLIC_API_DOCS_PATH,
  runtimeConfig,
} from '@signet/contract';
import type { Config } from '../../config/config.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { InternalStaffCookie } from './internal-staff.ts';

export function registerPlatformRoutes(
  { app, rateLimit }: HttpContext,
  {
    config,
    clock,
    languages,
    internalStaff,
  }: {
    config: Pick<Config, 'maintenance' | 'mode' | 'domainName' | 'publicUrl' | 'errorReportingDsn'>;
    clock: Clock;
    languages: readonly string[];
    internalStaff: InternalStaffCookie;
  },
): void {
  registerEndpoint(app, datetime, rateLimit, () => ({ datetime: clock().toISOString() }));

  registerEndpoint(app, maintenance, rateLimit, ({ request }) => {
    if (!config.maintenance) return null;
    return {
      url: config.maintenance.url,
      isBlocking: config.maintenance.isBlocking && !internalStaff.verify(request),
    };
  });

  registerEndpoint(app, runtimeConfig, rateLimit, () => ({
    mode: config.mode,
    domainName: config.domainName,
    publicUrl: config.publicUrl,
    languages: [...languages] as never,
    defaultLanguage: 'en-gb' as const,
    maintenancePollSeconds: MAINTENANCE_POLL.intervalMs / 1000,
    devMailboxUrl: config.mode === 'development' ? `${config.publicUrl}/dev/mailbox` : null,
    apiDocsUrl: `${config.publicUrl}${PUBLIC_API_DOCS_PATH}`,
    errorReportingDsn: config.errorReportingDsn,
  }));
}
