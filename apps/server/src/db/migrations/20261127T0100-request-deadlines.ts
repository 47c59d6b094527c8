import { type Kysely, sql } from 'kysely';

// Issue 20, ADR 0550: a request's deadline (Skribble's expiration_date, a calendar date; the
// request expires when that day ends in UTC) and how many of the automatic reminders before it
// went out for the date as it stands. The list item (ADR 0522) gains expiration_date:
// request_list_item_of is redefined and every item rebuilt.

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
      'documents_deleted', r.documents_deleted_at IS NOT NULL,
      'expiration_date', r.expiration_date
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

const REBUILD_ITEMS = sql`
UPDATE request_list_items li SET item = c.item, access = c.access, signers = c.signers
FROM signature_requests r CROSS JOIN LATERAL request_list_item_of(r.id) c
WHERE li.request_id = r.id`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('signature_requests')
    .addColumn('expiration_date', 'text')
    .addColumn('deadline_reminders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await ITEM_OF.execute(db);
  await REBUILD_ITEMS.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await ITEM_OF_BEFORE.execute(db);
  await db.schema
    .alterTable('signature_requests')
    .dropColumn('expiration_date')
    .dropColumn('deadline_reminders')
    .execute();
  await REBUILD_ITEMS.execute(db);
}
