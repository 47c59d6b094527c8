import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// A send-to handed over through the public API (ADR 0910) belongs to the API account's business:
// only that business's API accounts track, download or delete it, with its access code.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sendto')
    .addColumn('api_business_id', 'text', (c) => c.references('businesses.id').onDelete('set null'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sendto').dropColumn('api_business_id').execute();
}
