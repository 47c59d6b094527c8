import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { INT8_OID, parseInt8 } from './int8.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

/**
 * What a repository function runs on: the database, or a transaction its caller opened (a
 * Kysely Transaction is a Kysely), so that the caller decides what is atomic.
 */
export type Executor = Database;

export type DatabaseTarget =
  /** Embedded PostgreSQL (WASM); `dataDir` undefined keeps it in memory. */
  | { kind: 'pglite'; dataDir: string | undefined }
  /** A PostgreSQL server; `schema` puts every table into that schema (tests: one per file). */
  | ({ kind: 'postgres'; url: string; poolSize: number; schema?: string } & PoolLimits);

/** How long the server waits on PostgreSQL, and where a dropped idle connection is reported. */
export interface PoolLimits {
  /** Opening a connection; past it the request fails (503) instead of waiting on a dead server. */
  connectTimeoutMs?: number;
  /** Any one statement (PostgreSQL's statement_timeout); migrations run without it. */
  statementTimeoutMs?: number;
  /** An idle connection that broke (the server restarted, an operator ended it). */
  onIdleError?: (error: Error) => void;
}

/** Defaults for a server process: a dead database is noticed in seconds, a runaway statement ends. */
export const DEFAULT_POOL_LIMITS = { connectTimeoutMs: 5_000, statementTimeoutMs: 60_000 };

export function createPglite(dataDir: string | undefined): PGlite {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return new PGlite(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
}

/** Distinct statement texts that get a name; past this, statements run unnamed (memory bound). */
const MAX_PREPARED = 2000;
const statementNames = new Map<string, string>();
/** Only single data statements with parameters: DDL, transaction control and raw scripts stay unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** The statement's name on every connection (the same text always gets the same name). */
export function preparedName(text: string): string | undefined {
  if (!PREPARABLE.test(text)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_PREPARED) return undefined;
    name = `signet_${statementNames.size.toString(36)}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Sends each parameterised data statement as a named prepared statement (pg's `{name, text,
 * values}`), so that PostgreSQL parses and plans it once per connection instead of on every
 * call. A connection's search_path is fixed when it opens (the `options` below), and migrations
 * run before any other statement, so a prepared statement never outlives the tables it names.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFunction;
  (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = preparedName(text);
      if (name) return query({ name, text, values }, callback);
    }
    return query(...args);
  };
}

export function createPostgresPool(
  url: string,
  poolSize: number,
  schema?: string,
  limits: PoolLimits = {},
): pg.Pool {
  const { connectTimeoutMs, statementTimeoutMs, onIdleError } = {
    ...DEFAULT_POOL_LIMITS,
    ...limits,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', (client) => {
    prepareStatements(client);
    // A connection that breaks while a request holds it fails that request's statement (503,
    // error-handler.ts) and is dropped on release; the client's own 'error' event, unheard,
    // would end the process.
    client.on('error', () => {});
  });
  // A connection that breaks while idle in the pool (PostgreSQL restarted, pg_terminate_backend)
  // is dropped by the pool and replaced on next use; without a listener its 'error' event would
  // end the process.
  pool.on('error', (error) => (onIdleError ?? reportIdleError)(error));
  return pool;
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
          pool: createPostgresPool(target.url, target.poolSize, target.schema, target),
        }),
      });
  }
}

function reportIdleError(error: Error): void {
  process.emitWarning(`A pooled PostgreSQL connection broke while idle: ${error.message}`);
}

/** Schema names come from our own code, never from a request; still quote them strictly. */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad schema name: ${name}`);
  return `"${name}"`;
}
