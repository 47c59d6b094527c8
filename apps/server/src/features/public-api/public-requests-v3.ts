import type {
  ApiCreateSignatureRequestBodyV3,
  ApiSignatureRequestV3,
  SignatureRequest,
  SignatureRequestListQuery,
} from '@signet/contract';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type {
  RequestLifecycleService,
  SignatureRequestsService,
} from '../signature-requests/index.ts';
import type { ApiCaller } from './api-caller.ts';
import type { CallbacksService } from './callbacks/callbacks.service.ts';
import type { FileUrlFetcher } from './file-url.ts';

/**
 * SignatureResponse_v3: the web's request without the caller's roles (only the web reads them),
 * with absent values left out instead of null, as Skribble sends them.
 */
export function toApiRequestV3(request: SignatureRequest): ApiSignatureRequestV3 {
  const {
    roles: _roles,
    message,
    legislation,
    quality,
    expiration_date,
    signatures,
    ...rest
  } = request;
  return {
    ...rest,
    ...(message !== null ? { message } : {}),
    ...(expiration_date ? { expiration_date } : {}),
    ...(legislation ? { legislation } : {}),
    ...(quality ? { quality } : {}),
    signatures: signatures.map(({ account_email, signer_identity_data, ...signature }) => ({
      ...signature,
      ...(account_email !== null ? { account_email } : {}),
      ...(signer_identity_data ? { signer_identity_data } : {}),
    })),
  };
}

/**
 * Skribble v3's requests are the web's own shapes (drafts, several documents, `/initiate`): the
 * calls go to the same services by the API account's user, origin API (ADR 0900).
 */
export class PublicRequestsV3 {
  constructor(
    private readonly requests: SignatureRequestsService,
    private readonly lifecycle: RequestLifecycleService,
    private readonly callbacks: CallbacksService,
    private readonly fileUrls: FileUrlFetcher,
  ) {}

  async create(caller: ApiCaller, body: ApiCreateSignatureRequestBodyV3) {
    const {
      documents,
      callback_success_url: _success,
      callback_update_url: _update,
      callback_error_url: _error,
      callbacks: _callbacks,
      custom: _custom,
      attach_on_success: _attach,
      ...rest
    } = body;
    this.callbacks.check(body);
    // file_url documents are fetched first: a refusal leaves nothing behind.
    const fetched: (Buffer | undefined)[] = [];
    for (const [index, document] of documents.entries()) {
      fetched.push(
        document.file_url
          ? await this.fileUrls.fetch(document.file_url, `body.documents.${index}.file_url`)
          : undefined,
      );
    }
    const created = await this.requests.create(
      caller.actor,
      {
        ...rest,
        // Demo keys sign at DEMO whatever the body asks.
        ...(caller.account.kind === 'demo' ? { quality: 'DEMO' as const } : {}),
        documents: documents.map((document, index) => {
          const field = `body.documents.${index}`;
          const documentId = document.document_id ?? document.id;
          if (documentId) {
            return {
              kind: 'copy',
              documentId,
              title: document.title,
              field: `${field}.document_id`,
            };
          }
          const bytes = fetched[index];
          return {
            kind: 'upload',
            bytes: bytes ?? decodeBase64(document.content ?? ''),
            title: document.title ?? `${body.title}.pdf`,
            field: bytes ? `${field}.file_url` : `${field}.content`,
          };
        }),
      },
      'API',
      { businessId: caller.account.businessId, counted: caller.account.kind === 'production' },
    );
    try {
      await this.callbacks.keep(caller, created.id, body);
    } catch (error) {
      await this.requests.remove(caller.actor, created.id).catch(() => undefined);
      throw error;
    }
    return this.callbacks.decorateOne(caller, toApiRequestV3(created));
  }

  async get(caller: ApiCaller, id: string) {
    const request = await this.requests.get(caller.actor, id);
    return this.callbacks.decorateOne(caller, toApiRequestV3(request));
  }

  async list(caller: ApiCaller, query: SignatureRequestListQuery) {
    // The holders of documents uploaded on their own are no signature requests (ADR 0911).
    const { items } = await this.requests.list(caller.actor, query, {
      withoutDocumentHolders: true,
    });
    const listed = JSON.parse(items.text) as SignatureRequest[];
    return this.callbacks.decorate(caller, listed.map(toApiRequestV3));
  }

  async initiate(caller: ApiCaller, id: string) {
    const request = await this.lifecycle.initiate(caller.actor, id);
    return this.callbacks.decorateOne(caller, toApiRequestV3(request));
  }

  async remove(caller: ApiCaller, id: string): Promise<void> {
    await this.requests.remove(caller.actor, id);
  }
}
