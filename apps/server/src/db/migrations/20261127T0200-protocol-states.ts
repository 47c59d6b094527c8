import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// The signature protocol is built and sealed once per request state (ADR 0136): each stored
// protocol names the state it describes, so a second download serves the stored file.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signature_protocols').addColumn('state_key', 'text').execute();
  await db.schema
    .createIndex('signature_protocols_state')
    .on('signature_protocols')
    .columns(['request_id', 'state_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('signature_protocols_state').ifExists().execute();
  await db.schema.alterTable('signature_protocols').dropColumn('state_key').execute();
}
