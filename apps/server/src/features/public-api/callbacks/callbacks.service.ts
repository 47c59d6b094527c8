import type { ApiCallback, ApiCallbackSecret } from '@signet/contract';
import type { PublicApiConfig } from '../../../config/public-api-config.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../jobs/clock.ts';
import type { SignatureRequestsService } from '../../signature-requests/index.ts';
import type { ApiCaller } from '../api-caller.ts';
import { callbackSecret, SIGNATURE_HEADER } from './callback-signature.ts';
import { type CallbackUrlsBody, callbackUrlsOf } from './callback-urls.ts';
import { listDeliveries, saveCallbackUrls } from './callbacks.repository.ts';

/** The public API's callbacks (ADR 0902): URLs kept per request, the log, the signing key. */
export class CallbacksService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      requests: SignatureRequestsService;
      config: PublicApiConfig;
      serverKey: Buffer;
    },
  ) {}

  /** Checks a create body's callback URLs before anything is created (400 naming the field). */
  check(body: CallbackUrlsBody) {
    return callbackUrlsOf(body, this.deps.config.allowHosts);
  }

  /** Keeps the URLs of a request just created by this caller (none given: nothing kept). */
  async keep(caller: ApiCaller, requestId: string, body: CallbackUrlsBody): Promise<void> {
    const urls = this.check(body);
    if (Object.keys(urls).length === 0) return;
    await saveCallbackUrls(this.deps.db, {
      requestId,
      username: caller.account.username,
      urls,
      at: this.deps.clock(),
    });
  }

  /** Skribble's SignatureCallbacksResponse, for a request the caller may see (else 404). */
  async log(caller: ApiCaller, requestId: string): Promise<ApiCallback[]> {
    await this.deps.requests.get(caller.actor, requestId);
    const rows = await listDeliveries(this.deps.db, requestId);
    return rows.map((row) => ({
      signature_request_id: row.request_id,
      type: row.type,
      state: row.state,
      url: row.url,
      attempts: row.attempts,
      messages: row.messages,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    }));
  }

  secret(caller: ApiCaller): ApiCallbackSecret {
    return {
      secret: callbackSecret(this.deps.serverKey, caller.account),
      header: SIGNATURE_HEADER,
      algorithm: 'HMAC-SHA256',
    };
  }
}
