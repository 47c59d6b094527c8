import type { VisualSignaturePermissions } from '@signet/contract';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface VisualSignaturesTable {
  id: string;
  user_id: string;
  alias: string;
  name: string;
  optional_line: string;
  location: string;
  image_hash: string | null;
  display_date: boolean;
  display_claim: boolean;
  display_standards: boolean;
  display_qr: boolean;
  is_default: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VisualSignaturePermissionsTable {
  user_id: string;
  permissions: Json<VisualSignaturePermissions>;
  updated_at: Timestamp;
}

export interface VisualSignatureTables {
  visual_signatures: VisualSignaturesTable;
  visual_signature_permissions: VisualSignaturePermissionsTable;
}

export type VisualSignatureRow = Selectable<VisualSignaturesTable>;
