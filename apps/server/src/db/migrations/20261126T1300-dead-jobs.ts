import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// A job that keeps failing is no longer deleted: after its last attempt it is marked dead and
// stays in the table, visible to the operator's `npm run jobs` command, until it is retried.
// Due jobs are found along an index of the live ones only.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('dead_at', 'timestamptz').execute();
  await sql`DROP INDEX jobs_run_at`.execute(db);
  await sql`CREATE INDEX jobs_due ON jobs (run_at) WHERE dead_at IS NULL`.execute(db);
  await sql`CREATE INDEX jobs_dead ON jobs (dead_at) WHERE dead_at IS NOT NULL`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX jobs_dead`.execute(db);
  await sql`DROP INDEX jobs_due`.execute(db);
  await db.deleteFrom('jobs').where('dead_at', 'is not', null).execute();
  await db.schema.alterTable('jobs').dropColumn('dead_at').execute();
  await db.schema.createIndex('jobs_run_at').on('jobs').column('run_at').execute();
}
