import type { SignatureDocument, SignatureRecipientResponse } from '@signet/contract';
import type { FieldBox } from './page-geometry.ts';

/** One signature field of one signer on one page, as the placement mode edits it. */
export interface PlacedField {
  /** Stable while editing; not sent to the server. */
  key: string;
  sid: string;
  documentId: string;
  /** 0-based page index (the contract's VisualSignaturePosition.page). */
  page: number;
  box: FieldBox;
}

type Signer = Pick<SignatureRecipientResponse, 'sid' | 'document_signatures'>;

/** The fields the server holds for these signers (document_signatures[].visual_signature). */
export function fieldsFromSignatures(signers: readonly Signer[]): PlacedField[] {
  return signers.flatMap((signer) =>
    signer.document_signatures.flatMap((placement) =>
      (placement.visual_signature?.positions ?? []).map((position, index) => ({
        key: `${signer.sid}:${placement.document_id}:${index}`,
        sid: signer.sid,
        documentId: placement.document_id,
        page: Number(position.page),
        box: { x: position.x, y: position.y, width: position.width, height: position.height },
      })),
    ),
  );
}

/**
 * The body of PUT …/signatures/{sid}: every document of the request, with the signer's fields
 * on it or `null` where the signer has none (the server stores the list as given).
 */
export function documentSignaturesFor(
  sid: string,
  fields: readonly PlacedField[],
  documentIds: readonly string[],
): SignatureDocument[] {
  return documentIds.map((documentId) => {
    const positions = fields
      .filter((f) => f.sid === sid && f.documentId === documentId)
      .map((f) => ({ page: String(f.page), ...f.box }));
    return {
      document_id: documentId,
      visual_signature: positions.length > 0 ? { positions } : null,
    };
  });
}

function signature(fields: readonly PlacedField[], sid: string): string {
  return JSON.stringify(
    fields
      .filter((f) => f.sid === sid)
      .map((f) => [f.documentId, f.page, f.box.x, f.box.y, f.box.width, f.box.height])
      .sort(),
  );
}

/** The signers whose fields differ between what the server holds and what is on screen. */
export function changedSigners(
  saved: readonly PlacedField[],
  current: readonly PlacedField[],
): string[] {
  const sids = [...new Set([...saved, ...current].map((f) => f.sid))];
  return sids.filter((sid) => signature(saved, sid) !== signature(current, sid));
}
