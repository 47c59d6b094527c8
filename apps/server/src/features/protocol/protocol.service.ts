import { protocolCatalog } from '@signet/i18n';
import { renderReportPdf, sign } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { AccountThrottle } from '../../http/account-throttle.ts';
import type { Actor } from '../../http/actor.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { PlatformSeal } from '../../providers/trust/platform-seal.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { loadAggregate, loadVisible, type RequestAggregate } from '../request-core/index.ts';
import {
  findOwnerAccount,
  findProtocolForState,
  recordSignatureProtocol,
} from './protocol.repository.ts';
import { gatherProtocolData } from './protocol-data.ts';
import { protocolReport } from './protocol-layout.ts';
import { protocolStateKey } from './protocol-state.ts';

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
  /** Builds in progress in this process, by state key: concurrent downloads share one build. */
  private readonly building = new Map<string, Promise<Uint8Array>>();
  /** How many protocols this process built and sealed (a metric; a stored one is not counted). */
  builds = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly trust: TrustPort,
    private readonly seal: PlatformSeal,
    /** Per-account budget of protocol downloads (ADR 0139); none for the platform's own use. */
    private readonly throttle?: AccountThrottle,
  ) {}

  /** For the owner, the signers and the observers of the request; anyone else gets 404. */
  async forActor(actor: Actor, requestId: string) {
    await this.throttle?.admit('protocol', actor.userId);
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

  /**
   * The protocol of the request in its current state: the stored one when this state was built
   * before, else built, sealed and stored once (ADR 0136).
   */
  private async build(aggregate: RequestAggregate): Promise<SealedProtocol> {
    const { request } = aggregate;
    const owner = request.owner_id ? await findOwnerAccount(this.db, request.owner_id) : undefined;
    const language = (owner?.attributes as UserAttributes | undefined)?.lang?.[0];
    const title = request.title.replace(/[\p{Cc}/\\]/gu, '_');
    const filename = `${protocolCatalog(language).documentTitle} - ${title}.pdf`;

    const stateKey = await protocolStateKey(this.db, aggregate);
    const stored = await findProtocolForState(this.db, request.id, stateKey);
    if (stored && (await this.blobs.has(stored))) {
      return { bytes: await this.blobs.get(stored), filename };
    }
    let pending = this.building.get(stateKey);
    if (!pending) {
      pending = this.buildAndStore(aggregate, stateKey).finally(() =>
        this.building.delete(stateKey),
      );
      this.building.set(stateKey, pending);
    }
    return { bytes: await pending, filename };
  }

  private async buildAndStore(aggregate: RequestAggregate, stateKey: string): Promise<Uint8Array> {
    const bytes = await this.buildAndSeal(aggregate);
    const hash = await this.blobs.put(bytes);
    await recordSignatureProtocol(this.db, {
      request_id: aggregate.request.id,
      blob_hash: hash,
      created_at: this.clock(),
      state_key: stateKey,
    });
    return bytes;
  }

  private async buildAndSeal(aggregate: RequestAggregate): Promise<Uint8Array> {
    this.builds++;
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
    return sign(unsigned, {
      signer: await this.seal.signerNow(),
      level: 'B-LT',
      tsa: trust,
      revocation: trust,
      reason: t.seal.reason,
      location: t.seal.location,
      signingTime: now,
      fieldName: 'PlatformSeal',
    });
  }
}
