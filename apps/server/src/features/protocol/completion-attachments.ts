import type { Database } from '../../db/database.ts';
import type { SignatureRequestRow } from '../../db/tables/signature-requests.tables.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { MailAttachmentRef } from '../../providers/mail/mail.service.ts';
import { findBusiness, toBusinessSettings } from '../business/index.ts';
import {
  findRequestOwnerOrThrow,
  listCurrentDocumentVersions,
  recordSignatureProtocol,
} from './protocol.repository.ts';
import type { ProtocolService } from './protocol.service.ts';

export interface CompletionAttachmentSettings {
  signedDocument: boolean;
  signatureProtocol: boolean;
}

/**
 * §3 business settings mailService.attachments.signedDocument and .signatureProtocol decide what
 * the completion e-mails of a business's request carry (as the settings are when it completes);
 * a request without a business gets both. A request's own `attach_on_success` (set through the
 * public API, ADR 0914) decides instead, for each kind the business left `customisable`.
 */
export async function completionAttachmentSettings(
  db: Database,
  request: Pick<SignatureRequestRow, 'id' | 'business_id' | 'attach_on_success'>,
): Promise<CompletionAttachmentSettings> {
  const business = request.business_id ? await findBusiness(db, request.business_id) : undefined;
  // The logo's address is not read here, so no public URL is needed.
  const attachments = business ? toBusinessSettings(business, '').mailService.attachments : null;
  const asked = request.attach_on_success;
  const decide = (
    kind: keyof CompletionAttachmentSettings,
    name: 'SIGNED_DOCUMENT' | 'SIGNATURE_PROTOCOL',
  ) => {
    const setting = attachments?.[kind] ?? { enabled: true, customisable: true };
    return asked && setting.customisable ? asked.includes(name) : setting.enabled;
  };
  return {
    signedDocument: decide('signedDocument', 'SIGNED_DOCUMENT'),
    signatureProtocol: decide('signatureProtocol', 'SIGNATURE_PROTOCOL'),
  };
}

/**
 * What the completion e-mails of a request carry: the signed documents (their current versions)
 * and the signature protocol, sealed once for all recipients and kept as a blob the collector
 * leaves alone while the `signature_protocols` row exists.
 */
export class CompletionAttachments {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly protocol: ProtocolService,
  ) {}

  async forRequest(requestId: string): Promise<MailAttachmentRef[]> {
    const request = await findRequestOwnerOrThrow(this.db, requestId);
    const settings = await completionAttachmentSettings(this.db, request);
    const attachments: MailAttachmentRef[] = [];
    if (settings.signedDocument) {
      const documents = await listCurrentDocumentVersions(this.db, requestId);
      for (const document of documents)
        attachments.push({
          filename: pdfName(document.title),
          contentType: 'application/pdf',
          blob: document.current_hash,
        });
    }
    if (settings.signatureProtocol) {
      const protocol = await this.protocol.forRequest(requestId);
      const blob = await this.blobs.put(protocol.bytes);
      await recordSignatureProtocol(this.db, {
        request_id: requestId,
        blob_hash: blob,
        created_at: this.clock(),
      });
      attachments.push({ filename: protocol.filename, contentType: 'application/pdf', blob });
    }
    return attachments;
  }
}

/** A mail client shows the name as given: control characters and path separators are replaced. */
function pdfName(title: string): string {
  const clean = title.replace(/[\p{Cc}/\\]/gu, '_').trim() || 'document';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
