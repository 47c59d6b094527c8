import { type ApiSealBody, AppError } from '@signet/contract';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type {
  RequestLifecycleService,
  SignatureRequestsService,
} from '../signature-requests/index.ts';
import type { SigningService } from '../signing/index.ts';
import type { ApiCaller } from './api-caller.ts';
import { signersOf } from './public-requests.ts';

const forbidden = () =>
  new AppError('FORBIDDEN', 'This API account has no right to seal with that seal', {
    fields: [{ field: 'body.account_name', message: 'Not a seal this API account may use' }],
  });

/**
 * Skribble's POST /seal (ADR 0910): a request of the API account's user with the document and
 * the account itself as its one signer, sent without mail and signed at once with the seal, by
 * the web's own signing. The right is the API account's seal, read again when the signature is
 * written, as a member's is.
 */
export class PublicSeal {
  constructor(
    private readonly requests: SignatureRequestsService,
    private readonly lifecycle: RequestLifecycleService,
    private readonly signing: SigningService,
  ) {}

  async seal(caller: ApiCaller, body: ApiSealBody): Promise<{ document_id: string }> {
    const seal = caller.account.sealAccountName;
    if (!seal || (body.account_name && body.account_name !== seal)) throw forbidden();
    const { actor } = caller;
    const title = body.title ?? 'Sealed document';
    const created = await this.requests.create(
      actor,
      {
        title,
        documents: [
          {
            kind: 'upload',
            bytes: decodeBase64(body.content),
            title: `${title}.pdf`,
            field: 'body.content',
          },
        ],
        signatures: [],
      },
      'API',
      { businessId: caller.account.businessId, counted: caller.account.kind === 'production' },
    );
    try {
      const documentId = created.documents[0]!.id;
      const [signer] = signersOf(
        {
          signatures: [
            {
              account_email: caller.account.username,
              notify: false,
              ...(body.visual_signature ? { visual_signature: body.visual_signature } : {}),
            },
          ],
        },
        documentId,
      );
      await this.requests.update(actor, created.id, { signatures: [signer!] });
      await this.lifecycle.initiate(actor, created.id);
      await this.signing.sign(actor, {
        signatureRequests: [{ signatureRequestId: created.id }],
        sealAccountName: seal,
      });
      return { document_id: documentId };
    } catch (error) {
      await this.requests.remove(actor, created.id).catch(() => undefined);
      throw error;
    }
  }
}
