import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrateToNothing } from '../src/db/migrate.ts';
import { databases } from './support/databases.ts';
import { useHarness } from './support/test-app.ts';

describe.each(databases)('migrations on $name', (engine) => {
  const harness = useHarness(engine);

  const tables = async () => {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name`.execute(harness.db);
    return result.rows.map((row) => row.table_name);
  };

  it('every migration can be undone and applied again; a second run changes nothing', async () => {
    const created = await tables();
    expect(created).toEqual(
      expect.arrayContaining(['contacts', 'email_tokens', 'jobs', 'sessions', 'users']),
    );
    await migrateToNothing(harness.db);
    expect(await tables()).toEqual([]);
    await migrateToLatest(harness.db);
    await migrateToLatest(harness.db);
    expect(await tables()).toEqual(created);
  });

  it('returns int8 values as JavaScript numbers on every engine', async () => {
    const result = await sql<{ big: unknown; counted: unknown }>`
      select 9007199254740991::int8 as big, count(*) as counted from users`.execute(harness.db);
    expect(result.rows[0]).toEqual({ big: 9_007_199_254_740_991, counted: 0 });
  });
});
