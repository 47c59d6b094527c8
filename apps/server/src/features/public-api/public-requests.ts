import type {
  ApiCreateSignatureRequestBody,
  ApiSignatureRequest,
  SignatureRecipient,
  SignatureRequest,
} from '@signet/contract';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type { ApiCredential } from '../api-accounts/index.ts';

// Skribble v2's request shapes mapped onto Signet's requests (the v3 shape the web uses), and back.

/**
 * A v2 request's one document: the base64 bytes, the bytes fetched from its `file_url`, or a copy
 * of a document the account has.
 */
export function documentOf(body: ApiCreateSignatureRequestBody, fetched?: Buffer) {
  if (fetched) {
    return [
      {
        kind: 'upload' as const,
        bytes: fetched,
        title: `${body.title}.pdf`,
        field: 'body.file_url',
      },
    ];
  }
  if (body.document_id) {
    return [
      {
        kind: 'copy' as const,
        documentId: body.document_id,
        title: undefined,
        field: 'body.document_id',
      },
    ];
  }
  return [
    {
      kind: 'upload' as const,
      bytes: decodeBase64(body.content ?? ''),
      title: `${body.title}.pdf`,
      field: 'body.content',
    },
  ];
}

/** Demo keys sign at DEMO whatever the body asks (ADR 0900); production keys as asked. */
export function qualityFor(account: ApiCredential, body: ApiCreateSignatureRequestBody) {
  return account.kind === 'demo' ? ('DEMO' as const) : body.quality;
}

/** The v2 signers as Signet's; visual signatures go on the request's one document. */
export function signersOf(
  body: Pick<ApiCreateSignatureRequestBody, 'signatures'>,
  documentId: string | undefined,
): SignatureRecipient[] {
  return (body.signatures ?? []).map((signer) => {
    const positions = signer.visual_signature
      ? (signer.visual_signature.positions ?? [signer.visual_signature.position!])
      : undefined;
    return {
      ...(signer.account_email ? { account_email: signer.account_email } : {}),
      ...(signer.signer_identity_data ? { signer_identity_data: signer.signer_identity_data } : {}),
      ...(signer.sequence !== undefined ? { sequence: signer.sequence } : {}),
      ...(signer.notify !== undefined ? { notify: signer.notify } : {}),
      ...(positions && documentId
        ? { document_signatures: [{ document_id: documentId, visual_signature: { positions } }] }
        : {}),
    };
  });
}

export const hasVisualSignatures = (body: ApiCreateSignatureRequestBody) =>
  (body.signatures ?? []).some((signer) => signer.visual_signature);

const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Signet's request in Skribble v2's SignatureResponse shape. */
export function toApiRequest(request: SignatureRequest): ApiSignatureRequest {
  const first = request.documents[0];
  return {
    id: request.id,
    title: request.title,
    ...(request.message ? { message: request.message } : {}),
    document_id: first?.id ?? '',
    ...(request.legislation ? { legislation: request.legislation } : {}),
    ...(request.quality ? { quality: request.quality } : {}),
    signing_url: request.signing_url,
    status_overall: request.status_overall,
    ...(request.business_id ? { business: request.business_id } : {}),
    signatures: request.signatures.map((signature) => {
      const placed = signature.document_signatures.find((d) => d.document_id === first?.id);
      const positions = placed?.visual_signature?.positions;
      const identity = defined(signature.signer_identity_data);
      return {
        sid: signature.sid,
        status_code: signature.status_code,
        ...(signature.account_email ? { account_email: signature.account_email } : {}),
        ...(identity ? { signer_identity_data: identity } : {}),
        sequence: signature.sequence,
        notify: signature.notify,
        ...(positions?.length ? { visual_signature: { positions } } : {}),
      };
    }),
    // v2 names observers by address: a group observer (v3, ADR 0915) has none to give.
    cc_email_addresses: request.observers.flatMap((observer) =>
      observer.type === 'USER' ? [observer.user_info.email] : [],
    ),
    attachments: request.attachments.map(({ attachment_id, filename }) => ({
      attachment_id,
      filename,
    })),
    owner: request.owner ?? '',
    read_access: request.read_access,
    write_access: request.write_access,
    created_at: request.created_at,
    updated_at: request.updated_at,
  };
}
