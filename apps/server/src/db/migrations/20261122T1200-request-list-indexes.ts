import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// The inbox (§4 toSign: status OPEN with the caller's own signature OPEN, newest first) starts
// from the caller's signatures. Joining each of them to its request to filter on status_overall
// and sort by created_at costs one heap visit per signature the caller ever had, so the query
// grew with the account's history. The request's status and creation time are copied onto its
// signatures (kept in step by triggers, whatever code changes a status), so one index range scan
// yields the page already filtered and in order, and the count is an index-only scan.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE signatures ADD COLUMN request_status text, ADD COLUMN request_created_at timestamptz`.execute(
    db,
  );
  await sql`UPDATE signatures SET request_status = r.status_overall, request_created_at = r.created_at
            FROM signature_requests r WHERE r.id = signatures.request_id`.execute(db);

  await sql`CREATE FUNCTION signatures_copy_request() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT status_overall, created_at INTO NEW.request_status, NEW.request_created_at
        FROM signature_requests WHERE id = NEW.request_id;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER signatures_copy_request BEFORE INSERT OR UPDATE OF request_id ON signatures
            FOR EACH ROW EXECUTE FUNCTION signatures_copy_request()`.execute(db);

  await sql`CREATE FUNCTION signature_requests_copy_to_signatures() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE signatures SET request_status = NEW.status_overall, request_created_at = NEW.created_at
        WHERE request_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER signature_requests_copy_to_signatures AFTER UPDATE OF status_overall, created_at
            ON signature_requests FOR EACH ROW
            WHEN (OLD.status_overall IS DISTINCT FROM NEW.status_overall OR OLD.created_at IS DISTINCT FROM NEW.created_at)
            EXECUTE FUNCTION signature_requests_copy_to_signatures()`.execute(db);

  // Replaces signatures_email_status (email, status_code, request_id): same leading columns.
  await sql`CREATE INDEX signatures_inbox ON signatures
            (email, status_code, request_status, request_created_at DESC, request_id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX signatures_email_status`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX signatures_email_status ON signatures (email, status_code, request_id)`.execute(
    db,
  );
  await sql`DROP INDEX signatures_inbox`.execute(db);
  await sql`DROP TRIGGER signature_requests_copy_to_signatures ON signature_requests`.execute(db);
  await sql`DROP FUNCTION signature_requests_copy_to_signatures()`.execute(db);
  await sql`DROP TRIGGER signatures_copy_request ON signatures`.execute(db);
  await sql`DROP FUNCTION signatures_copy_request()`.execute(db);
  await sql`ALTER TABLE signatures DROP COLUMN request_status, DROP COLUMN request_created_at`.execute(
    db,
  );
}
