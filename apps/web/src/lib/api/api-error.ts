import type { ErrorField } from '@signet/contract';

/** A failed call: the HTTP status (0 when the network failed) and the API's error body (§7, §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ErrorField[];
  readonly method: string;
  readonly path: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: ErrorField[];
    method: string;
    path: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.method = init.method;
    this.path = init.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
