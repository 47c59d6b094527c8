import { absoluteHref, href } from '@signet/contract';
import { type RawBuilder, sql } from 'kysely';
import type { ListScope } from './request-list.repository.ts';

/**
 * The list's items as PostgreSQL writes them: each request of a page as SignatureResponse_v3
 * (the contract's SignatureRequest), field for field what toRequestView makes of the same rows,
 * so the page leaves the database as JSON text and the server sends it without parsing, mapping
 * or serialising it again. A change to toRequestView or to the contract's SignatureRequest must
 * be made here too; request-list.routes.test.ts compares both, item by item, and checks the
 * list's real answer against the contract's schema.
 */

/** Request ids are UUIDs: the view URL is `<before><id><after>`, as absoluteHref writes it. */
const ID_MARKER = '00000000-0000-4000-8000-000000000000';

export interface SigningUrl {
  before: string;
  after: string;
}

/** The two constant parts around the request id of a request's signing_url. */
export function signingUrlParts(publicUrl: string): SigningUrl {
  const url = absoluteHref(publicUrl, href('view', { srid: ID_MARKER }));
  const at = url.indexOf(ID_MARKER);
  if (at < 0 || url.indexOf(ID_MARKER, at + 1) >= 0) {
    throw new Error(`signing URL without one request id: ${url}`);
  }
  return { before: url.slice(0, at), after: url.slice(at + ID_MARKER.length) };
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, truncated like a Date). */
const iso = (column: string) =>
  sql`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * FROM-clause joins that need `r` (the request, joined by the caller) and give `item`, the
 * request's JSON record: documents, signatures, observers and attachments in the order
 * loadAggregates reads them, the owner's address, read and write access, and the caller's roles.
 */
export function itemJoins(scope: ListScope, url: SigningUrl): RawBuilder<unknown> {
  return sql`
    LEFT JOIN users ow ON ow.id = r.owner_id
    CROSS JOIN LATERAL (
      SELECT json_agg(x ORDER BY s.position) AS items,
             array_agg(s.email ORDER BY s.position) AS emails,
             bool_or(s.email = ${scope.email}) AS mine
      FROM signatures s
      CROSS JOIN LATERAL (
        SELECT s.sid, s.account_email, s.signer_identity_data, s.document_signatures, s.sequence,
               s.status_code, s.notify, s.invited_by, ${iso('s.last_reminded_at')} AS last_reminded_at
      ) x
      WHERE s.request_id = r.id
    ) sg
    CROSS JOIN LATERAL (
      SELECT json_agg(x ORDER BY o.invited_at) AS items,
             array_agg(o.email ORDER BY o.invited_at) AS emails,
             bool_or(o.email = ${scope.email}) AS mine
      FROM observers o
      CROSS JOIN LATERAL (
        SELECT o.id, 'USER'::text AS type, ${iso('o.invited_at')} AS invited_at, o.invited_by,
               json_build_object('email', o.email) AS user_info
      ) x
      WHERE o.request_id = r.id
    ) ob
    CROSS JOIN LATERAL (
      SELECT
        r.id,
        r.title,
        r.message,
        coalesce((
          SELECT json_agg(x ORDER BY d.position)
          FROM documents d
          CROSS JOIN LATERAL (
            SELECT d.id, d.title AS name, d.current_hash AS version_id, d.page_count, d.size
          ) x
          WHERE d.request_id = r.id
        ), '[]'::json) AS documents,
        r.legislation,
        r.quality,
        r.part11,
        ${url.before}::text || r.id || ${url.after}::text AS signing_url,
        r.status_overall,
        coalesce(sg.items, '[]'::json) AS signatures,
        coalesce(ob.items, '[]'::json) AS observers,
        coalesce((
          SELECT json_agg(x ORDER BY a.created_at)
          FROM attachments a
          CROSS JOIN LATERAL (
            SELECT a.id AS attachment_id, a.filename, a.content_type, a.size
          ) x
          WHERE a.request_id = r.id
        ), '[]'::json) AS attachments,
        r.origin,
        ow.email AS owner,
        coalesce((
          SELECT json_agg(access.email ORDER BY access.first)
          FROM (
            SELECT u.email, min(u.n) AS first
            FROM unnest(ARRAY[ow.email] || sg.emails || ob.emails) WITH ORDINALITY AS u(email, n)
            WHERE u.email IS NOT NULL
            GROUP BY u.email
          ) access
        ), '[]'::json) AS read_access,
        CASE WHEN ow.email IS NULL THEN '[]'::json ELSE json_build_array(ow.email) END AS write_access,
        ${iso('r.created_at')} AS created_at,
        ${iso('r.updated_at')} AS updated_at,
        r.documents_deleted_at IS NOT NULL AS documents_deleted,
        to_json(array_remove(ARRAY[
          CASE WHEN r.owner_id = ${scope.userId} THEN 'owner' END,
          CASE WHEN sg.mine THEN 'signer' END,
          CASE WHEN ob.mine THEN 'observer' END
        ]::text[], NULL)) AS roles
    ) item`;
}
