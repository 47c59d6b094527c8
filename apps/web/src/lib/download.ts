import { type Endpoint, shouldGoToSorry } from '@signet/contract';
import { type CallInput, reportApiFailure, urlFor } from './api/api-client.ts';
import { ApiError } from './api/api-error.ts';
import { readToken } from './token-storage.ts';

/** The file name a download answer suggests (RFC 6266), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (disposition) {
    const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
    if (extended?.[1]) {
      try {
        return decodeURIComponent(extended[1].trim());
      } catch {
        // A malformed escape: fall through to the plain parameter.
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
    if (plain?.[1]) return plain[1].trim();
  }
  return fallback;
}

/**
 * Fetches a file endpoint with the session token (the API takes no cookie, so a bare link cannot
 * carry it) and hands the bytes to the browser as a download. Shared by the signing feature's
 * /signed page and the viewer's downloads.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
  fetcher: typeof fetch = fetch,
  /** Headers that authorise the file instead of the session (a direct-sign guest's link). */
  auth?: Readonly<Record<string, string>>,
): Promise<void> {
  const url = urlFor(endpoint, input);
  const token = auth ? null : readToken();
  const response = await fetcher(url, {
    headers: auth ?? (token ? { Authorization: `Bearer ${token}` } : {}),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const error = new ApiError({
      status: response.status,
      code: body.code ?? `HTTP_${response.status}`,
      message: body.message ?? response.statusText,
      method: 'GET',
      path: url,
    });
    // §8 like every other call: a 401 ends the session, a server failure leads to /sorry.
    reportApiFailure({
      error,
      hadToken: token !== null,
      goToSorry: shouldGoToSorry(response.status, false),
    });
    throw error;
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
