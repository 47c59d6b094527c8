import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One identification of a person (migration 20261126T1500, spec §4 and §7 "Identification"). */
export interface IdentificationsTable {
  id: string;
  user_id: string;
  /** The person's address when it started (a guest's is the one on its request). */
  email: string;
  legislation: 'eidas' | 'zertes';
  /** §9 method: video, self, auto, loc, … */
  method: string;
  /** Who carries it out: `desk` is the built-in registration desk. */
  provider: string;
  /** The provider's status: initialized, inprogress, success or failure (§4 maps it). */
  status: 'initialized' | 'inprogress' | 'success' | 'failure';
  signature_request_id: string | null;
  /** The identity data, AES-256-GCM sealed (docs/decisions/0620). */
  identity_sealed: string | null;
  submitted_at: Timestamp | null;
  decided_at: Timestamp | null;
  decided_by: string | null;
  rejection_reason: string | null;
  /** The names as verified on approval; the signer's certificates carry them. */
  verified_first_names: string | null;
  verified_last_name: string | null;
  evidence_deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdentificationPhotosTable {
  identification_id: string;
  kind: 'document' | 'face';
  content_type: 'image/png' | 'image/jpeg';
  /** Nonce, tag and AES-256-GCM ciphertext of the image bytes. */
  sealed: Buffer;
  uploaded_at: Timestamp;
}

export interface IdentificationOfficersTable {
  user_id: string;
  granted_at: Timestamp;
}

export interface IdentificationEventsTable {
  identification_id: string;
  seq: number;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  data: ColumnType<Record<string, unknown>, string, never>;
  created_at: Timestamp;
  prev_hash: string;
  hash: string;
}

/** An OpenID Connect eID sign-in of one identification (docs/decisions/0621). */
export interface IdentificationOidcFlowsTable {
  identification_id: string;
  eid: string;
  redirect_url: string;
  /** SHA-256 (hex) of `state` while the person is at the eID; null once answered. */
  state_hash: string | null;
  /** The PKCE verifier and the nonce, sealed; null once answered. */
  secrets_sealed: string | null;
  expires_at: Timestamp;
  /** After a success: the eID's subject, issuer and date of birth, sealed, until retention. */
  claims_sealed: string | null;
  created_at: Timestamp;
}

export interface IdentificationTables {
  identification_oidc_flows: IdentificationOidcFlowsTable;
  identifications: IdentificationsTable;
  identification_photos: IdentificationPhotosTable;
  identification_officers: IdentificationOfficersTable;
  identification_events: IdentificationEventsTable;
}

export type IdentificationRow = Selectable<IdentificationsTable>;
export type IdentificationOidcFlowRow = Selectable<IdentificationOidcFlowsTable>;
export type IdentificationEventRow = Selectable<IdentificationEventsTable>;
