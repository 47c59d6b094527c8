import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { LanguageCode } from './fields.schemas.ts';

export const DatetimeResponse = z.object({ datetime: z.iso.datetime() });

export const datetime = defineEndpoint({
  method: 'GET',
  path: '/v1/datetime',
  auth: 'public',
  summary: "The server's current time",
  tags: ['Platform'],
  response: DatetimeResponse,
});

export const EmailAutocompleteQuery = z.strictObject({
  input: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254)),
});

export const emailInputAutocomplete = defineEndpoint({
  method: 'GET',
  path: '/v1/email_input_autocomplete',
  auth: 'user',
  summary: 'Addresses this account has worked with that start with the input (at most 10)',
  tags: ['Platform'],
  query: EmailAutocompleteQuery,
  response: z.array(z.string()),
});

/** §3 Maintenance notice (the web holds it as activeMaintenance); null when none. */
export const MaintenanceNotice = z.nullable(z.object({ url: z.url(), isBlocking: z.boolean() }));
export type MaintenanceNotice = z.infer<typeof MaintenanceNotice>;

export const maintenance = defineEndpoint({
  method: 'GET',
  path: '/v1/maintenance',
  auth: 'public',
  summary: 'The current maintenance notice, polled by the web app every 60 s (§9)',
  tags: ['Platform'],
  response: MaintenanceNotice,
});

export const RuntimeConfig = z.object({
  /** §1 staging banner: shown when not production. */
  mode: z.enum(['production', 'staging', 'development']),
  /** §2 error screen: the product's public home domain. */
  domainName: z.string(),
  publicUrl: z.string(),
  languages: z.array(LanguageCode),
  defaultLanguage: LanguageCode,
  /** §9: how often the web app polls /v1/maintenance. */
  maintenancePollSeconds: z.number().check(z.int()),
  /** Where the mails of the dev outbox can be read; null in production. */
  devMailboxUrl: z.nullable(z.string()),
  apiDocsUrl: z.string(),
  /** §7: the error-reporting service starts only when a DSN is configured (and consent given). */
  errorReportingDsn: z.nullable(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const runtimeConfig = defineEndpoint({
  method: 'GET',
  path: '/v1/runtime-config',
  auth: 'public',
  summary: 'Public settings the web app needs at start',
  tags: ['Platform'],
  response: RuntimeConfig,
});
