import type { SignatureStatusCode, StatusOverall } from '@signet/contract';
import { forbidden } from '../../http/access-errors.ts';
import { isCallersSignature } from './access.ts';
import type { VisibleRequest } from './request-access.ts';

/**
 * The request as the contract's permission rules read it (packages/contract
 * `rules/request-permissions.ts`, which the web's controls use too): the caller's roles, the
 * status, each signature's status and address, the documents.
 */
export function requestFacts(visible: VisibleRequest) {
  const { request, signatures, documents } = visible.aggregate;
  return {
    roles: visible.roles,
    status_overall: request.status_overall as StatusOverall,
    signatures: signatures.map((signature) => ({
      status_code: signature.status_code as SignatureStatusCode,
      // The signer's address as the server keeps it (the account's, else the one invited); a
      // group's signature reads as the caller's own while they are in the group (ADR 0720).
      account_email: isCallersSignature(signature, visible.caller)
        ? visible.caller.email
        : signature.email,
      signer_identity_data: null,
    })),
    documents,
    documents_deleted: request.documents_deleted_at !== null,
  };
}

/**
 * The contract's rule decides whether the caller may act; `explain` throws the code that says why
 * not (FORBIDDEN, REQUEST_ENDED, SIGNERS_LOCKED, …) in the order the API documents. A rule that
 * does not hold for a reason `explain` does not know still refuses, so the server never allows
 * more than the rule the web shows.
 */
export function assertAllowed(allowed: boolean, explain: () => void, what: string): void {
  if (allowed) return;
  explain();
  throw forbidden(`${what} is not possible on this request now`);
}
