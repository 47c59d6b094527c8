import { AppError } from '@signet/contract';

/** Object-level authorization: anything the caller may not see is simply not there (404). */
export function notFound(what = 'signature request'): AppError {
  return new AppError('NOT_FOUND', `No such ${what}`);
}

/** The caller can see the request but this action belongs to another party. */
export function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', message);
}
