import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Public send-to needs no login, so what it stores is bounded per client address and in all:
// each send-to keeps the address it came from and the size of its document. Earlier send-tos
// count with size 0 and no address.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sendto')
    .addColumn('created_ip', 'text')
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sendto_by_address')
    .on('sendto')
    .columns(['created_ip', 'created_at'])
    .execute();
  await sql`CREATE INDEX sendto_unclaimed ON sendto (created_at) WHERE claimed_by IS NULL`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sendto_unclaimed').execute();
  await db.schema.dropIndex('sendto_by_address').execute();
  await db.schema.alterTable('sendto').dropColumn('size').dropColumn('created_ip').execute();
}
