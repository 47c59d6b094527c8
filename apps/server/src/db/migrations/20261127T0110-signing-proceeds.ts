import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// The mobile-provider proceed call (docs/decisions/0622): a signing whose one-time code the
// provider sent to the signer's phone waits here, as the signer asked for it, until the signer
// proceeds with the code (or it expires). It holds the request ids and stamp placements only.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
CREATE TABLE signing_proceeds (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  direct boolean NOT NULL,
  body jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
)`.execute(db);
  await sql`CREATE INDEX signing_proceeds_expiry ON signing_proceeds (expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE signing_proceeds`.execute(db);
}
