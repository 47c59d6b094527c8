import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { StatusOverall } from '../rules/signature-status.ts';
import { PART11_TEXT_MAX_LENGTH } from '../rules/text-limits.ts';
import { LanguageCode } from './fields.schemas.ts';
import { Id, SignatureDocument } from './signature-requests.schemas.ts';

// §3 "Signing payload": signatureRequestId, documentSignatures, signingName, signingReason,
// language, tan, sealAccountName. §7: POST /v3/sign {signatureRequests, language, tan | sealAccountName}.
// The flow and every error code are described in docs/decisions/0600-signing-flow.md.

/** A TAN is six digits (sent by SMS, valid five minutes). */
export const TAN_LENGTH = 6;
export const TAN_VALIDITY_MINUTES = 5;
/** Wrong TANs in a row that lock signing, and for how long (§4 "TAN locked"). */
export const TAN_MAX_FAILURES = 3;
export const SIGNING_LOCK_MINUTES = 15;
/**
 * How often a TAN SMS may be sent (abuse and cost limits; `TAN_RATE_LIMITED`): a TAN still waiting
 * is resent after 30 seconds at the soonest; at most ten TANs per account an hour, and twenty
 * SMS per mobile number a day across accounts.
 */
export const TAN_RESEND_SECONDS = 30;
export const TAN_SENDS_PER_HOUR = 10;
export const TAN_SMS_PER_NUMBER_PER_DAY = 20;

/** What a TAN looks like once trimmed: the web's TAN field checks the same. */
export const TAN_FORMAT = new RegExp(`^\\d{${TAN_LENGTH}}$`);
export const Tan = z
  .string()
  .check(z.trim(), z.regex(TAN_FORMAT, { message: `A TAN is ${TAN_LENGTH} digits` }));

/** Part 11 texts: the signer's printed name and the meaning of the signature (21 CFR 11.50). */
export const Part11Text = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PART11_TEXT_MAX_LENGTH));

/** A seal's account name (Skribble: `account_name`): lower-case letters, digits, `_`, `-`, `.`. */
export const SealAccountName = z.string().check(
  z.trim(),
  z.minLength(2),
  z.maxLength(64),
  z.regex(/^[a-z0-9][a-z0-9_.-]*$/, {
    message: 'Lower-case letters, digits, ".", "_" and "-", starting with a letter or digit',
  }),
);

export const SignRequestItem = z.strictObject({
  signatureRequestId: Id,
  /**
   * Where the caller's stamp goes in each document, when the request did not place it already
   * (positions in points from the page's top-left, page 0-based, as in `document_signatures`).
   */
  documentSignatures: z.optional(z.array(SignatureDocument).check(z.maxLength(50))),
  /** Required for a part 11 request (`part11: true`); ignored otherwise. */
  signingName: z.optional(Part11Text),
  signingReason: z.optional(Part11Text),
  /** One of the caller's visual signatures (§3) for the stamp; the default one when absent. */
  visualSignatureId: z.optional(Id),
});
export type SignRequestItem = z.infer<typeof SignRequestItem>;

/**
 * Without `tan` and `sealAccountName` the call checks everything and sends a TAN (answer
 * `TAN_SENT`); the same call with the TAN then signs (answer `SIGNED`). With `sealAccountName`
 * it signs at once with the seal (membership is the sole control, no TAN).
 */
export const SignBody = z
  .strictObject({
    signatureRequests: z.array(SignRequestItem).check(z.minLength(1), z.maxLength(50)),
    /** Language of the TAN SMS (and of the stamp's date); the account's `lang` when absent. */
    language: z.optional(LanguageCode),
    tan: z.optional(Tan),
    sealAccountName: z.optional(SealAccountName),
  })
  .check(
    z.refine((body) => body.tan === undefined || body.sealAccountName === undefined, {
      message: 'Give either tan or sealAccountName, not both',
      path: ['tan'],
    }),
    z.refine(
      (body) =>
        new Set(body.signatureRequests.map((item) => item.signatureRequestId)).size ===
        body.signatureRequests.length,
      { message: 'Each signature request may be listed once', path: ['signatureRequests'] },
    ),
  );
export type SignBody = z.infer<typeof SignBody>;

export const SignedRequest = z.object({
  signatureRequestId: z.string(),
  /** OPEN while others still have to sign; SIGNED when this signature completed the request. */
  status_overall: StatusOverall,
  /** The caller's signature (`signatures[].sid`), now SIGNED. */
  sid: z.string(),
  /** The new version of each document (SHA-256), after this signature (and B-LT when completed). */
  documents: z.array(z.object({ document_id: z.string(), version_id: z.string() })),
});
export type SignedRequest = z.infer<typeof SignedRequest>;

export const SignResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('TAN_SENT'),
    /** The mobile number the TAN went to, all but the last two digits masked ("+41 •• ••• •• 67"). */
    maskedMobile: z.string(),
    /** When the TAN stops being valid (ISO 8601). */
    expiresAt: z.string(),
    /** When another TAN may be asked for (ISO 8601): the dialog's "resend in N s". */
    resendAt: z.string(),
    tanLength: z.literal(TAN_LENGTH),
    /**
     * With a provider that confirms on the phone (its own one-time code, ADR 0622): the signing
     * waiting for that code; `POST /v3/sign/proceed/{proceedId} {pwdotp}` finishes it.
     */
    proceedId: z.optional(z.string()),
  }),
  z.object({
    status: z.literal('SIGNED'),
    signatureRequests: z.array(SignedRequest),
  }),
]);
export type SignResponse = z.infer<typeof SignResponse>;

export const sign = defineEndpoint({
  method: 'POST',
  path: '/v3/sign',
  auth: 'user',
  summary:
    'Sign every document of the listed requests: without tan a TAN is sent (TAN_SENT); with the tan, or with sealAccountName, the signatures are made (SIGNED)',
  tags: ['Signing'],
  body: SignBody,
  response: SignResponse,
});

/** The code the provider sent to the signer's phone (password or OTP, as the provider gives it). */
export const ProceedBody = z.strictObject({
  pwdotp: z.string().check(
    z.trim(),
    z.regex(/^[A-Za-z0-9]{4,64}$/, {
      message: '4 to 64 letters or digits, as the provider sent it',
    }),
  ),
});
export type ProceedBody = z.infer<typeof ProceedBody>;
export const ProceedParams = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const proceedSign = defineEndpoint({
  method: 'POST',
  path: '/v3/sign/proceed/{id}',
  auth: 'user',
  summary:
    'Mobile-provider proceed: finish the signing a provider confirmed on the phone, with the code it sent (pwdotp) — its CSC credentials/authorize step',
  tags: ['Signing'],
  params: ProceedParams,
  body: ProceedBody,
  response: SignResponse,
});

/**
 * One seal the caller is a member of (§3 seals: accountName, displayName) and the quality its
 * signatures get (seal.aes → AES, seal.qes → QES); POST /v3/sign takes its `sealAccountName`.
 */
export const UserSeal = z.object({
  accountName: z.string(),
  displayName: z.string(),
  quality: z.enum(['AES', 'QES']),
});
export type UserSeal = z.infer<typeof UserSeal>;

export const listUserSeals = defineEndpoint({
  method: 'GET',
  path: '/v1/user/seals',
  auth: 'user',
  summary:
    "The seals the caller is a member of, by account name: the ones signatureQualities.seal lists, with each seal's display name",
  tags: ['Signing'],
  response: z.array(UserSeal),
});

export const signingEndpoints = { sign, proceedSign, listUserSeals } as const;
