import { z } from 'zod/mini';
import { SignatureQualities } from '../rules/signature-qualities.ts';
import { StatusOverall } from '../rules/signature-status.ts';
import { LanguageCode, Phone } from './fields.schemas.ts';
import {
  DocumentInSignatureResponse,
  SignatureLegislation,
  SignatureQuality,
  SignatureRecipientResponse,
} from './signature-requests.schemas.ts';
import { SignRequestItem, Tan } from './signing.endpoints.ts';

// §7 "Direct sign": a guest without an account acts through a link (role nas, §6). The token, its
// error codes and the reading of each call are in docs/decisions/0800-direct-sign-links.md.

/** The query parameter (§7 "with a token query") and the header that carry a direct-sign token. */
export const DIRECT_TOKEN_QUERY = 'token';
export const DIRECT_TOKEN_HEADER = 'x-direct-token';

/** `<link id>.<expiry>.<secret>.<mac>`, each part base64url: signed, unguessable, expiring. */
export const DirectToken = z
  .string()
  .check(
    z.minLength(40),
    z.maxLength(400),
    z.regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+){3}$/, { message: 'Not a direct-sign token' }),
  );

const UrlText = z.string().check(z.maxLength(2048));

/** Every direct call: the token in the query (or in the `X-Direct-Token` header instead). */
export const DirectTokenQuery = z.strictObject({ token: z.optional(DirectToken) });
export type DirectTokenQuery = z.infer<typeof DirectTokenQuery>;

/**
 * The link's query as the guest opened it (§3 Exit URL settings, §5): the token and the settings an
 * integration appends (`exitURL`, `errorURL`, `declineURL`, `redirectTimeout`, `hidedownload`).
 * They are read with the contract's rules (rules/exit-url.ts): anything but http(s) is ignored.
 */
export const DirectLinkQuery = z.strictObject({
  token: z.optional(DirectToken),
  exitURL: z.optional(UrlText),
  errorURL: z.optional(UrlText),
  declineURL: z.optional(UrlText),
  redirectTimeout: z.optional(z.string().check(z.maxLength(20))),
  hidedownload: z.optional(z.enum(['true', 'false', '1', '0'])),
});
export type DirectLinkQuery = z.infer<typeof DirectLinkQuery>;

/** §3 "Exit URL settings (direct sign)" as the server read them from the link. */
export const DirectExitSettings = z.object({
  exitUrl: z.nullable(z.string()),
  errorUrl: z.nullable(z.string()),
  declineUrl: z.nullable(z.string()),
  /** Seconds; 0 is immediate, otherwise 10 to 90 (default 45). */
  timeout: z.number().check(z.int()),
  shouldDeclineRedirect: z.boolean(),
});
export type DirectExitSettings = z.infer<typeof DirectExitSettings>;

/** The identity fields a sender gives (`signer_identity_data`); §6 immutable eID fields. */
export const EidField = z.enum(['email_address', 'first_name', 'last_name', 'mobile_number']);
export type EidField = z.infer<typeof EidField>;

/** A one-time confirmation of a contact the guest added (api/resend|respond|cancel/{id}). */
export const DirectVerification = z.object({
  id: z.string(),
  channel: z.literal('mobile'),
  /** The number being confirmed, all but the country code and last two digits masked. */
  maskedTarget: z.string(),
  status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
  expiresAt: z.string(),
});
export type DirectVerification = z.infer<typeof DirectVerification>;

/** GET /v1/direct/user: the guest as the link knows them (never another signer). */
export const DirectUser = z.object({
  /** The signer's id on the request: the `{userid}` of the guest routes (§2 Nas). */
  id: z.string(),
  signatureRequestId: z.string(),
  email: z.string(),
  /** The link came by e-mail, so the address is the guest's. */
  emailVerified: z.literal(true),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked ("+41 •• ••• •• 67"); null while the guest has none. */
  maskedMobile: z.nullable(z.string()),
  /** §9: Italian is ignored in direct sign, so this is en-gb, de-ch or fr-ch. */
  language: LanguageCode,
  /** §6: the fields the guest may not change (every field the sender gave). */
  immutableEidFields: z.array(EidField),
  /** §3 attributes the interface reads: lang and immutable_eid_fields. */
  attributes: z.record(z.string(), z.array(z.string())),
  signatureQualities: SignatureQualities,
  /** The guest accepted the terms of use (PUT /v1/direct/user {gtc: true}); signing needs it. */
  acceptedGtc: z.boolean(),
  /** A mobile number the guest added and has not confirmed yet. */
  pendingVerification: z.nullable(DirectVerification),
});
export type DirectUser = z.infer<typeof DirectUser>;

