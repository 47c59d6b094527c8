import { AppError, type ErrorField } from '@signet/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Every failure leaves the server as `{statusCode, code, message, fields?}` (packages/contract). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    if (appError.headers) reply.headers(appError.headers);
    return reply.code(appError.statusCode).send(appError.toBody());
  });
}

export function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
    const fields = error.validation.flatMap((issue) => fieldsOf(context, issue));
    const names = [...new Set(fields.map((field) => field.field))].join(', ');
    return new AppError('VALIDATION_FAILED', `Invalid ${names}`, { fields });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('MALFORMED_BODY', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(
        'MALFORMED_BODY',
        'The body is empty but Content-Type says application/json: send {} or leave the header out',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('BODY_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('MALFORMED_BODY', 'The request body is not valid JSON');
  }
  switch (error.statusCode) {
    case 413:
      return new AppError('BODY_TOO_LARGE', 'The request body is too large');
    case 403:
      return new AppError('FORBIDDEN', 'Not allowed');
    case 404:
    case 405:
      return new AppError('NOT_FOUND', 'Not found');
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  // Any other client error Fastify raises itself (bad content length, aborted body …).
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('MALFORMED_BODY', 'The request could not be read');
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'DATABASE_UNAVAILABLE',
      'The database is not answering just now; try again in a moment',
      { cause: error, headers: { 'Retry-After': '2' } },
    );
  }
  return new AppError('INTERNAL', 'Something went wrong on our side', { cause: error });
}

/**
 * PostgreSQL's answers that mean "not now" rather than "wrong": connection exceptions (class 08),
 * the server shutting down or not yet accepting (57P01–57P03), too many connections (53300), a
 * statement cancelled by its time limit (57014); and the client's own errors for a connection
 * that broke, was refused, or could not be opened in time.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED)/;

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

interface Issue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldsOf(context: string, issue: Issue): ErrorField[] {
  const base = [context, ...issue.instancePath.split('/').filter((part) => part !== '')].join('.');
  const message = issue.message ?? 'Invalid value';
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => ({
      field: `${base}.${String(key)}`,
      message: 'Unknown field',
    }));
  }
  return [{ field: base, message }];
}
