import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Callbacks of the public API (issue 18, ADR 0902).
// - public_api_callbacks: the callback URLs a request was created with, and the API account whose
//   key signs the deliveries. Deleting the request or the account ends them.
// - callback_deliveries: one row per callback to send (Skribble's log: type, state, url, attempts,
//   messages), with the JSON body it carries.
// - A trigger on request_events queues a `callbacks.event` job in the event's own transaction for
//   a request that has callbacks: no change of state is missed, and no feature that writes events
//   needs to know about callbacks.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_api_callbacks')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('api_username', 'text', (c) =>
      c.notNull().references('api_accounts.username').onDelete('cascade'),
    )
    .addColumn('success_url', 'text')
    .addColumn('update_url', 'text')
    .addColumn('error_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('callback_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('event_seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type IN ('SUCCESS', 'UPDATE', 'ERROR')`),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state IN ('OPEN', 'COMPLETED', 'RESIGNATED')`),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('messages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('callback_deliveries_once', ['request_id', 'event_seq', 'type'])
    .execute();
  await db.schema
    .createIndex('callback_deliveries_request')
    .on('callback_deliveries')
    .columns(['request_id', 'created_at'])
    .execute();
  await sql`CREATE FUNCTION request_events_queue_callbacks() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM public_api_callbacks WHERE request_id = NEW.request_id) THEN
        INSERT INTO jobs (kind, payload, run_at, created_at)
        VALUES ('callbacks.event',
                jsonb_build_object('requestId', NEW.request_id, 'seq', NEW.seq),
                NEW.created_at::timestamptz, NEW.created_at::timestamptz);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER request_events_queue_callbacks AFTER INSERT ON request_events
    FOR EACH ROW EXECUTE FUNCTION request_events_queue_callbacks()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER request_events_queue_callbacks ON request_events`.execute(db);
  await sql`DROP FUNCTION request_events_queue_callbacks()`.execute(db);
  await db.schema.dropTable('callback_deliveries').execute();
  await db.schema.dropTable('public_api_callbacks').execute();
}
