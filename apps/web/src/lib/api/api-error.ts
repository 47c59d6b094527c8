import type { ErrorField } from '@signet/contract';

/** A failed call: the HTTP status (0 when the network failed) and the API's error body (§7, §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ErrorField[];
  readonly method: string;
  readonly path: string;
  /** When the answer's `Retry-After` says to try again (423 locks, 429 limits), if it said. */
  readonly retryAt: Date | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: ErrorField[];
    method: string;
    path: string;
    retryAt?: Date | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.method = init.method;
    this.path = init.path;
    this.retryAt = init.retryAt;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
