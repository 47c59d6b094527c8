import { z } from 'zod';

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
  /** Something failed on the server; the message carries no internals. */
  INTERNAL: 500,
  /** The server is in blocking maintenance. */
  MAINTENANCE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorField = z.object({
  /** Dotted path of the field, e.g. `body.email` or `query.page`. */
  field: z.string(),
  message: z.string(),
});
export type ErrorField = z.infer<typeof ErrorField>;

export const ErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(ErrorField).optional(),
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