/**
 * PUT /v1/direct/user: the guest may fill a field the sender left out (a mobile number must then
 * be confirmed) and choose the language; a field the sender gave answers EID_FIELD_IMMUTABLE.
 * Italian is accepted and ignored (§9). `gtc: true` accepts the terms of use (needed to sign).
 */
export const DirectUpdateUserBody = z
  .strictObject({
    firstName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    lastName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    mobile: z.optional(Phone),
    language: z.optional(LanguageCode),
    /** The terms of use, accepted in the guest's flow before the first TAN (as `gtc` for users). */
    gtc: z.optional(z.literal(true)),
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, {
      message: 'Give firstName, lastName, mobile, language or gtc',
    }),
  );
export type DirectUpdateUserBody = z.infer<typeof DirectUpdateUserBody>;

/** POST /v1/direct/tan/resend: a new link by mail (the current one is then replaced). */
export const DirectLinkResendBody = z.strictObject({
  /** The guest page being shown; its exit settings (§3) are carried into the new link. */
  url: z.optional(UrlText),
  /** The mail's subject line (plain text); the standard subject when absent. */
  subject: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  /** Show the sender business's name and logo in the mail. */
  companyBranding: z.optional(z.boolean()),
});
export type DirectLinkResendBody = z.infer<typeof DirectLinkResendBody>;

export const DirectLinkSent = z.object({
  /** The guest's address, masked ("a•••@example.ch"). */
  sentTo: z.string(),
  /** When the mailed link and its code stop being valid. */
  expiresAt: z.string(),
  codeLength: z.number().check(z.int()),
});

/** POST /v1/direct/tan/check: the code of the mailed link, typed instead of opening it. */
export const DirectLinkCheckBody = z.strictObject({ tan: Tan });
export const DirectLinkChecked = z.object({ token: z.string(), expiresAt: z.string() });
export type DirectLinkChecked = z.infer<typeof DirectLinkChecked>;

export const VerificationIdParams = z.strictObject({ id: z.uuid() });
export const VerificationRespondBody = z.strictObject({
  secret: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: 'Six digits' })),
});

/** A document of the request as the guest viewer needs it: pages in points (§1 viewer). */
export const DirectDocument = z.extend(DocumentInSignatureResponse, {
  pages: z.array(
    z.object({ width: z.number(), height: z.number(), rotation: z.number().check(z.int()) }),
  ),
});

/**
 * GET /v3/direct/signature-requests/{id}: what to sign and from whom (§2 /{id}/{userid}). Other
 * signers appear only as counts: a guest never sees another signer's data.
 */
export const DirectSignatureRequest = z.object({
  id: z.string(),
  title: z.string(),
  message: z.nullable(z.string()),
  status_overall: StatusOverall,
  legislation: z.nullable(SignatureLegislation),
  quality: z.nullable(SignatureQuality),
  part11: z.boolean(),
  documents: z.array(DirectDocument),
  /** The guest's own signature: its status and where its field is placed. */
  signature: SignatureRecipientResponse,
  signers: z.object({ total: z.number().check(z.int()), signed: z.number().check(z.int()) }),
  /** Who sent it: the owner's name and address. */
  sender: z.object({ name: z.string(), email: z.string() }),
  /** The sender's business: GET /v2/direct/businesses/{id}/public-information has its branding. */
  business_id: z.nullable(z.string()),
  exit: DirectExitSettings,
  /** The link asked to hide the download (`hidedownload`). */
  hidedownload: z.boolean(),
  /** The guest may download the signed file now: signed by them and not hidden. */
  canDownload: z.boolean(),
  created_at: z.string(),
});
export type DirectSignatureRequest = z.infer<typeof DirectSignatureRequest>;

/** POST /v3/direct/sign: as POST /v3/sign, for the link's one request (no seal). */
export const DirectSignBody = z.strictObject({
  signatureRequests: z.array(SignRequestItem).check(z.length(1)),
  language: z.optional(LanguageCode),
  tan: z.optional(Tan),
});
export type DirectSignBody = z.infer<typeof DirectSignBody>;

/** A guest's decline (§4 exit redirect): where to go next when the link asked for it. */
export const DirectDeclineResponse = z.object({
  id: z.string(),
  status_overall: StatusOverall,
  /** The decline URL when shouldDeclineRedirect; null: show the /declined page. */
  redirectUrl: z.nullable(z.string()),
});
export type DirectDeclineResponse = z.infer<typeof DirectDeclineResponse>;

/** GET /v1/direct/visual-signature: what the guest's stamp shows (no stored signatures). */
export const DirectVisualSignature = z.object({
  name: z.string(),
  optionalLine: z.string(),
  location: z.string(),
  hasCustomImage: z.literal(false),
  displayDate: z.boolean(),
  displayClaim: z.boolean(),
  displayStandards: z.boolean(),
  displayQr: z.boolean(),
});
export type DirectVisualSignature = z.infer<typeof DirectVisualSignature>;
