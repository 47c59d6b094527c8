import {
  type ApiCreateSignatureRequestBody,
  type ApiSignatureRequest,
  AppError,
  type SignatureRequest,
} from '@signet/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { checkApiKey } from '../api-accounts/index.ts';
import type {
  RequestLifecycleService,
  SignatureRequestsService,
} from '../signature-requests/index.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { ApiCaller } from './api-caller.ts';
import type { CallbacksService } from './callbacks/callbacks.service.ts';
import type { FileUrlFetcher } from './file-url.ts';
import {
  documentOf,
  hasVisualSignatures,
  qualityFor,
  signersOf,
  toApiRequest,
} from './public-requests.ts';

export interface PublicApiDeps {
  db: Database;
  tokens: AccessTokens;
  requests: SignatureRequestsService;
  lifecycle: RequestLifecycleService;
  callbacks: CallbacksService;
  fileUrls: FileUrlFetcher;
}

const ORIGIN = 'API';

/**
 * The Skribble-compatible public API (issue 18, ADR 0900): every call is the same call the web
 * makes, by the API account's own user, on the services the web uses; only the shapes differ.
 */
export class PublicApiService {
  constructor(private readonly deps: PublicApiDeps) {}

  /** An access token for a current key; a wrong name or key says neither which. */
  async login(username: string, key: string): Promise<string> {
    const account = await checkApiKey(this.deps.db, username, key);
    if (!account) {
      throw new AppError('API_LOGIN_FAILED', 'Login failed: unknown username or wrong API key', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    return this.deps.tokens.issue(account);
  }

  /**
   * Create and send (v2 has no drafts). A request that cannot be completed (a placement on a
   * page the document lacks, signers that cannot be sent to) is removed again, so that a failed
   * call leaves nothing behind.
   */
  async createRequest(
    caller: ApiCaller,
    body: ApiCreateSignatureRequestBody,
  ): Promise<ApiSignatureRequest> {
    const { requests, lifecycle, callbacks } = this.deps;
    callbacks.check(body);
    const fetched = body.file_url
      ? await this.deps.fileUrls.fetch(body.file_url, 'body.file_url')
      : undefined;
    const placements = hasVisualSignatures(body);
    const created = await requests.create(
      caller.actor,
      {
        title: body.title,
        ...(body.message !== undefined ? { message: body.message } : {}),
        ...(body.legislation ? { legislation: body.legislation } : {}),
        ...(qualityFor(caller.account, body) ? { quality: qualityFor(caller.account, body) } : {}),
        documents: documentOf(body, fetched),
        signatures: placements ? [] : signersOf(body, undefined),
        observers: body.cc_email_addresses ?? [],
      },
      ORIGIN,
      { businessId: caller.account.businessId, counted: caller.account.kind === 'production' },
    );
    try {
      await callbacks.keep(caller, created.id, body);
      if (placements) {
        await requests.update(caller.actor, created.id, {
          signatures: signersOf(body, created.documents[0]?.id),
        });
      }
      const sent =
        (body.signatures ?? []).length > 0
          ? await lifecycle.initiate(caller.actor, created.id)
          : await requests.get(caller.actor, created.id);
      return await callbacks.decorateOne(caller, toApiRequest(sent));
    } catch (error) {
      await requests.remove(caller.actor, created.id).catch(() => undefined);
      throw error;
    }
  }

  async getRequest(caller: ApiCaller, id: string): Promise<ApiSignatureRequest> {
    const request = await this.deps.requests.get(caller.actor, id);
    return this.deps.callbacks.decorateOne(caller, toApiRequest(request));
  }

  async listRequests(
    caller: ApiCaller,
    query: {
      status_overall?: string | undefined;
      account_email?: string | undefined;
      page_number: number;
      page_size: number;
    },
  ): Promise<ApiSignatureRequest[]> {
    // The holders of documents uploaded on their own are no signature requests (ADR 0911).
    const { items } = await this.deps.requests.list(
      caller.actor,
      {
        ...(query.status_overall ? { status_overall: query.status_overall } : {}),
        ...(query.account_email ? { account_email: query.account_email } : {}),
        page_number: query.page_number,
        page_size: query.page_size,
        order_by: 'created_at',
        sort: 'desc',
      },
      { withoutDocumentHolders: true },
    );
    const listed = JSON.parse(items.text) as SignatureRequest[];
    return this.deps.callbacks.decorate(caller, listed.map(toApiRequest));
  }

  /** As the web's delete: a draft goes, an open request is withdrawn, an ended one is hidden. */
  async deleteRequest(caller: ApiCaller, id: string): Promise<void> {
    await this.deps.requests.remove(caller.actor, id);
  }

  /** What this account's requests can be signed at: demo keys at DEMO only (ADR 0900). */
  async signatureQualities(caller: ApiCaller) {
    const entry = (quality: string, legislation: string) => ({
      quality,
      provider: 'signet',
      legislation,
    });
    const demo = { demo: { any: entry('DEMO', 'ANY') } };
    const seal = await this.sealOf(caller.account.sealAccountName);
    const seals = {
      seal: {
        aes: seal?.quality === 'aes' ? { [seal.name]: {} } : {},
        qes: seal?.quality === 'qes' ? { [seal.name]: {} } : {},
      },
    };
    if (caller.account.kind === 'demo') return { ...demo, ...seals };
    return {
      qes: { zertes: entry('QES', 'ZERTES'), eidas: entry('QES', 'EIDAS') },
      aes: { any: entry('AES', 'ANY') },
      ses: { any: entry('SES', 'ANY') },
      ...demo,
      ...seals,
    };
  }

  async health(): Promise<{ status: string; groups: string[] }> {
    await sql`SELECT 1`.execute(this.deps.db);
    return { status: 'UP', groups: ['liveness', 'readiness'] };
  }

  private async sealOf(name: string | null) {
    if (!name) return undefined;
    const row = await this.deps.db
      .selectFrom('seals')
      .select(['account_name', 'quality'])
      .where('account_name', '=', name)
      .executeTakeFirst();
    return row ? { name: row.account_name, quality: row.quality } : undefined;
  }
}
