import {
  datetime,
  emailInputAutocomplete,
  MAINTENANCE_POLL,
  maintenance,
  runtimeConfig,
} from '@signet/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import { isInternalStaff } from './internal-staff.ts';

const AUTOCOMPLETE_LIMIT = 10;

export function registerPlatformRoutes(context: AppContext, languages: readonly string[]): void {
  const { app, config, rateLimit, clock, db } = context;

  registerEndpoint(app, datetime, rateLimit, () => ({ datetime: clock().toISOString() }));

  registerEndpoint(app, emailInputAutocomplete, rateLimit, async ({ query, request }) =>
    findContacts(db, requireSession(request).userId, query.input, AUTOCOMPLETE_LIMIT),
  );

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
