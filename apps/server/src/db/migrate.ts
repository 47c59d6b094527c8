import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/** Brings the schema to the latest migration; several processes may call it at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
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
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw new Error('Database rollback failed', { cause: error });
}
