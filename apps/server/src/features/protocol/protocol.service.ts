import { protocolCatalog } from '@signet/i18n';
import { renderReportPdf, sign } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { PlatformSeal } from '../../providers/trust/platform-seal.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { loadAggregate, loadVisible, type RequestAggregate } from '../request-core/index.ts';
import { gatherProtocolData } from './protocol-data.ts';
import { protocolReport } from './protocol-layout.ts';

export interface SealedProtocol {
  bytes: Uint8Array;
  /** File name for downloads and mail attachments, in the protocol's language. */
  filename: string;
}

/**
 * The signature protocol (issue "Signing", §7 GET …/report?type=PDF): who signed what, when, at
 * which level and with which certificate, the event log and its hash chain, as an A4 PDF in the
 * requester's language, sealed by the platform (PAdES B-LT with the platform seal certificate).
 */
export class ProtocolService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly trust: TrustPort,
    private readonly seal: PlatformSeal,
  ) {}

  /** For the owner, the signers and the observers of the request; anyone else gets 404. */
  async forActor(actor: Actor, requestId: string) {
    const { aggregate } = await loadVisible(this.db, actor, requestId);
    const protocol = await this.build(aggregate);
    return {
      bytes: protocol.bytes,
      disposition: contentDisposition('attachment', protocol.filename, 'pdf'),
    };
  }

  /** For the platform's own use (completion e-mails); the caller has decided who receives it. */
  async forRequest(requestId: string): Promise<SealedProtocol> {
    const aggregate = await loadAggregate(this.db, requestId);
    if (!aggregate) throw new Error(`No signature request ${requestId}`);
    return this.build(aggregate);
  }

  private async build(aggregate: RequestAggregate): Promise<SealedProtocol> {
    const now = this.clock();
    const { trust } = this;
    const data = await gatherProtocolData(
      this.db,
      this.blobs,
      aggregate,
      trust.trustAnchors(),
      now,
    );
    // The requester's language: the owner's account language (§9), en-gb without one.
    const language = data.ownerLanguage;
    const t = protocolCatalog(language);
    const unsigned = await renderReportPdf(protocolReport(data, language, now));
    const bytes = await sign(unsigned, {
      signer: await this.seal.signerNow(),
      level: 'B-LT',
      tsa: trust,
      revocation: trust,
      reason: t.seal.reason,
      location: t.seal.location,
      signingTime: now,
      fieldName: 'PlatformSeal',
    });
    const title = aggregate.request.title.replace(/[\p{Cc}/\\]/gu, '_');
    return { bytes, filename: `${t.documentTitle} - ${title}.pdf` };
  }
}
