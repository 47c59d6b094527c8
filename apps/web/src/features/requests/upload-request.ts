import { type AnySchema, shouldGoToSorry } from '@signet/contract';
import { safeParse, type z } from 'zod/mini';
import { reportApiFailure } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { readToken } from '../../lib/token-storage.ts';

/**
 * A multipart upload through XMLHttpRequest: fetch reports no upload progress, XHR's `upload`
 * progress events do. Failures become ApiErrors and reach the shell's §8 handling like any call.
 */
export function uploadWithProgress<S extends AnySchema>(input: {
  method: string;
  path: string;
  body: FormData;
  schema: S;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}): Promise<z.output<S>> {
  const { method, path } = input;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readToken();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(event.loaded / event.total);
    });
    const fail = (error: ApiError) => {
      if (error.status !== 0) {
        reportApiFailure({
          error,
          hadToken: token !== null,
          goToSorry: shouldGoToSorry(error.status, false),
        });
      }
      reject(error);
    };
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // A failing hop (proxy, gateway) may answer without our JSON body.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        input.onProgress(1);
        const parsed = safeParse(input.schema, body);
        if (parsed.success) resolve(parsed.data);
        else reject(parsed.error);
        return;
      }
      const data = (body ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
      fail(
        new ApiError({
          status: xhr.status,
          code: typeof data.code === 'string' ? data.code : `HTTP_${xhr.status}`,
          message: typeof data.message === 'string' ? data.message : xhr.statusText,
          fields: Array.isArray(data.fields) ? data.fields : [],
          method,
          path,
        }),
      );
    });
    xhr.addEventListener('error', () =>
      fail(
        new ApiError({
          status: 0,
          code: 'NETWORK',
          message: 'The server could not be reached.',
          method,
          path,
        }),
      ),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.body);
  });
}
