import type { ApiDocument, ApiDocumentListQuery, ApiUploadDocumentBody } from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { StoredPageSize } from '../../db/tables/signature-requests.tables.ts';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type { DocumentsService } from '../documents/index.ts';
import { accessByRequest, type SignatureRequestsService } from '../signature-requests/index.ts';
import type { ApiCaller } from './api-caller.ts';
import type { FileUrlFetcher } from './file-url.ts';
import { findHolderOf, insertHolder, pageOfOwnDocuments } from './public-documents.repository.ts';

export interface PublicDocumentsDeps {
  db: Database;
  requests: SignatureRequestsService;
  documents: DocumentsService;
  fileUrls: FileUrlFetcher;
}

interface DocumentFacts {
  id: string;
  title: string;
  size: number;
  page_count: number;
  pages: readonly StoredPageSize[];
  created_at: Date | string;
  updated_at: Date | string;
}

/** Skribble's DocumentResponse; the page size is the first page's, in points, as Skribble's. */
function toApiDocument(
  document: DocumentFacts,
  owner: string | null,
  access: { read_access: string[]; write_access: string[] },
): ApiDocument {
  const first = document.pages[0];
  return {
    id: document.id,
    title: document.title,
    content_type: 'application/pdf',
    size: document.size,
    page_count: document.page_count,
    ...(first
      ? { page_width: Math.round(first.width), page_height: Math.round(first.height) }
      : {}),
    owner: owner ?? '',
    read_access: access.read_access,
    write_access: access.write_access,
    created_at: new Date(document.created_at).toISOString(),
    updated_at: new Date(document.updated_at).toISOString(),
  };
}

/**
 * Skribble's documents (ADR 0900, 0911). A document uploaded on its own is kept in a draft
 * request of the API account's user, its holder: every call on documents then works on it as on
 * any other, and `document_id` on a new request copies it as the web copies a document.
 */
export class PublicDocuments {
  constructor(private readonly deps: PublicDocumentsDeps) {}

  async upload(caller: ApiCaller, body: ApiUploadDocumentBody): Promise<ApiDocument> {
    const fetched = body.file_url
      ? await this.deps.fileUrls.fetch(body.file_url, 'body.file_url')
      : undefined;
    const holder = await this.deps.requests.create(
      caller.actor,
      {
        title: body.title,
        documents: [
          {
            kind: 'upload',
            bytes: fetched ?? decodeBase64(body.content ?? ''),
            title: body.title,
            field: fetched ? 'body.file_url' : 'body.content',
          },
        ],
      },
      'API',
      // A holder is no signature request: it is not counted for the business.
      { businessId: caller.account.businessId, counted: false },
      insertHolder,
    );
    const document = holder.documents[0];
    if (!document) throw new Error('the holder of an upload has no document');
    return this.get(caller, document.id);
  }

  async get(caller: ApiCaller, id: string): Promise<ApiDocument> {
    const document = await this.deps.documents.metadata(caller.actor, id);
    const request = await this.deps.requests.get(caller.actor, document.signature_request_id);
    return toApiDocument(document, document.owner, request);
  }

  /** The documents of the account's requests and uploads, a page at a time (ADR 0911). */
  async list(caller: ApiCaller, query: ApiDocumentListQuery): Promise<ApiDocument[]> {
    const { db } = this.deps;
    const documents = await pageOfOwnDocuments(db, caller.actor.userId, query);
    const owner = caller.actor.email;
    const access = await accessByRequest(
      db,
      [...new Set(documents.map((d) => d.request_id))],
      owner,
    );
    return documents.map((document) => {
      const ofRequest = access.get(document.request_id);
      if (!ofRequest) throw new Error(`the request of document ${document.id} is gone`);
      const pages = document.pages as unknown as StoredPageSize[];
      return toApiDocument({ ...document, pages }, owner, ofRequest);
    });
  }

  async content(caller: ApiCaller, id: string) {
    const { bytes } = await this.deps.documents.download(caller.actor, id, true);
    return {
      content_type: 'application/pdf',
      content_size: bytes.length,
      content: Buffer.from(bytes).toString('base64'),
    };
  }

  /**
   * Deletes a document no open request uses; an upload goes with its holder draft, so nothing of
   * it stays behind (its bytes then go with the blob sweep, as a deleted draft's).
   */
  async remove(caller: ApiCaller, id: string): Promise<void> {
    const holder = await findHolderOf(this.deps.db, id);
    if (!holder) return this.deps.documents.delete(caller.actor, id);
    // Seen by this caller (404 for anyone else, as for any document); only its owner sees a
    // draft, and the owner's delete of a draft deletes it.
    await this.deps.documents.metadata(caller.actor, id);
    await this.deps.requests.remove(caller.actor, holder);
  }
}
