import type { SignatureRecipientResponse, SignatureRequest } from '@signet/contract';

export function signerEmail(signer: SignatureRecipientResponse): string {
  return (signer.account_email ?? signer.signer_identity_data?.email_address ?? '').toLowerCase();
}

/** What the signed-in account may do in the viewer; the server checks each of these again. */
export interface ViewerAbilities {
  isOwner: boolean;
  /** The account's own signatures that still wait for it. */
  ownOpen: SignatureRecipientResponse[];
  /** Move and resize signature fields: the owner, while signers may still change. */
  canPlace: boolean;
  /** DRAFT → OPEN: needs a document and a signer. */
  canSend: boolean;
  canWithdraw: boolean;
  canRemind: boolean;
  canDecline: boolean;
  /** The account has an open signature on an OPEN request (the signing flow starts here). */
  canSign: boolean;
  /** Owner, signers and observers download the documents while they exist. */
  canDownload: boolean;
  /** Once anyone signed, downloads are of the signed version (signed=true), else the original. */
  downloadSigned: boolean;
  /** Several documents also come as one zip. */
  canDownloadZip: boolean;
  /** The signature protocol (GET …/report?type=PDF) exists once the request is SIGNED. */
  canDownloadProtocol: boolean;
}

export function viewerAbilities(request: SignatureRequest, accountEmail: string): ViewerAbilities {
  const me = accountEmail.toLowerCase();
  const isOwner = request.roles.includes('owner');
  const status = request.status_overall;
  const ownOpen = request.signatures.filter(
    (s) => s.status_code === 'OPEN' && signerEmail(s) === me,
  );
  const someoneSigned = request.signatures.some((s) => s.status_code === 'SIGNED');
  const hasSigners = request.signatures.length > 0;
  const canDownload =
    request.roles.some((role) => role === 'owner' || role === 'signer' || role === 'observer') &&
    !request.documents_deleted &&
    request.documents.length > 0;
  return {
    isOwner,
    ownOpen,
    // The server moves fields of open signatures only, and never once the request ended.
    canPlace:
      isOwner &&
      hasSigners &&
      !request.documents_deleted &&
      (status === 'DRAFT' || (status === 'OPEN' && !someoneSigned)),
    canSend: isOwner && status === 'DRAFT' && hasSigners && request.documents.length > 0,
    canWithdraw: isOwner && status === 'OPEN',
    canRemind:
      isOwner && status === 'OPEN' && request.signatures.some((s) => s.status_code === 'OPEN'),
    canDecline: status === 'OPEN' && ownOpen.length > 0,
    canSign: status === 'OPEN' && ownOpen.length > 0,
    canDownload,
    downloadSigned: someoneSigned,
    canDownloadZip: canDownload && request.documents.length > 1,
    canDownloadProtocol: canDownload && status === 'SIGNED',
  };
}
