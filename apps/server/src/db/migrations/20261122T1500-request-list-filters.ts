import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// The list's other filters (pending, completed, declined, drafts, all) filter on the request's
// status. The requests the caller owns are found by an index that carries that status, so the
// owner's history is narrowed without reading each request; the signatures carry it already
// (signatures_inbox, migration 1200). Replaces signature_requests_owner_created (same leading
// column).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX signature_requests_owner_status ON signature_requests
            (owner_id, status_overall, created_at DESC, id DESC)`.execute(db);
  await sql`DROP INDEX signature_requests_owner_created`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX signature_requests_owner_created ON signature_requests
            (owner_id, created_at DESC, id DESC)`.execute(db);
  await sql`DROP INDEX signature_requests_owner_status`.execute(db);
}
