import type { SignatureStatusCode, StatusOverall } from './signature-status.ts';

/**
 * Who may do what with a signature request. The web shows a control only where its rule holds;
 * the server refuses the call where it does not (its codes: SIGNERS_LOCKED, REQUEST_ENDED,
 * REQUEST_NOT_DRAFT, FORBIDDEN). Each rule reads the fields of the API's SignatureRequest it
 * needs, so a caller holding less (a row and the caller's roles) can ask it too.
 */

/** What the caller is on a request (SignatureRequest.roles). */
export type RequestRole = 'owner' | 'signer' | 'observer';

/** What the rules read of one signature: its status, and whose it is. */
export interface SignatureFacts {
  status_code: SignatureStatusCode;
  account_email: string | null;
  signer_identity_data: { email_address?: string | null | undefined } | null;
}

interface Roles {
  roles: readonly RequestRole[];
}
interface Status {
  status_overall: StatusOverall;
}
interface SignatureStatuses {
  signatures: readonly Pick<SignatureFacts, 'status_code'>[];
}
interface Documents {
  documents: readonly object[];
  documents_deleted: boolean;
}

const isOwner = (request: Roles) => request.roles.includes('owner');
const isDraftOrOpen = (request: Status) =>
  request.status_overall === 'DRAFT' || request.status_overall === 'OPEN';
const someoneSigned = (request: SignatureStatuses) =>
  request.signatures.some((signature) => signature.status_code === 'SIGNED');

/** A signer's address: the account's, else the one given for a signer without an account. */
export function signerEmail(
  signature: Pick<SignatureFacts, 'account_email' | 'signer_identity_data'>,
): string {
  return (
    signature.account_email ??
    signature.signer_identity_data?.email_address ??
    ''
  ).toLowerCase();
}

/**
 * The request as a member of its signer groups acts on it (ADR 0720): an OPEN signature of a
 * group in `groups` (User.groupInfo.groups) reads as the account's own, so the rules above let
 * them sign or decline for the group. The server reads group membership the same way.
 */
export function asGroupMember<
  S extends SignatureFacts & { signer_group: { id: string } | null },
  R extends { signatures: readonly S[] },
>(request: R, accountEmail: string, groups: readonly string[]): R {
  if (groups.length === 0) return request;
  let changed = false;
  const signatures = request.signatures.map((signature) => {
    if (
      signature.status_code !== 'OPEN' ||
      !signature.signer_group ||
      !groups.includes(signature.signer_group.id)
    )
      return signature;
    changed = true;
    return { ...signature, account_email: accountEmail.toLowerCase() };
  });
  return changed ? { ...request, signatures } : request;
}

/** Signers change while the request is a DRAFT or OPEN and nobody has signed; by the owner. */
export function canEditParticipants(request: Roles & Status & SignatureStatuses): boolean {
  return isOwner(request) && isDraftOrOpen(request) && !someoneSigned(request);
}

/** Title, message, level and legislation are the owner's to change while the request is a DRAFT. */
export function canEditDetails(request: Roles & Status): boolean {
  return isOwner(request) && request.status_overall === 'DRAFT';
}

/** Observers are added and removed by the owner until the request ends. */
export function canEditObservers(request: Roles & Status): boolean {
  return isOwner(request) && isDraftOrOpen(request);
}

/** The owner of an OPEN request reminds the signers who have not signed yet. */
export function canRemind(request: Roles & Status & SignatureStatuses): boolean {
  return (
    isOwner(request) &&
    request.status_overall === 'OPEN' &&
    request.signatures.some((signature) => signature.status_code === 'OPEN')
  );
}

/** The owner places and moves signature fields while signers may still change. */
export function canPlaceFields(
  request: Roles & Status & SignatureStatuses & Pick<Documents, 'documents_deleted'>,
): boolean {
  return (
    isOwner(request) &&
    request.signatures.length > 0 &&
    !request.documents_deleted &&
    (request.status_overall === 'DRAFT' ||
      (request.status_overall === 'OPEN' && !someoneSigned(request)))
  );
}

/** DRAFT → OPEN, by the owner: it needs a document and a signer. */
export function canSend(
  request: Roles & Status & SignatureStatuses & Pick<Documents, 'documents'>,
): boolean {
  return (
    isOwner(request) &&
    request.status_overall === 'DRAFT' &&
    request.signatures.length > 0 &&
    request.documents.length > 0
  );
}

/** OPEN → WITHDRAWN, by the owner. */
export function canWithdraw(request: Roles & Status): boolean {
  return isOwner(request) && request.status_overall === 'OPEN';
}

/** The account's own signatures that still wait for it. */
export function ownOpenSignatures<S extends SignatureFacts>(
  request: { signatures: readonly S[] },
  accountEmail: string,
): S[] {
  const me = accountEmail.toLowerCase();
  return request.signatures.filter(
    (signature) => signature.status_code === 'OPEN' && signerEmail(signature) === me,
  );
}

/** The account signs (or declines) an OPEN request that waits for its signature. */
export function canSign(
  request: Status & { signatures: readonly SignatureFacts[] },
  accountEmail: string,
): boolean {
  return request.status_overall === 'OPEN' && ownOpenSignatures(request, accountEmail).length > 0;
}

/** Declining is open to whoever may sign. */
export const canDecline = canSign;

/** The account's own open signature on an OPEN request, which it may hand to someone else. */
export function delegableSignature<S extends SignatureFacts>(
  request: Status & { signatures: readonly S[] },
  accountEmail: string,
): S | undefined {
  if (request.status_overall !== 'OPEN') return undefined;
  return ownOpenSignatures(request, accountEmail)[0];
}

/** Owner, signers and observers download the documents while they exist. */
export function canDownload(request: Roles & Documents): boolean {
  return (
    request.roles.some((role) => role === 'owner' || role === 'signer' || role === 'observer') &&
    !request.documents_deleted &&
    request.documents.length > 0
  );
}

/** Several documents also come as one zip. */
export function canDownloadZip(request: Roles & Documents): boolean {
  return canDownload(request) && request.documents.length > 1;
}

/** The signature protocol exists once the request is SIGNED. */
export function canDownloadProtocol(request: Roles & Documents & Status): boolean {
  return canDownload(request) && request.status_overall === 'SIGNED';
}

/** Once anyone signed, downloads are of the signed version (signed=true), else the original. */
export function downloadsSigned(request: SignatureStatuses): boolean {
  return someoneSigned(request);
}
