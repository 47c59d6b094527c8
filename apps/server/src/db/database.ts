import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { INT8_OID, parseInt8 } from './int8.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

export type DatabaseTarget =
  /** Embedded PostgreSQL (WASM); `dataDir` undefined keeps it in memory. */
  | { kind: 'pglite'; dataDir: string | undefined }
  /** A PostgreSQL server; `schema` puts every table into that schema (tests: one per file). */
  | { kind: 'postgres'; url: string; poolSize: number; schema?: string };

export function createPglite(dataDir: string | undefined): PGlite {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return new PGlite(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
}

export function createPostgresPool(url: string, poolSize: number, schema?: string): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
}

/** One code path for both engines: the same Kysely queries and migrations run on either. */
export function createDatabase(target: DatabaseTarget): Database {
  switch (target.kind) {
    case 'pglite':
      return new Kysely<DB>({
        dialect: new PGliteDialect({ pglite: createPglite(target.dataDir) }),
      });
    case 'postgres':
      return new Kysely<DB>({
        dialect: new PostgresDialect({
          pool: createPostgresPool(target.url, target.poolSize, target.schema),
        }),
      });
  }
}

/** Schema names come from our own code, never from a request; still quote them strictly. */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad schema name: ${name}`);
  return `"${name}"`;
}
