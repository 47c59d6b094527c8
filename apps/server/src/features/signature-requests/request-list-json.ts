import { absoluteHref, href } from '@signet/contract';
import { type RawBuilder, sql } from 'kysely';
import { type ListScope, signerKeys } from './request-list.repository.ts';

/**
 * The list's items as PostgreSQL writes them: each request of a page as SignatureResponse_v3
 * (the contract's SignatureRequest), field for field what toRequestView makes of the same rows,
 * so the page leaves the database as JSON text and the server sends it without parsing, mapping
 * or serialising it again. The request's own part is kept ready by the database
 * (request_list_item_of, migration 20261123T0900); a change to toRequestView or to the contract's
 * SignatureRequest needs a migration that redefines that function and refreshes the items, and a
 * change here. request-list.routes.test.ts compares both, item by item and after every kind of
 * change, and checks the list's real answer against the contract's schema.
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

/**
 * One list item as JSON text, from `li` (the request's row of request_list_items, kept by the
 * database: migration 20261123T0900, ADR 0522) and `ow` (its owner's account, joined by the
 * caller): the stored item with what it leaves out added, namely the signing URL (the server's
 * public URL), the owner's current address, the read and write access derived from it, the
 * caller's roles, and the current account names of the owner and the signers (findAccountNames).
 */
export function itemText(scope: ListScope, url: SigningUrl): RawBuilder<string> {
  return sql<string>`left(li.item, -1)
    || ',"signing_url":' || to_json(${url.before}::text || li.request_id || ${url.after}::text)::text
    || ',"owner":' || coalesce(to_json(ow.email)::text, 'null')
    || ',"read_access":' || to_json(CASE WHEN ow.email IS NULL THEN li.access
         ELSE array_prepend(ow.email, array_remove(li.access, ow.email)) END)::text
    || ',"write_access":' || CASE WHEN ow.email IS NULL THEN '[]' ELSE json_build_array(ow.email)::text END
    || ',"roles":' || to_json(array_remove(ARRAY[
         CASE WHEN li.owner_id = ${scope.userId} THEN 'owner' END,
         CASE WHEN li.signers && ARRAY[${sql.join(signerKeys(scope))}]::text[] THEN 'signer' END,
         CASE WHEN li.observers && ARRAY[${sql.join(signerKeys(scope))}]::text[] THEN 'observer' END
       ]::text[], NULL))::text
    || ',"names":' || coalesce((SELECT json_object_agg(u.email, btrim(u.first_name || ' ' || u.last_name))
         FROM users u
         WHERE (u.id = li.owner_id OR u.email = ANY (li.signers))
           AND btrim(u.first_name || ' ' || u.last_name) <> ''), '{}'::json)::text
    || '}'`;
}
