import { datetime, MAINTENANCE_POLL, maintenance, runtimeConfig } from '@signet/contract';
import type { Config } from '../../config/config.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { Clock } from '../../jobs/clock.ts';
import { isInternalStaff } from './internal-staff.ts';

export function registerPlatformRoutes(
  { app, rateLimit }: HttpContext,
  {
    config,
    clock,
    languages,
  }: {
    config: Pick<Config, 'maintenance' | 'mode' | 'domainName' | 'publicUrl' | 'errorReportingDsn'>;
    clock: Clock;
    languages: readonly string[];
  },
): void {
  registerEndpoint(app, datetime, rateLimit, () => ({ datetime: clock().toISOString() }));

  registerEndpoint(app, maintenance, rateLimit, ({ request }) => {
    if (!config.maintenance) return null;
    return {
      url: config.maintenance.url,
      isBlocking: config.maintenance.isBlocking && !isInternalStaff(request),
    };
  });

  registerEndpoint(app, runtimeConfig, rateLimit, () => ({
    mode: config.mode,
    domainName: config.domainName,
    publicUrl: config.publicUrl,
    languages: [...languages] as never,
    defaultLanguage: 'en-gb' as const,
    maintenancePollSeconds: MAINTENANCE_POLL.intervalMs / 1000,
    devMailboxUrl: config.mode === 'production' ? null : `${config.publicUrl}/dev/mailbox`,
    apiDocsUrl: `${config.publicUrl}/api/docs`,
    errorReportingDsn: config.errorReportingDsn,
  }));
}
