import {
  AppError,
  type DirectDeclineResponse,
  type DirectSignatureRequest,
  type QueryInput,
  type StatusOverall,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { StoredPageSize } from '../../db/tables/signature-requests.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { DocumentsService } from '../documents/index.ts';
import { loadVisible, type VisibleRequest } from '../request-core/index.ts';
import type { RequestLifecycleService } from '../signature-requests/index.ts';
import { toSignatureView } from '../signature-requests/index.ts';
import type { DirectSession } from './direct-session.ts';
import { exitSettingsOf, hidesDownload } from './exit-settings.ts';

/**
 * The link's request as its guest sees it (§2 /{id}/{userid}, /view/{id}/{userid}): only that
 * request, only through that signer; every other id answers 404 as an unknown one would.
 */
export class DirectRequestsService {
  constructor(
    private readonly db: Database,
    private readonly documents: DocumentsService,
    private readonly lifecycle: RequestLifecycleService,
  ) {}

  /** The link's request, or 404 for any other id (never told apart from a missing one). */
  async visible(session: DirectSession, actor: Actor, id: string): Promise<VisibleRequest> {
    if (id !== session.requestId) throw notFound();
    const visible = await loadVisible(this.db, actor, id);
    if (!visible.roles.includes('signer')) throw notFound();
    return visible;
  }

  async view(
    session: DirectSession,
    actor: Actor,
    id: string,
    query: QueryInput,
  ): Promise<DirectSignatureRequest> {
    const { aggregate } = await this.visible(session, actor, id);
    const { request, signatures } = aggregate;
    const own = signatures.find((s) => s.sid === session.sid);
    if (!own) throw notFound();
    const owner = request.owner_id
      ? await this.db
          .selectFrom('users')
          .select(['email', 'first_name', 'last_name'])
          .where('id', '=', request.owner_id)
          .executeTakeFirst()
      : undefined;
    const hidden = hidesDownload(query);
    return {
      id: request.id,
      title: request.title,
      message: request.message,
      status_overall: request.status_overall as StatusOverall,
      legislation: request.legislation as DirectSignatureRequest['legislation'],
      quality: request.quality as DirectSignatureRequest['quality'],
      part11: request.part11,
      documents: [...aggregate.documents]
        .sort((a, b) => a.position - b.position)
        .map((document) => ({
          id: document.id,
          name: document.title,
          version_id: document.current_hash,
          page_count: document.page_count,
          size: document.size,
          pages: (document.pages as unknown as StoredPageSize[]).map((page) => ({
            width: page.width,
            height: page.height,
            rotation: page.rotation,
          })),
        })),
      signature: toSignatureView(own),
      signers: {
        total: signatures.length,
        signed: signatures.filter((s) => s.status_code === 'SIGNED').length,
      },
      sender: {
        name: owner ? `${owner.first_name} ${owner.last_name}`.trim() || owner.email : '',
        email: owner?.email ?? '',
      },
      business_id: request.business_id,
      exit: exitSettingsOf(query),
      hidedownload: hidden,
      canDownload: !hidden && own.status_code === 'SIGNED' && request.documents_deleted_at === null,
      created_at: new Date(request.created_at).toISOString(),
    };
  }

  /** §4: a guest declines as a user does; the decline URL comes back when the link asks for it. */
  async decline(
    session: DirectSession,
    actor: Actor,
    id: string,
    message: string | null,
    query: QueryInput,
  ): Promise<DirectDeclineResponse> {
    await this.visible(session, actor, id);
    const declined = await this.lifecycle.decline(actor, id, message);
    const exit = exitSettingsOf(query);
    return {
      id: declined.id,
      status_overall: declined.status_overall,
      redirectUrl: exit.shouldDeclineRedirect ? exit.declineUrl : null,
    };
  }

  async page(session: DirectSession, actor: Actor, documentId: string, n: number, scale: number) {
    await this.documentOf(session, actor, documentId);
    return this.documents.page(actor, documentId, n, scale);
  }

  /** The signed file, once the guest signed, unless the link hides the download. */
  async download(session: DirectSession, actor: Actor, documentId: string, query: QueryInput) {
    const { own } = await this.documentOf(session, actor, documentId);
    if (hidesDownload(query)) {
      throw new AppError('DOWNLOAD_NOT_AVAILABLE', 'This link does not offer the download');
    }
    if (own.status_code !== 'SIGNED') {
      throw new AppError('DOWNLOAD_NOT_AVAILABLE', 'The file can be downloaded once you signed');
    }
    return this.documents.download(actor, documentId, true);
  }

  private async documentOf(session: DirectSession, actor: Actor, documentId: string) {
    const visible = await this.visible(session, actor, session.requestId);
    const own = visible.aggregate.signatures.find((s) => s.sid === session.sid);
    if (!own || !visible.aggregate.documents.some((d) => d.id === documentId)) throw notFound();
    return { own };
  }
}
