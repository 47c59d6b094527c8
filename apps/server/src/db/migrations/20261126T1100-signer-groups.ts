import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Signer groups (spec §7 "Signer groups", ADR 0720). A business's admins keep named groups of its
// members; a request may name a group as one signer (Skribble v3 signer_group_id), and any one
// member signs for it.
// - signer_group_members refers to the member's business membership (account and business):
//   leaving the business, or the business going, takes the account out of its groups at once.
// - A group's signature keeps the group's id in `email`, the key the inbox index is read by (an id
//   "gr_<hex>" has no "@", an address always has one), and the group's name as it was when it was
//   added. Who may sign for it is read from the current members at query time, never copied.
// - account_email stays empty until a member signs, then names the member who did.
// - The list item (ADR 0522) gains each signature's signer_group: request_list_item_of is
//   redefined and every item rebuilt.

const ITEM_OF = sql`
CREATE OR REPLACE FUNCTION request_list_item_of(rid text)
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
                 to_char(s.last_reminded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'signer_group', CASE WHEN s.signer_group_id IS NULL THEN NULL
                   ELSE json_build_object('id', s.signer_group_id, 'name', s.signer_group_name) END)
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
  -- Signers, then observers, each address once where it first appears; a group's key (its id,
  -- never an address: no "@") gives its members the signer's role but is no address to read by.
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(u.email ORDER BY u.first), '{}'::text[]) AS emails
    FROM (
      SELECT e.email, min(e.n) AS first
      FROM unnest(sg.emails || ob.emails) WITH ORDINALITY AS e(email, n)
      WHERE position('@' in e.email) > 0
      GROUP BY e.email
    ) u) reach
  WHERE r.id = rid
$$`;

const ITEM_OF_BEFORE = sql`
CREATE OR REPLACE FUNCTION request_list_item_of(rid text)
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

const REBUILD_ITEMS = sql`
UPDATE request_list_items li SET item = c.item, access = c.access, signers = c.signers
FROM signature_requests r CROSS JOIN LATERAL request_list_item_of(r.id) c
WHERE li.request_id = r.id`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signer_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // Counts every change of name or members (User.groupInfo.groupVersions).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX signer_groups_business ON signer_groups (business_id, lower(name), id)`.execute(
    db,
  );
  // What a group's member refers to: an account's membership of that business.
  await sql`CREATE UNIQUE INDEX business_members_user_business
            ON business_members (user_id, business_id)`.execute(db);
  await sql`CREATE TABLE signer_group_members (
    group_id text NOT NULL REFERENCES signer_groups (id) ON DELETE CASCADE,
    user_id text NOT NULL,
    business_id text NOT NULL,
    added_at timestamptz NOT NULL,
    PRIMARY KEY (group_id, user_id),
    FOREIGN KEY (user_id, business_id) REFERENCES business_members (user_id, business_id)
      ON DELETE CASCADE
  )`.execute(db);
  // One account's groups: every signed-in call reads them with its session.
  await sql`CREATE INDEX signer_group_members_user ON signer_group_members (user_id, group_id)`.execute(
    db,
  );
  await sql`ALTER TABLE signatures ADD COLUMN signer_group_id text, ADD COLUMN signer_group_name text`.execute(
    db,
  );
  await ITEM_OF.execute(db);
  await REBUILD_ITEMS.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM signatures WHERE signer_group_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE signatures DROP COLUMN signer_group_id, DROP COLUMN signer_group_name`.execute(
    db,
  );
  await ITEM_OF_BEFORE.execute(db);
  await REBUILD_ITEMS.execute(db);
  await sql`DROP TABLE signer_group_members`.execute(db);
  await sql`DROP INDEX business_members_user_business`.execute(db);
  await sql`DROP TABLE signer_groups`.execute(db);
}
