import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Observers of type GROUP (Skribble v3 CreateSignatureObserverRequest, ADR 0915): a signer group
// of the request's business observes the request, and every current member reads it as an
// observer. As for a group's signature (migration 20261126T1100):
// - the observer row keeps the group's id in `email`, the key the observer index
//   (observers_email) and the list item's `observers` are read by (an id "gr_<hex>" has no "@",
//   an address always has one), so the request list finds it by the member's group ids;
// - group_id names the group; group_name and group_version keep its name and version as they
//   were when it was added (Skribble's group_info {id, name, version_id});
// - who observes is read from the group's current members at query time, never copied.
// The list item (ADR 0522) shows a group observer as
// {type: 'GROUP', group_info: {id, name, version_id}}:
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
        SELECT json_agg(CASE WHEN o.group_id IS NULL THEN json_build_object(
                 'id', o.id, 'type', 'USER',
                 'invited_at', to_char(o.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'invited_by', o.invited_by, 'user_info', json_build_object('email', o.email))
               ELSE json_build_object(
                 'id', o.id, 'type', 'GROUP',
                 'invited_at', to_char(o.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'invited_by', o.invited_by,
                 'group_info', json_build_object(
                   'id', o.group_id, 'name', o.group_name,
                   'version_id', o.group_version::text)) END
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
  -- never an address: no "@") gives its members the signer's or the observer's role but is no
  -- address to read by.
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

const REBUILD_ITEMS = sql`
UPDATE request_list_items li
SET item = c.item, access = c.access, signers = c.signers, observers = c.observers
FROM signature_requests r CROSS JOIN LATERAL request_list_item_of(r.id) c
WHERE li.request_id = r.id`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE observers ADD COLUMN group_id text, ADD COLUMN group_name text,
            ADD COLUMN group_version integer`.execute(db);
  await ITEM_OF.execute(db);
  await REBUILD_ITEMS.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM observers WHERE group_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE observers DROP COLUMN group_id, DROP COLUMN group_name,
            DROP COLUMN group_version`.execute(db);
  await ITEM_OF_BEFORE.execute(db);
  await REBUILD_ITEMS.execute(db);
}
