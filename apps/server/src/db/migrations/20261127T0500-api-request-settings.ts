import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// What an integration sets on a request besides its callback URLs (issue 18, ADR 0914).
// - public_api_callbacks.custom: Skribble's `custom`, a value the integration keeps with the
//   request and reads back; only the API account that set it sees it.
// - signature_requests.attach_on_success: Skribble's `attach_on_success`, a JSON array of
//   SIGNED_DOCUMENT and SIGNATURE_PROTOCOL, or null for the business's settings. It decides what
//   the completion e-mails carry, where the business lets a request choose.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('public_api_callbacks').addColumn('custom', 'text').execute();
  await db.schema
    .alterTable('signature_requests')
    .addColumn('attach_on_success', 'jsonb')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signature_requests').dropColumn('attach_on_success').execute();
  await db.schema.alterTable('public_api_callbacks').dropColumn('custom').execute();
}
