import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Identifications (§4, §7 "Identification", docs/decisions/0620): one row per identification of a
// person (a user or a guest account) under a legislation, by a method and a provider, with the
// provider's status. The built-in registration desk keeps the person's evidence beside it,
// sealed with AES-256-GCM under a key that is not in the database: the identity data in
// `identity_sealed`, each photo in `identification_photos`. The verified names are copied out of
// the evidence on approval (they name the signer's certificates) and outlive its deletion.
// Every view and decision is an event in the identification's own hash chain.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
CREATE TABLE identifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  legislation text NOT NULL CHECK (legislation IN ('eidas', 'zertes')),
  method text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('initialized', 'inprogress', 'success', 'failure')),
  signature_request_id text,
  identity_sealed text,
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by text,
  rejection_reason text,
  verified_first_names text,
  verified_last_name text,
  evidence_deleted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
)`.execute(db);
  await sql`CREATE INDEX identifications_of_person ON identifications (user_id, legislation)`.execute(
    db,
  );
  // The officers' queue: submitted, undecided, oldest first.
  await sql`CREATE INDEX identifications_open ON identifications (submitted_at, id)
    WHERE status = 'inprogress'`.execute(db);
  // The retention cleanup: decided rows whose evidence is still kept.
  await sql`CREATE INDEX identifications_evidence_kept ON identifications (decided_at)
    WHERE evidence_deleted_at IS NULL AND decided_at IS NOT NULL`.execute(db);

  await sql`
CREATE TABLE identification_photos (
  identification_id text NOT NULL REFERENCES identifications (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('document', 'face')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  sealed bytea NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (identification_id, kind)
)`.execute(db);

  // Officers the operator named by command (npm run identification-officers).
  await sql`
CREATE TABLE identification_officers (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL
)`.execute(db);

  // Append-only: hash = SHA-256(prev_hash ‖ canonical JSON of the event), as request events.
  await sql`
CREATE TABLE identification_events (
  identification_id text NOT NULL,
  seq integer NOT NULL,
  action text NOT NULL,
  actor_id text,
  actor_email text,
  ip text,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (identification_id, seq)
)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('identification_events').execute();
  await db.schema.dropTable('identification_officers').execute();
  await db.schema.dropTable('identification_photos').execute();
  await db.schema.dropTable('identifications').execute();
}
