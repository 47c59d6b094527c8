// Set-based seeding of signature requests for the list benchmark: users, sessions, requests with
// one document, two signers each and an observer on every fifth, straight into PostgreSQL, with
// each request's list item.
import type pg from 'pg';

export const USERS = 1000;

/** The session token of seeded user `n` (its SHA-256 is what the sessions table keeps). */
export const tokenOf = (n: number) => `bench-token-${n}`;
export const emailOf = (n: number) => `bench-${n}@example.com`;

export async function seedUsers(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, created_at, updated_at)
     SELECT md5('u' || u)::uuid::text, 'bench-' || u || '@example.com', true, 'Bench', 'User ' || u, now(), now()
     FROM generate_series(0, $1::int - 1) u`,
    [USERS],
  );
  // Same hash as the server's hashToken: SHA-256, base64url without padding.
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
     SELECT rtrim(translate(encode(sha256(convert_to('bench-token-' || u, 'UTF8')), 'base64'), '+/', '-_'), '='),
            md5('u' || u)::uuid::text, now(), now() + interval '7 days'
     FROM generate_series(0, $1::int - 1) u`,
    [USERS],
  );
}

/**
 * Requests `from`..`to` (inclusive). Status by i mod 20: 10 % DRAFT, 40 % OPEN, 35 % SIGNED,
 * 10 % DECLINED, 5 % WITHDRAWN. Owner i mod 1000; signers (7i + 1) and (13i + 2) mod 1000 (never
 * the owner, never each other); on OPEN requests every third first signer has signed already.
 */
export async function seedRequests(client: pg.Client, from: number, to: number): Promise<void> {
  const chunk = 250_000;
  // The list items (migration 20261123T0900) are refreshed by a deferred trigger for every row a
  // transaction writes; for a quarter of a million requests at once they are built in one
  // set-based statement instead, by the same function, inside the same transaction.
  const itemTables = ['signature_requests', 'documents', 'signatures', 'observers', 'attachments'];
  for (let start = from; start <= to; start += chunk) {
    const end = Math.min(to, start + chunk - 1);
    await client.query('BEGIN');
    for (const table of itemTables)
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER request_list_item`);
    await client.query(
      `INSERT INTO signature_requests (id, owner_id, title, status_overall, origin, created_at, updated_at, ended_at)
       SELECT md5('r' || i)::uuid::text, md5('u' || (i % ${USERS}))::uuid::text, 'Contract ' || i, s.status,
              'WEB', s.ts, s.ts, CASE WHEN s.status IN ('SIGNED', 'DECLINED', 'WITHDRAWN') THEN s.ts END
       FROM generate_series($1::int, $2::int) i,
       LATERAL (SELECT (ARRAY['DRAFT','DRAFT','OPEN','OPEN','OPEN','OPEN','OPEN','OPEN','OPEN','OPEN',
                              'SIGNED','SIGNED','SIGNED','SIGNED','SIGNED','SIGNED','SIGNED',
                              'DECLINED','DECLINED','WITHDRAWN'])[i % 20 + 1] AS status,
                       timestamptz '2025-01-01' + i * interval '20 seconds' AS ts) s`,
      [start, end],
    );
    await client.query(
      `INSERT INTO documents (id, request_id, position, title, original_hash, current_hash, size, page_count, pages, normalized, created_at, updated_at)
       SELECT md5('d' || i)::uuid::text, md5('r' || i)::uuid::text, 0, 'contract-' || i || '.pdf',
              md5('pdf' || i) || md5('pdf' || i), md5('pdf' || i) || md5('pdf' || i), 48213, 3,
              '[{"width":595,"height":842,"rotation":0},{"width":595,"height":842,"rotation":0},{"width":595,"height":842,"rotation":0}]'::jsonb,
              false, r.created_at, r.created_at
       FROM generate_series($1::int, $2::int) i
       JOIN signature_requests r ON r.id = md5('r' || i)::uuid::text`,
      [start, end],
    );
    await client.query(
      `INSERT INTO signatures (sid, request_id, position, email, account_email, signer_identity_data, document_signatures,
                               sequence, notify, status_code, invited_by, status_changed_at, created_at)
       SELECT md5('s' || i || '-' || p)::uuid::text, r.id, p, e.email, e.email, NULL, '[]'::jsonb, -1, true,
              CASE
                WHEN r.status_overall = 'SIGNED' THEN 'SIGNED'
                WHEN r.status_overall = 'WITHDRAWN' THEN 'WITHDRAWN'
                WHEN r.status_overall = 'DECLINED' AND p = 0 THEN 'DECLINED'
                WHEN r.status_overall = 'OPEN' AND p = 0 AND i % 3 = 0 THEN 'SIGNED'
                ELSE 'OPEN'
              END,
              'bench-' || (i % ${USERS}) || '@example.com', NULL, r.created_at
       FROM generate_series($1::int, $2::int) i
       CROSS JOIN (VALUES (0), (1)) AS positions(p)
       JOIN signature_requests r ON r.id = md5('r' || i)::uuid::text,
       LATERAL (SELECT 'bench-' || (CASE WHEN p = 0 THEN (7 * i + 1) ELSE (13 * i + 2) END % ${USERS}) || '@example.com' AS email) e`,
      [start, end],
    );
    await client.query(
      `INSERT INTO observers (id, request_id, email, invited_by, invited_at)
       SELECT md5('o' || i)::uuid::text, md5('r' || i)::uuid::text,
              'bench-' || ((17 * i + 3) % ${USERS}) || '@example.com', 'bench-' || (i % ${USERS}) || '@example.com',
              timestamptz '2025-01-01' + i * interval '20 seconds'
       FROM generate_series($1::int, $2::int) i
       WHERE i % 5 = 0`,
      [start, end],
    );
    await client.query(
      `INSERT INTO request_list_items (request_id, owner_id, item, access, signers, observers, refreshed_in)
       SELECT r.id, c.owner_id, c.item, c.access, c.signers, c.observers, pg_current_xact_id()
       FROM generate_series($1::int, $2::int) i
       JOIN signature_requests r ON r.id = md5('r' || i)::uuid::text
       CROSS JOIN LATERAL request_list_item_of(r.id) c`,
      [start, end],
    );
    for (const table of itemTables)
      await client.query(`ALTER TABLE ${table} ENABLE TRIGGER request_list_item`);
    await client.query('COMMIT');
  }
  await client.query('VACUUM ANALYZE');
}
