import { z } from 'zod/mini';

/**
 * Every error code the API answers with, and its HTTP status: the one table both sides read.
 * The web app shows `t('errors.<CODE>')`; add the code to the catalogs of packages/i18n with it.
 */
export const ERROR_STATUS = {
  /** The request body, query or params failed validation; `fields` names each field. */
  VALIDATION_FAILED: 400,
  /** The body is not valid JSON (or not the declared content type). */
  MALFORMED_BODY: 400,
  /** The body is larger than the server accepts. */
  BODY_TOO_LARGE: 413,
  /** No valid session token was sent, or it expired or was revoked. */
  UNAUTHENTICATED: 401,
  /** E-mail and password do not match an account (never says which is wrong). */
  INVALID_CREDENTIALS: 401,
  /** The caller is signed in but may not do this. Only for actions on objects the caller can see. */
  FORBIDDEN: 403,
  /** No such object, or the caller may not see it (§ object-level authorization: never 403). */
  NOT_FOUND: 404,
  /** Too many requests from this client; `Retry-After` says when to retry. */
  RATE_LIMITED: 429,
  /** Too many failed logins on this account; locked for a while (`Retry-After`). */
  ACCOUNT_LOCKED: 429,
  /** The body is sent with a content type the endpoint does not take (JSON expected). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /**
   * A signed-in user confirmed an action (change password, delete account) with a wrong password.
   * Not 401: §8 treats 401 as "session over" and would log the user out.
   */
  WRONG_PASSWORD: 403,
  /** A link token (confirmation, password reset) is unknown or belongs to another flow. */
  TOKEN_INVALID: 400,
  /** A link token is older than its validity (sign-up links 48 hours, reset links 1 hour). */
  TOKEN_EXPIRED: 410,
  /** A single-use link token was already used. */
  TOKEN_USED: 410,
  /** A new password has fewer than 10 characters. */
  PASSWORD_TOO_SHORT: 400,
  /** A new password is among the 10 000 most common passwords. */
  PASSWORD_TOO_COMMON: 400,
  /** A new password contains the local part of the account's e-mail address. */
  PASSWORD_CONTAINS_EMAIL: 400,
  /** An e-mail change was confirmed for an address that meanwhile has an account of its own. */
  EMAIL_TAKEN: 409,
  /** No single sign-on provider is configured for the e-mail's domain. */
  SSO_NOT_CONFIGURED: 404,
  /** Something failed on the server; the message carries no internals. */
  INTERNAL: 500,
  /** The server is in blocking maintenance. */
  MAINTENANCE: 503,
  /**
   * The database did not answer (restarting, unreachable, a statement past its time limit);
   * nothing was changed by the failed statement and the call may be repeated (`Retry-After`).
   */
  DATABASE_UNAVAILABLE: 503,
  /** The signature request is no longer a DRAFT (documents can only change while it is one). */
  REQUEST_NOT_DRAFT: 409,
  /** The action needs an OPEN signature request (decline, withdraw, remind, delegate). */
  REQUEST_NOT_OPEN: 409,
  /** The signature request has ended (SIGNED, DECLINED or WITHDRAWN) and can no longer change. */
  REQUEST_ENDED: 409,
  /** Initiating needs at least one signer and one document; the message says which is missing. */
  REQUEST_INCOMPLETE: 409,
  /** Signers cannot change once someone has signed. */
  SIGNERS_LOCKED: 409,
  /** Public API PUT …/signature-requests after the first signature (Skribble answers 400). */
  API_REQUEST_SIGNED: 400,
  /** Every open signer was reminded less than 24 hours ago; the message says when to retry. */
  REMIND_TOO_SOON: 429,
  /** The uploaded file is not a PDF (checked by its bytes, not by its name or content type). */
  DOCUMENT_NOT_PDF: 415,
  /** The uploaded file is empty. */
  DOCUMENT_EMPTY: 400,
  /** The file is larger than the configured upload limit (default 50 MB). */
  DOCUMENT_TOO_LARGE: 413,
  /** The PDF has more pages than the configured limit (default 500). */
  DOCUMENT_TOO_MANY_PAGES: 422,
  /** A page is larger than PDF's 14 400-unit limit (ISO 32000-1 Annex C): likely built to exhaust a reader. */
  DOCUMENT_PAGE_TOO_LARGE: 422,
  /** A stream of the PDF inflates past the limits (a decompression bomb: kilobytes that unpack to gigabytes). */
  DOCUMENT_INFLATES_TOO_LARGE: 422,
  /** The PDF is encrypted or password-protected. */
  DOCUMENT_ENCRYPTED: 422,
  /** The PDF is damaged beyond repair (or a repair would break its signatures). */
  DOCUMENT_DAMAGED: 422,
  /** The PDF is certified with DocMDP permission 1: no change, a signature included, is allowed. */
  DOCUMENT_CERTIFIED: 422,
  /** The page image is being rendered; retry after `Retry-After` seconds. */
  PAGE_RENDERING: 503,
  /** The page could not be rendered (the PDF's content is unreadable on that page). */
  PAGE_RENDER_FAILED: 422,
  /** The attachment's content type is not among those accepted. */
  ATTACHMENT_TYPE: 415,
  /** A send-to link was not claimed within its lifetime (one day). */
  SENDTO_EXPIRED: 410,
  /** POST /v3/sendto: this address handed over its day's documents or bytes (`Retry-After`). */
  SENDTO_QUOTA_EXCEEDED: 429,
  /**
   * Too many invitation mails from this request, account or to this address on the request
   * (INVITATIONS_PER_*); nothing was changed; `Retry-After` says when.
   */
  INVITATION_LIMIT: 429,
  /** POST /v3/sendto: unclaimed send-to documents fill the space set aside for them. */
  SENDTO_STORAGE_FULL: 503,
  /** The documents of this request were deleted (auto-deletion or by the owner). */
  DOCUMENTS_DELETED: 410,
  /** POST /v3/sign: the account has no mobile number to send the TAN to (attribute `mobile`). */
  MOBILE_NUMBER_MISSING: 422,
  /**
   * PUT /v1/user: the account has a mobile number for TANs already; another one is set only with
   * the password and a code sent to it (POST /v1/user/mobile, then /v1/user/mobile/confirm).
   */
  MOBILE_CHANGE_NEEDS_CONFIRMATION: 409,
  /** POST /v1/user/mobile/confirm: no change is waiting, or its code expired (ask for a new one). */
  MOBILE_CHANGE_NOT_FOUND: 410,
  /** POST /v1/user/mobile/confirm: the code does not match; the message says how many tries are left. */
  MOBILE_CODE_WRONG: 422,
  /**
   * POST /v3/sign: the account's first and last name together exceed the 64 characters a signing
   * certificate can carry; shorten them in the profile (no TAN was sent or spent).
   */
  CERTIFICATE_NAME_TOO_LONG: 422,
  /** POST .../ask-level-change: the owner was asked moments ago already; `Retry-After` says when. */
  LEVEL_CHANGE_ALREADY_ASKED: 429,
  /**
   * POST /v3/sign: a TAN waiting to be used was sent moments ago, or too many this hour or day
   * (TAN_RESEND_SECONDS, TAN_SENDS_PER_HOUR, TAN_SMS_PER_NUMBER_PER_DAY); `Retry-After` says when.
   */
  TAN_RATE_LIMITED: 429,
  /** POST /v3/sign: the TAN does not match; the message says how many tries are left. */
  TAN_INVALID: 403,
  /** POST /v3/sign: the TAN is older than 5 minutes, already used, or none was sent; ask for a new one. */
  TAN_EXPIRED: 410,
  /** POST /v3/sign: the third wrong TAN in a row; signing is locked for 15 minutes (`Retry-After`). */
  TAN_LOCKED: 423,
  /** POST /v3/sign: signing is locked after wrong TANs; `Retry-After` says when it opens again. */
  SIGNING_LOCKED: 423,
  /**
   * POST /v3/sign: the trust service, time-stamp or storage failed; nothing was changed and the
   * call may be repeated. 503, not 500: the signing overlay shows it instead of the /sorry page.
   */
  SIGNING_FAILED: 503,
  /** POST /v3/sign: a free user has no signing credit left (free_signatures_remaining is 0, §6). */
  SIGNATURES_EXHAUSTED: 402,
  /** POST /v3/sign: the caller lacks the request's level (ses: verified e-mail; aes/qes: identification for its legislation). */
  UPGRADE_STANDARDS_REQUIRED: 403,
  /** POST /v3/sign: a part 11 request needs signingName and signingReason (p11_signing_name, p11_signing_reason). */
  PART11_DATA_MISSING: 422,
  /** POST /v3/sign: the account has not accepted the terms of use (accepted_gtc). */
  TERMS_NOT_ACCEPTED: 403,
  /** POST /v3/sign: the caller's own signature on the request is not OPEN (already signed). */
  SIGNATURE_NOT_OPEN: 409,
  /**
   * POST /v3/sign: the request is signed in order (`sequence`) and a signer with a lower number has
   * not signed yet; the message names who is awaited.
   */
  NOT_YOUR_TURN: 409,
  /** POST /v3/sign: no seal with this account name of which the caller is a member. */
  SEAL_NOT_FOUND: 404,
  /** POST /v3/sign: the seal's quality is below the request's level (a QES request needs a qes seal). */
  SEAL_LEVEL_TOO_LOW: 403,
  /**
   * POST /v3/sign: the certificate the signature would name (its serial number and issuer) is not
   * the one of the credential that made the signature value, or not in the signer's name; nothing
   * was signed or stored. 409: the trust service's answer conflicts with the signer's identity.
   */
  SERIAL_NUMBER_MISMATCH: 409,
  /** A handwritten signature image is sent as something other than PNG or JPEG. */
  SIGNATURE_IMAGE_TYPE: 415,
  /** A handwritten signature image is larger than the configured limit (default 2 MB). */
  SIGNATURE_IMAGE_TOO_LARGE: 413,
  /** A handwritten signature image cannot be decoded, or its dimensions are out of bounds. */
  SIGNATURE_IMAGE_INVALID: 422,
  /** The account already keeps the most visual signatures allowed (20). */
  VISUAL_SIGNATURE_LIMIT: 409,
  /** The caller already belongs to a business (one business per account). */
  ALREADY_IN_BUSINESS: 409,
  /** The action would leave the business without an admin (demote, remove or leave). */
  LAST_ADMIN: 409,
  /** There is no open invitation to accept for this account. */
  INVITATION_NOT_FOUND: 404,
  /** The invitation was accepted already. */
  INVITATION_USED: 410,
  /** The invitation was withdrawn by an admin. */
  INVITATION_WITHDRAWN: 410,
  /** A domain can be claimed only by an admin whose verified address is in it. */
  DOMAIN_NOT_OWNED: 403,
  /** Another business has claimed this domain. */
  DOMAIN_TAKEN: 409,
  /** AES for business names a domain the business has not claimed. */
  DOMAIN_NOT_CLAIMED: 409,
  /** The business is scheduled for deletion; revoke the deletion first. */
  BUSINESS_DELETION_PENDING: 409,
  /** No deletion of this business is waiting to be revoked. */
  BUSINESS_NOT_DELETING: 409,
  /** This setting is fixed for the business and cannot be changed. */
  SETTING_NOT_CUSTOMISABLE: 403,
  /** A logo is sent as something other than PNG, JPEG or WebP. */
  BUSINESS_LOGO_TYPE: 415,
  /** A logo is larger than 1 MB. */
  BUSINESS_LOGO_TOO_LARGE: 413,
  /** A logo cannot be decoded, or its dimensions are out of bounds. */
  BUSINESS_LOGO_INVALID: 422,
  /** A seal's image is sent as something other than PNG, JPEG or WebP. */
  SEAL_IMAGE_TYPE: 415,
  /** A seal's image is larger than 1 MB. */
  SEAL_IMAGE_TOO_LARGE: 413,
  /** A seal's image cannot be decoded, or its dimensions are out of bounds. */
  SEAL_IMAGE_INVALID: 422,
  /** Seal members must be members of the seal's business. */
  SEAL_MEMBER_NOT_IN_BUSINESS: 422,
  /** A seal or an open seal request has this name already. */
  SEAL_NAME_TAKEN: 409,
  /** POST /v3/groups: the business keeps its most signer groups (settings signerGroups.maxGroups). */
  SIGNER_GROUP_LIMIT: 409,
  /** A signer group would hold more members than allowed (settings signerGroups.maxParticipants). */
  SIGNER_GROUP_PARTICIPANT_LIMIT: 409,
  /** A signer group's members must be members of its business; the message names which are not. */
  SIGNER_GROUP_NOT_MEMBER: 422,
  /** A direct-sign link's token was altered or made up (its signature does not hold). */
  DIRECT_LINK_TAMPERED: 403,
  /** A direct-sign link is past its validity; POST /v1/direct/tan/resend mails a new one. */
  DIRECT_LINK_EXPIRED: 410,
  /** A direct-sign link was replaced by a newer one, or used again to act after the guest signed or declined. */
  DIRECT_LINK_USED: 410,
  /** A direct-sign guest tried to change an identity field the sender gave (§6 immutable eID fields). */
  EID_FIELD_IMMUTABLE: 409,
  /** A direct-sign guest's own mobile number must be confirmed (api/respond) before a TAN goes there. */
  VERIFICATION_REQUIRED: 409,
  /** The confirmation secret (or mailed link code) is wrong; the try is counted. */
  VERIFICATION_SECRET_INVALID: 403,
  /** The confirmation (or mailed link code) is past its validity; ask for a new one. */
  VERIFICATION_EXPIRED: 410,
  /** The confirmation was already answered or cancelled (it is single-use). */
  VERIFICATION_USED: 410,
  /** Too many wrong secrets for this confirmation (or mailed link code); ask for a new one. */
  VERIFICATION_LOCKED: 423,
  /** The direct-sign link asked to hide the download, or the guest has not signed yet. */
  DOWNLOAD_NOT_AVAILABLE: 403,
  /** §7 identification: the path's provider and method name no method offered (srs/robo, intrum/autoident), or §9 does not offer it at this coverage. */
  IDENTIFICATION_METHOD_NOT_OFFERED: 400,
  /** §7 identification: nobody pays for this identification (business licence or operator); the message names the price. */
  IDENTIFICATION_NOT_COVERED: 402,
  /** The person already holds an approved identification of this legislation. */
  ALREADY_IDENTIFIED: 409,
  /** The identification is not in a state that allows this (e.g. changing evidence while it is with the officers, deciding one not submitted). */
  IDENTIFICATION_STATE: 409,
  /** Submitting without identity data or without both photos; the fields name what is missing. */
  IDENTIFICATION_INCOMPLETE: 422,
  /** An identification photo is sent as something other than PNG or JPEG (checked by its bytes). */
  IDENTIFICATION_PHOTO_TYPE: 415,
  /** An identification photo is larger than MAX_IDENTIFICATION_PHOTO_BYTES. */
  IDENTIFICATION_PHOTO_TOO_LARGE: 413,
  /** No OpenID Connect eID of that id is configured (OIDC_EIDS). */
  OIDC_EID_NOT_CONFIGURED: 404,
  /** The eID answer's state is not the one of the caller's waiting sign-in (or none waits: used or expired); nothing changed. */
  OIDC_STATE_MISMATCH: 400,
  /** The person (or the eID) declined the sign-in (access_denied); the identification failed. */
  OIDC_DENIED: 403,
  /** The ID token's nonce is not the sign-in's; the identification failed. */
  OIDC_NONCE_MISMATCH: 422,
  /** The eID refused the code (used, expired or not this sign-in's); the identification failed. */
  OIDC_CODE_REFUSED: 422,
  /** The eID's tokens failed verification (signature, iss, aud, exp) or named nobody; the identification failed. */
  OIDC_TOKEN_INVALID: 422,
  /** The eID could not be reached or answered nonsense; try again later. */
  OIDC_EID_UNAVAILABLE: 503,
  /** The evidence was deleted by the retention period; nothing is left to show or decide on. */
  EVIDENCE_DELETED: 410,
  /** No API account of this name in the business (or the caller may not see it). */
  API_ACCOUNT_NOT_FOUND: 404,
  /** The business keeps its most API accounts (MAX_API_ACCOUNTS). */
  API_ACCOUNT_LIMIT: 409,
  /** An API account may seal only with a seal of its own business. */
  API_SEAL_NOT_IN_BUSINESS: 422,
  /** Public API login: the username and API key do not match a current key (never says which). */
  API_LOGIN_FAILED: 401,
  /**
   * A public-API `file_url` was not fetched: not https, not a public address, too large, too
   * slow, not answered with a PDF; `fields` names the field.
   */
  FILE_URL_REFUSED: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorField = z.object({
  /** Dotted path of the field, e.g. `body.email` or `query.page`. */
  field: z.string(),
  message: z.string(),
});
export type ErrorField = z.infer<typeof ErrorField>;

export const ErrorBody = z.object({
  statusCode: z.number().check(z.int()),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.array(ErrorField)),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** An error the API reports to its caller as `{statusCode, code, message, fields?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: ErrorField[] | undefined;
  /** Extra response headers, e.g. `Retry-After`. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: ErrorField[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.headers = options.headers;
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}
