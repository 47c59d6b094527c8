import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Each request's list item, kept ready (ADR 0522). Building the contract's SignatureRequest of 20
// requests from their documents, signatures, observers and attachments was most of what a page of
// the list cost PostgreSQL. request_list_items holds, per request, that JSON without the parts that
// depend on the caller, the owner's current address or the server's public URL, plus the addresses
// the caller's roles and the read access are derived from. It is written by the database itself:
// a deferred trigger on the request and on each table the item is made of refreshes it once per
// transaction, at commit, after every change the transaction made, whatever code made it.
//
// Writers of a request hold its row lock (events are chained under it); the refresh takes it too
// before it reads, so it sees every change committed before its own and the last writer's item is
// the one that stays.

const ITEM_OF = sql`
CREATE FUNCTION request_list_item_of(rid text)
RETURNS TABLE (owner_id text, item text, access text[], signers text[], observers text[])
LANGUAGE sql STABLE AS $$
  SELECT
    r.owner_id,
    json_build_object(
      'id', r.id,
      'title', r.title,
      'message', r.message,
      'documents', coalesce((
        SELECT json_agg(json_build_object(
                 'id', d.id, 'name', d.title, 'version_id', d.current_hash,
                 'page_count', d.page_count, 'size', d.size) ORDER BY d.position)
        FROM documents d WHERE d.request_id = r.id), '[]'::json),
      'legislation', r.legislation,
      'quality', r.quality,
      'part11', r.part11,
      'status_overall', r.status_overall,
      'signatures', coalesce((
        SELECT json_agg(json_build_object(
                 'sid', s.sid, 'account_email', s.account_email,
                 'signer_identity_data', s.signer_identity_data,
                 'document_signatures', s.document_signatures, 'sequence', s.sequence,
                 'status_code', s.status_code, 'notify', s.notify, 'invited_by', s.invited_by,
                 'last_reminded_at',
                 to_char(s.last_reminded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               ORDER BY s.position)
        FROM signatures s WHERE s.request_id = r.id), '[]'::json),
      'observers', coalesce((
        SELECT json_agg(json_build_object(
                 'id', o.id, 'type', 'USER',
                 'invited_at', to_char(o.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'invited_by', o.invited_by, 'user_info', json_build_object('email', o.email))
               ORDER BY o.invited_at)
        FROM observers o WHERE o.request_id = r.id), '[]'::json),
      'attachments', coalesce((
        SELECT json_agg(json_build_object(
                 'attachment_id', a.id, 'filename', a.filename,
                 'content_type', a.content_type, 'size', a.size) ORDER BY a.created_at)
        FROM attachments a WHERE a.request_id = r.id), '[]'::json),
      'origin', r.origin,
      'created_at', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updated_at', to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'documents_deleted', r.documents_deleted_at IS NOT NULL
    )::text,
    reach.emails,
    sg.emails,
    ob.emails
  FROM signature_requests r
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(s.email ORDER BY s.position), '{}'::text[]) AS emails
    FROM signatures s WHERE s.request_id = r.id) sg
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(o.email ORDER BY o.invited_at), '{}'::text[]) AS emails
    FROM observers o WHERE o.request_id = r.id) ob
  -- Signers, then observers, each address once where it first appears.
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(u.email ORDER BY u.first), '{}'::text[]) AS emails
    FROM (
      SELECT e.email, min(e.n) AS first
      FROM unnest(sg.emails || ob.emails) WITH ORDINALITY AS e(email, n)
      GROUP BY e.email
    ) u) reach
  WHERE r.id = rid
$$`;

const REFRESH = sql`
CREATE FUNCTION request_list_item_refresh(rid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF rid IS NULL OR EXISTS (
    SELECT 1 FROM request_list_items WHERE request_id = rid AND refreshed_in = pg_current_xact_id()
  ) THEN
    RETURN;
  END IF;
  -- The request's row lock first, then a fresh read: every change committed before is seen.
  PERFORM 1 FROM signature_requests WHERE id = rid FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO request_list_items AS li (request_id, owner_id, item, access, signers, observers, refreshed_in)
    SELECT rid, c.owner_id, c.item, c.access, c.signers, c.observers, pg_current_xact_id()
    FROM request_list_item_of(rid) c
  ON CONFLICT (request_id) DO UPDATE SET
    owner_id = EXCLUDED.owner_id, item = EXCLUDED.item, access = EXCLUDED.access,
    signers = EXCLUDED.signers, observers = EXCLUDED.observers, refreshed_in = EXCLUDED.refreshed_in;
END $$`;

const ON_REQUEST = sql`
CREATE FUNCTION request_list_item_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted request takes its item with it (ON DELETE CASCADE).
  IF TG_OP <> 'DELETE' THEN
    PERFORM request_list_item_refresh(NEW.id);
  END IF;
  RETURN NULL;
END $$`;

const ON_PART = sql`
CREATE FUNCTION request_list_item_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM request_list_item_refresh(OLD.request_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.request_id IS DISTINCT FROM OLD.request_id) THEN
    PERFORM request_list_item_refresh(NEW.request_id);
  END IF;
  RETURN NULL;
END $$`;

const PARTS = ['documents', 'signatures', 'observers', 'attachments'] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE request_list_items (
    request_id text PRIMARY KEY REFERENCES signature_requests (id) ON DELETE CASCADE,
    owner_id text,
    item text NOT NULL,
    access text[] NOT NULL,
    signers text[] NOT NULL,
    observers text[] NOT NULL,
    refreshed_in xid8 NOT NULL
  )`.execute(db);
  await ITEM_OF.execute(db);
  await REFRESH.execute(db);
  await ON_REQUEST.execute(db);
  await ON_PART.execute(db);
  await sql`CREATE CONSTRAINT TRIGGER request_list_item AFTER INSERT OR UPDATE ON signature_requests
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
            EXECUTE FUNCTION request_list_item_request_changed()`.execute(db);
  for (const table of PARTS) {
    await sql`CREATE CONSTRAINT TRIGGER request_list_item AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
              DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
              EXECUTE FUNCTION request_list_item_part_changed()`.execute(db);
  }
  await sql`INSERT INTO request_list_items (request_id, owner_id, item, access, signers, observers, refreshed_in)
            SELECT r.id, c.owner_id, c.item, c.access, c.signers, c.observers, pg_current_xact_id()
            FROM signature_requests r CROSS JOIN LATERAL request_list_item_of(r.id) c`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PARTS) {
    await sql`DROP TRIGGER request_list_item ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TRIGGER request_list_item ON signature_requests`.execute(db);
  await sql`DROP FUNCTION request_list_item_part_changed()`.execute(db);
  await sql`DROP FUNCTION request_list_item_request_changed()`.execute(db);
  await sql`DROP FUNCTION request_list_item_refresh(text)`.execute(db);
  await sql`DROP FUNCTION request_list_item_of(text)`.execute(db);
  await sql`DROP TABLE request_list_items`.execute(db);
}
