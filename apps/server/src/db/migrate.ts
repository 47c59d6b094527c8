import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/**
 * Every migration runs without the server's statement timeout (an index over millions of rows
 * may take minutes); SET LOCAL ends with the migrations' transaction.
 */
const withoutStatementTimeout: Record<string, Migration> = Object.fromEntries(
  Object.entries(migrations).map(([name, migration]) => [
    name,
    {
      up: async (db: Kysely<unknown>) => {
        await sql`SET LOCAL statement_timeout = 0`.execute(db);
        await migration.up(db);
      },
      ...(migration.down
        ? {
            down: async (db: Kysely<unknown>) => {
              await sql`SET LOCAL statement_timeout = 0`.execute(db);
              await migration.down?.(db);
            },
          }
        : {}),
    },
  ]),
);

/**
 * The migrator, with its bookkeeping tables pinned to the connection's own schema. Without the pin,
 * Kysely looks for `kysely_migration` by name in any schema, so a database holding another
 * Signet schema (one per tenant or per test file) would see that one's table and skip creating
 * its own.
 */
async function migratorFor(db: Kysely<DB>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return new Migrator({
    db,
    provider: { getMigrations: async () => withoutStatementTimeout },
    migrationTableSchema: schema,
  });
}

/** Brings the schema to the latest migration; several processes may call it at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

/** Undoes every migration (used by tests that prove each `down` works). */
export async function migrateToNothing(db: Kysely<DB>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw new Error('Database rollback failed', { cause: error });
}
