import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// OpenID Connect eIDs (docs/decisions/0621): one sign-in at the eID per identification. While
// the person is at the eID the row keeps the SHA-256 of `state` and, sealed, the PKCE verifier
// and the nonce; the answer clears them, so a code or state is used once. After a success the
// eID's subject, issuer and date of birth stay sealed in `claims_sealed` until the retention
// period deletes them, as the desk's evidence.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
CREATE TABLE identification_oidc_flows (
  identification_id text PRIMARY KEY REFERENCES identifications (id) ON DELETE CASCADE,
  eid text NOT NULL,
  redirect_url text NOT NULL,
  state_hash text,
  secrets_sealed text,
  expires_at timestamptz NOT NULL,
  claims_sealed text,
  created_at timestamptz NOT NULL
)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE identification_oidc_flows`.execute(db);
}
