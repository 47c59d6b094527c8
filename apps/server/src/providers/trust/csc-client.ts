import { fromWireError } from './csc-wire-errors.ts';

export interface CscClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
}

/** A provider's answer Signet cannot act on: not a CSC refusal it knows (network, 5xx, bad JSON). */
export class CscProviderError extends Error {
  override name = 'CscProviderError';
}

/** Tokens are renewed this long before the provider says they expire. */
const RENEW_MARGIN_MS = 30_000;

/**
 * The HTTP side of a CSC API v2 provider: the OAuth2 client credentials grant (oauth2/token), a
 * bearer token kept until shortly before it expires, and JSON calls under the base URL. A call
 * answered 401 gets a new token and is sent once more (the provider may end tokens early).
 */
export class CscHttpClient {
  private token: { value: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CscClientOptions) {
    this.now = options.now ?? Date.now;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, timeoutMs } = this.options;
    const response = await this.send(`${baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { access_token?: unknown; expires_in?: unknown; error?: unknown }
      | undefined;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new CscProviderError(
        `CSC oauth2/token answered ${response.status} ${String(body?.error ?? '')}`.trim(),
      );
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    const renewAt = this.now() + Math.max(0, seconds * 1000 - RENEW_MARGIN_MS);
    this.token = { value: body.access_token, renewAt };
    return body.access_token;
  }

  /** The current bearer token; one request for a new one at a time. */
  private bearer(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init);
    } catch (error) {
      throw new CscProviderError(`CSC provider unreachable at ${url}`, { cause: error });
    }
  }

  /** POSTs a CSC call; a refusal the provider explains becomes the TrustError it stands for. */
  async call<T>(method: string, body: object): Promise<T> {
    let response = await this.post(method, body, await this.bearer());
    if (response.status === 401) {
      this.token = undefined;
      response = await this.post(method, body, await this.bearer());
    }
    if (response.status === 204) return undefined as T;
    const answer = await response.json().catch(() => undefined);
    if (response.ok && answer !== undefined) return answer as T;
    const refusal = response.status === 400 ? fromWireError(answer) : undefined;
    if (refusal) throw refusal;
    const error = (answer as { error?: unknown } | undefined)?.error;
    throw new CscProviderError(
      `CSC ${method} answered ${response.status} ${String(error ?? '')}`.trim(),
    );
  }

  private post(method: string, body: object, token: string): Promise<Response> {
    return this.send(`${this.options.baseUrl}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
  }
}
