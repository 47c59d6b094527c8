import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Requests that outlive their owner's account (issue 13, ADR 0130).
// - owner_left_at: when the owner deleted their account while others took part in the request;
//   the request stays for them, without an owner (owner_id null).
// - owner_retention: the owner's auto-deletion setting (days; null = keep) as it was when they
//   left, so that retention still removes the documents when the owner said it should.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('signature_requests')
    .addColumn('owner_left_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('signature_requests')
    .addColumn('owner_retention', 'integer')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signature_requests').dropColumn('owner_retention').execute();
  await db.schema.alterTable('signature_requests').dropColumn('owner_left_at').execute();
}
