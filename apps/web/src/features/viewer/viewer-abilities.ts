import {
  awaitedByAccount,
  canDecline,
  canDownload,
  canDownloadProtocol,
  canDownloadZip,
  canPlaceFields,
  canRemind,
  canSend,
  canSign,
  canWithdraw,
  downloadsSigned,
  ownOpenSignatures,
  type SignatureRecipientResponse,
  type SignatureRequest,
  signerEmail,
} from '@signet/contract';

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
  /**
   * The account has an open signature on an OPEN request and its turn has come (ADR 0630): the
   * signing flow starts here.
   */
  canSign: boolean;
  /** The signers the account waits for before it may sign (a request signed in order). */
  waitingFor: SignatureRecipientResponse[];
  /** Owner, signers and observers download the documents while they exist. */
  canDownload: boolean;
  /** Once anyone signed, downloads are of the signed version (signed=true), else the original. */
  downloadSigned: boolean;
  /** Several documents also come as one zip. */
  canDownloadZip: boolean;
  /** The signature protocol (GET …/report?type=PDF) exists once the request is SIGNED. */
  canDownloadProtocol: boolean;
}

/** The contract's rules (the server's too), gathered for the viewer's controls. */
export function viewerAbilities(request: SignatureRequest, accountEmail: string): ViewerAbilities {
  const waitingFor = awaitedByAccount(request, accountEmail);
  return {
    isOwner: request.roles.includes('owner'),
    ownOpen: ownOpenSignatures(request, accountEmail),
    canPlace: canPlaceFields(request),
    canSend: canSend(request),
    canWithdraw: canWithdraw(request),
    // The owner who also signs is never reminded: nothing to send while only they are left.
    canRemind:
      canRemind(request) &&
      request.signatures.some(
        (s) => s.status_code === 'OPEN' && signerEmail(s) !== accountEmail.toLowerCase(),
      ),
    canDecline: canDecline(request, accountEmail),
    canSign: canSign(request, accountEmail) && waitingFor.length === 0,
    waitingFor,
    canDownload: canDownload(request),
    downloadSigned: downloadsSigned(request),
    canDownloadZip: canDownloadZip(request),
    canDownloadProtocol: canDownloadProtocol(request),
  };
}
