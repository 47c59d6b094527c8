import type { ApiAccountWithKey } from '@signet/contract';
import { expect, it } from 'vitest';
import type { SignetApp } from '../../src/app.ts';
import { type Account, account, foundBusiness } from './business.ts';
import { json } from './http.ts';
import { conformance, REFERENCE_DIR, referenceAvailable } from './skribble-reference.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown> & { code?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

interface Seen {
  method: Method;
  url: string;
  status: number;
  body: unknown;
}

/**
 * A public-API client for tests: it records every JSON answer it gets, so that a file can check
 * them all against Skribble's reference at its end (checkAgainstReference).
 */
export class PublicApiClient {
  readonly seen: Seen[] = [];
  constructor(readonly app: () => SignetApp) {}

  async call(
    method: Method,
    url: string,
    options: {
      token?: string;
      body?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const response = await this.app().inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form
        ? { payload: new URLSearchParams(options.form).toString() }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    const isJson = response.headers['content-type']?.toString().startsWith('application/json');
    const body = isJson && response.body ? JSON.parse(response.body) : {};
    if (isJson && response.statusCode < 300) {
      this.seen.push({ method, url, status: response.statusCode, body });
    }
    return { status: response.statusCode, text: response.body, body, headers: response.headers };
  }

  /** A new admin with a new business. */
  async business(): Promise<{ admin: Account; businessId: string }> {
    const admin = await account(this.app(), 'admin');
    const business = await foundBusiness(this.app(), admin);
    return { admin, businessId: business.id };
  }

  /** An API account of the business, created by its admin (the key as shown once). */
  async apiAccount(
    admin: Account,
    businessId: string,
    kind: 'demo' | 'production',
  ): Promise<ApiAccountWithKey> {
    const { status, body } = await json<ApiAccountWithKey>(
      this.app(),
      'POST',
      `/v1/businesses/${businessId}/apis`,
      { token: admin.token, body: { name: `ERP ${kind}`, kind } },
    );
    expect(status).toBe(201);
    return body;
  }

  /** POST /api/v2/access/login: the access token. */
  async login(username: string, key: string): Promise<string> {
    const answer = await this.call('POST', '/api/v2/access/login', {
      body: { username, 'api-key': key },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.text;
  }

  /**
   * Every answer recorded is checked against Skribble's reference; deviations not listed in
   * `deliberate` (keyed `<operation> <instance path> <keyword>`, array positions as `*`, with the
   * reason) fail. Answers the reference has no operation for are left out. Returns the reference
   * operations that were checked; undefined when the reference folder is absent.
   */
  checkAgainstReference(deliberate: Record<string, string>): Set<string> | undefined {
    if (!referenceAvailable()) return undefined;
    const unexpected: string[] = [];
    const checked = new Set<string>();
    for (const answer of this.seen) {
      const { operation, errors } = conformance(
        answer.method,
        answer.url,
        answer.status,
        answer.body,
      );
      if (operation) checked.add(operation);
      for (const error of errors) {
        const general = error.replace(/\/\d+(?=\/| )/g, '/*');
        const key = `${operation} ${general.split(':')[0]}`;
        if (!(key in deliberate)) unexpected.push(`${answer.url}: ${operation} ${general}`);
      }
    }
    expect([...new Set(unexpected)]).toEqual([]);
    return checked;
  }

  /**
   * A file's closing test: every answer its tests got has the shape of Skribble's reference but
   * for the `deliberate` differences, and the reference `operations` named were among those
   * checked (skipped where the reference folder is absent).
   */
  itMatchesReference(
    operations: string[],
    deliberate: Record<string, string> = {},
    title = 'every answer above has the shape of Skribble’s reference, but for the listed differences',
  ): void {
    it(title, (context) => {
      const missing = referenceMissing();
      if (missing) return context.skip(missing);
      const checked = this.checkAgainstReference(deliberate);
      expect([...(checked ?? [])]).toEqual(expect.arrayContaining(operations));
    });
  }
}

export const referenceMissing = () =>
  referenceAvailable() ? undefined : `the Skribble reference is not at ${REFERENCE_DIR}`;
