import {
  type DeskEvidence,
  type DeskIdentification,
  type HighestQuality,
  hasOngoingIdent,
  type IdentInfo,
  type IdentityData,
  mapAppointmentStatus,
} from '@signet/contract';
import type { PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { IdentificationRow } from '../../db/tables/identification.tables.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** §3 Ident info of one identification, with its §4 mapped status and whether it is ongoing. */
export function toIdentInfo(
  row: IdentificationRow,
  photos: readonly string[],
  publicUrl: string,
  highestQuality: HighestQuality,
): IdentInfo {
  return {
    id: row.id,
    legislation: row.legislation,
    method: row.method as IdentInfo['method'],
    provider: row.provider,
    status: row.status,
    // §4: every stored status maps to one of the four the interface shows.
    appointmentStatus: mapAppointmentStatus(row.status) ?? 'initialized',
    ongoing: hasOngoingIdent({ appointmentStatus: row.status, highestQuality }),
    identUrl: `${publicUrl}/profile/signature-standards/${row.legislation}?identification=${row.id}`,
    signatureRequestId: row.signature_request_id,
    submittedAt: iso(row.submitted_at),
    decidedAt: iso(row.decided_at),
    rejectionReason: row.rejection_reason,
    hasDocumentPhoto: photos.includes('document'),
    hasFacePhoto: photos.includes('face'),
    createdAt: iso(row.created_at)!,
  };
}

export function toDeskIdentification(
  row: IdentificationRow & { first_name: string; last_name: string },
): DeskIdentification {
  return {
    id: row.id,
    person: {
      id: row.user_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
    },
    legislation: row.legislation,
    method: row.method as DeskIdentification['method'],
    status: row.status,
    submittedAt: iso(row.submitted_at),
  };
}

export function openIdentity(seal: PayloadSeal, row: IdentificationRow): IdentityData | null {
  return row.identity_sealed ? (seal.open({ sealed: row.identity_sealed }) as IdentityData) : null;
}

export function toEvidence(
  seal: PayloadSeal,
  row: IdentificationRow & { first_name: string; last_name: string },
  photos: readonly ('document' | 'face')[],
): DeskEvidence {
  return {
    identification: toDeskIdentification(row),
    identity: openIdentity(seal, row),
    photos: [...photos],
    evidenceDeletedAt: iso(row.evidence_deleted_at),
  };
}
