import type {
  ApiCallback,
  ApiCallbackSecret,
  ApiSignatureRequest,
  AttachOnSuccess,
} from '@signet/contract';
import type { PublicApiConfig } from '../../../config/public-api-config.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../jobs/clock.ts';
import type { SignatureRequestsService } from '../../signature-requests/index.ts';
import type { ApiCaller } from '../api-caller.ts';
import { callbackSecret, SIGNATURE_HEADER } from './callback-signature.ts';
import { type CallbackUrlsBody, callbackUrlsOf } from './callback-urls.ts';
import {
  listDeliveries,
  listRequestSettings,
  type StoredSettings,
  saveAttachOnSuccess,
  saveRequestSettings,
} from './callbacks.repository.ts';

/** A create or update body's settings besides documents and signers (ADR 0914). */
export interface RequestSettingsBody extends CallbackUrlsBody {
  custom?: string | null | undefined;
  attach_on_success?: AttachOnSuccess | null | undefined;
}

/** The settings as a request's answer shows them (Skribble's SignatureResponse fields). */
type SettingsView = Pick<
  ApiSignatureRequest,
  | 'callback_success_url'
  | 'callback_update_url'
  | 'callback_error_url'
  | 'custom'
  | 'attach_on_success'
>;

const VIEW_OF = {
  success_url: 'callback_success_url',
  update_url: 'callback_update_url',
  error_url: 'callback_error_url',
  custom: 'custom',
} as const;

/**
 * The public API's callbacks (ADR 0902): URLs kept per request, the log, the signing key; and
 * what else an integration keeps with a request, `custom` and `attach_on_success` (ADR 0914).
 */
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

  /** Checks a body's callback URLs before anything is created or changed (400 naming the field). */
  check(body: CallbackUrlsBody) {
    return callbackUrlsOf(body, this.deps.config.allowHosts);
  }

  /**
   * Keeps the settings of a request just created or changed by this caller: a field the body
   * leaves out stays as it is; `custom: null` clears it; `attach_on_success: null` hands the
   * choice back to the business's settings.
   */
  async keep(caller: ApiCaller, requestId: string, body: RequestSettingsBody): Promise<void> {
    const urls = this.check(body);
    const settings: StoredSettings = {
      ...(urls.SUCCESS ? { success_url: urls.SUCCESS } : {}),
      ...(urls.UPDATE ? { update_url: urls.UPDATE } : {}),
      ...(urls.ERROR ? { error_url: urls.ERROR } : {}),
      ...(body.custom !== undefined ? { custom: body.custom } : {}),
    };
    await this.deps.db.transaction().execute(async (tx) => {
      await saveRequestSettings(tx, {
        requestId,
        username: caller.account.username,
        settings,
        at: this.deps.clock(),
      });
      if (body.attach_on_success !== undefined) {
        await saveAttachOnSuccess(tx, requestId, body.attach_on_success);
      }
    });
  }

  /** Adds the settings to answers about requests; URLs and `custom` only for who set them. */
  async decorate<T extends { id: string }>(
    caller: ApiCaller,
    answers: T[],
  ): Promise<(T & SettingsView)[]> {
    if (answers.length === 0) return [];
    const rows = await listRequestSettings(
      this.deps.db,
      answers.map((answer) => answer.id),
      caller.account.username,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return answers.map((answer) => {
      const row = byId.get(answer.id);
      const view: SettingsView = {};
      for (const [column, field] of Object.entries(VIEW_OF) as [
        keyof typeof VIEW_OF,
        (typeof VIEW_OF)[keyof typeof VIEW_OF],
      ][]) {
        const value = row?.[column];
        if (value) view[field] = value;
      }
      if (row?.attach_on_success) view.attach_on_success = row.attach_on_success;
      return { ...answer, ...view };
    });
  }

  async decorateOne<T extends { id: string }>(caller: ApiCaller, answer: T) {
    const [decorated] = await this.decorate(caller, [answer]);
    return decorated!;
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
