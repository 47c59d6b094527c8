import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Callbacks of the public API send Skribble's START_SIGN, INITIATE and IDENT_ERROR as well
// (ADR 0913): the check on callback_deliveries.type admits them.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE callback_deliveries DROP CONSTRAINT callback_deliveries_type_check`.execute(
    db,
  );
  await sql`ALTER TABLE callback_deliveries ADD CONSTRAINT callback_deliveries_type_check
    CHECK (type IN ('SUCCESS', 'UPDATE', 'ERROR', 'START_SIGN', 'INITIATE', 'IDENT_ERROR'))`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM callback_deliveries WHERE type NOT IN ('SUCCESS', 'UPDATE', 'ERROR')`.execute(
    db,
  );
  await sql`ALTER TABLE callback_deliveries DROP CONSTRAINT callback_deliveries_type_check`.execute(
    db,
  );
  await sql`ALTER TABLE callback_deliveries ADD CONSTRAINT callback_deliveries_type_check
    CHECK (type IN ('SUCCESS', 'UPDATE', 'ERROR'))`.execute(db);
}
