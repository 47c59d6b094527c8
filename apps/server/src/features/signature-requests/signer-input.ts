import { AppError, type SignatureDocument, type SignatureRecipient } from '@signet/contract';
import type { DocumentRow, StoredPageSize } from '../../db/tables/signature-requests.tables.ts';

/** The address a signer is reached and recognised by: account_email, else the identity's. */
export function signerEmail(recipient: SignatureRecipient): string {
  const email = recipient.account_email ?? recipient.signer_identity_data?.email_address;
  if (!email) throw new AppError('VALIDATION_FAILED', 'A signer needs an e-mail address');
  return email;
}

/**
 * Checks that each placement names a document of this request and lies on one of its pages
 * (positions are in points at scale 100, measured from the page's top-left corner, page 0-based).
 * Without placements a signer signs every document without a visual field (Skribble's default).
 */
export function checkDocumentSignatures(
  placements: readonly SignatureDocument[] | undefined,
  documents: readonly DocumentRow[],
  field: string,
): unknown[] {
  if (!placements) {
    return documents.map((document) => ({ document_id: document.id, visual_signature: null }));
  }
  const byId = new Map(documents.map((document) => [document.id, document]));
  return placements.map((placement, index) => {
    const document = byId.get(placement.document_id);
    if (!document) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${field}[${index}].document_id is not a document of this request`,
        {
          fields: [{ field: `${field}.${index}.document_id`, message: 'Unknown document' }],
        },
      );
    }
    const positions = placement.visual_signature?.positions ?? [];
    for (const [p, position] of positions.entries()) {
      const name = `${field}.${index}.visual_signature.positions.${p}`;
      const page = (document.pages as unknown as StoredPageSize[])[Number(position.page)];
      if (!page) {
        throw new AppError(
          'VALIDATION_FAILED',
          `${name}.page is not a page of the document (0-based)`,
          {
            fields: [
              { field: `${name}.page`, message: `Pages are 0 to ${document.page_count - 1}` },
            ],
          },
        );
      }
      if (
        position.x + position.width > page.width + 0.5 ||
        position.y + position.height > page.height + 0.5
      ) {
        throw new AppError(
          'VALIDATION_FAILED',
          `${name} lies outside the page (${page.width}×${page.height} pt)`,
          {
            fields: [{ field: name, message: 'Outside the page' }],
          },
        );
      }
    }
    return {
      document_id: placement.document_id,
      visual_signature: placement.visual_signature ?? null,
    };
  });
}

/** The language a signer without an account asked for (signer_identity_data.language). */
export function identityLanguage(signature: { signer_identity_data: unknown }): string | undefined {
  const data = signature.signer_identity_data as { language?: string } | null;
  return data?.language;
}
