import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createDatabase,
  type Database,
  type PoolLimits,
  quoteIdentifier,
} from '../../src/db/database.ts';

/** One database engine the API suite runs on. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, empty database (PGlite in memory; a new schema on PostgreSQL). */
  open(): Promise<OpenedDatabase>;
}

export interface OpenedDatabase {
  db: Database;
  /** Another connection pool onto the same data (PostgreSQL only): a second server process. */
  openAnother?: (limits?: PoolLimits) => Database;
  close(): Promise<void>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = createDatabase({ kind: 'pglite', dataDir: undefined });
    return { db, close: () => db.destroy() };
  },
};

/**
 * Each test file gets its own schema inside TEST_DATABASE_URL's database, so files running in
 * parallel never see each other's rows; the schema is dropped afterwards.
 */
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
      await admin.end();
      const pools: Database[] = [];
      const openPool = (limits: PoolLimits = {}) => {
        const db = createDatabase({ kind: 'postgres', url, poolSize: 5, schema, ...limits });
        pools.push(db);
        return db;
      };
      return {
        db: openPool(),
        openAnother: openPool,
        async close() {
          for (const db of pools) await db.destroy();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
          await cleanup.end();
        },
      };
    },
  };
}

const url = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databases: TestDatabase[] = url ? [pglite, postgres(url)] : [pglite];

export const postgresDatabase: TestDatabase | undefined = url ? postgres(url) : undefined;
