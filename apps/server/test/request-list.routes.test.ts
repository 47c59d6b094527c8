import {
  INBOX_FILTERS,
  inboxFilterToQuery,
  listFiltersToSearch,
  matchesListFilters,
  SignatureRequest,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

interface Account {
  email: string;
  token: string;
}

// §4 inbox filters through GET /v3/signature-requests, on the index path of migration 1200
// (toSign reads the caller's signatures with the request's status copied onto them).
/**
 * GET /{id} as the list shows the same request: the owner's view also says which signers lack the
 * request's level (ADR 0640), which the list leaves out (it takes queries per signer).
 */
function asListed(view: SignatureRequest): SignatureRequest {
  return {
    ...view,
    signatures: view.signatures.map(({ level_missing: _missing, ...signature }) => signature),
  };
}

describe.each(databases)('the signature request list on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: Account;
  let signer: Account;

  beforeAll(async () => {
    app = await harness.app();
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, signer] = await Promise.all([account('owner'), account('signer')]);
  });

  const inbox = async (account: Account, filter: 'toSign' | 'pending', extra = '') => {
    const search = new URLSearchParams(
      listFiltersToSearch(inboxFilterToQuery(filter, account.email)),
    );
    const response = await json<SignatureRequest[]>(
      app,
      'GET',
      `/v3/signature-requests?${search}${extra}`,
      { token: account.token },
    );
    expect(response.status).toBe(200);
    return {
      ids: response.body.map((r) => r.id),
      total: Number(response.headers['x-total-count']),
    };
  };

  it('lists toSign newest first, page by page, with the total; ascending on request', async () => {
    const opened: string[] = [];
    for (let n = 0; n < 5; n++) {
      opened.push((await openRequest(app, owner.token, { signers: [signer.email] })).id);
    }
    const newestFirst = [...opened].reverse();
    const first = await inbox(signer, 'toSign', '&page_size=2&page_number=1');
    const third = await inbox(signer, 'toSign', '&page_size=2&page_number=3');
    expect(first).toEqual({ ids: newestFirst.slice(0, 2), total: 5 });
    expect(third).toEqual({ ids: newestFirst.slice(4), total: 5 });
    const ascending = await inbox(signer, 'toSign', '&page_size=3&sort=asc');
    expect(ascending.ids).toEqual(opened.slice(0, 3));
    // The owner signs none of them: nothing to sign, all five pending (waiting for others).
    expect((await inbox(owner, 'toSign')).total).toBe(0);
    expect((await inbox(owner, 'pending')).ids).toEqual(expect.arrayContaining(opened));
  });

  it('follows every change of status and signature, hides what the caller hid, never shows drafts', async () => {
    const before = (await inbox(signer, 'toSign')).ids;
    const twice = await openRequest(app, owner.token, { signers: [signer.email, signer.email] });
    const declined = await openRequest(app, owner.token, { signers: [signer.email] });
    const withdrawn = await openRequest(app, owner.token, { signers: [signer.email] });
    const hidden = await openRequest(app, owner.token, { signers: [signer.email] });
    const draft = await createRequest(app, owner.token, { signers: [signer.email] });

    const listed = await inbox(signer, 'toSign');
    expect(listed.ids.filter((id) => !before.includes(id))).toEqual([
      hidden.id,
      withdrawn.id,
      declined.id,
      twice.id,
    ]);
    expect(listed.total).toBe(before.length + 4);
    expect(listed.ids).not.toContain(draft.id);

    const path = (id: string, rest: string) => `/v3/signature-requests/${id}${rest}`;
    await json(app, 'POST', path(declined.id, '/decline'), { token: signer.token, body: {} });
    await json(app, 'POST', path(withdrawn.id, '/withdraw'), { token: owner.token, body: {} });
    expect((await json(app, 'DELETE', path(hidden.id, ''), { token: signer.token })).status).toBe(
      204,
    );
    // Signing is the signing flow's; its outcome is a SIGNED row and a SIGNED request.
    await harness.db
      .updateTable('signatures')
      .set({ status_code: 'SIGNED' })
      .where('request_id', '=', twice.id)
      .where('sid', '=', twice.signatures[0]!.sid)
      .execute();
    const after = await inbox(signer, 'toSign');
    expect(after.ids.filter((id) => !before.includes(id))).toEqual([twice.id]);
    await harness.db
      .updateTable('signature_requests')
      .set({ status_overall: 'SIGNED' })
      .where('id', '=', twice.id)
      .execute();
    expect(await inbox(signer, 'toSign')).toEqual({ ids: before, total: before.length });
    // The same through the request's own columns (a search): the hidden one is still not counted.
    expect(await inbox(signer, 'toSign', '&search=Contract')).toEqual({
      ids: before,
      total: before.length,
    });
  });
  it('shows each listed request exactly as GET /{id} does, and counts past the last page', async () => {
    const full = await openRequest(app, owner.token, {
      signers: [signer.email, uniqueEmail('second')],
      observers: [uniqueEmail('observer')],
      pages: 2,
    });
    await json(app, 'POST', `/v3/signature-requests/${full.id}/attachments`, {
      token: owner.token,
      body: { filename: 'terms.txt', content_type: 'text/plain', content: 'VGVybXM=' },
    });
    await json(app, 'POST', `/v3/signature-requests/${full.id}/remind`, { token: owner.token });
    for (const account of [owner, signer]) {
      const listed = await json<SignatureRequest[]>(
        app,
        'GET',
        '/v3/signature-requests?page_size=100',
        {
          token: account.token,
        },
      );
      const item = listed.body.find((r) => r.id === full.id);
      const single = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${full.id}`, {
        token: account.token,
      });
      expect(item).toEqual(asListed(single.body));
    }
    const { total } = await inbox(signer, 'toSign');
    expect(await inbox(signer, 'toSign', '&page_size=1&page_number=999')).toEqual({
      ids: [],
      total,
    });
  });

  it('shows every kind of change at once, whoever made it, and nothing a rolled-back one made', async () => {
    const observer = uniqueEmail('observer');
    const watcher = { email: observer, token: (await signUp(app, observer)).token };
    const newcomer = uniqueEmail('newcomer');
    const request = await createRequest(app, owner.token, {
      signers: [signer.email],
      observers: [watcher.email],
    });
    const path = `/v3/signature-requests/${request.id}`;
    /** The request as each party's list shows it, beside GET /{id}, after each step. */
    const same = async (step: string, parties: Account[] = [owner]) => {
      for (const account of parties) {
        const listed = await json<SignatureRequest[]>(
          app,
          'GET',
          '/v3/signature-requests?page_size=100',
          { token: account.token },
        );
        const single = await json<SignatureRequest>(app, 'GET', path, { token: account.token });
        expect(
          listed.body.find((r) => r.id === request.id),
          step,
        ).toEqual(asListed(single.body));
      }
    };
    const call = async (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      token: string,
      body?: unknown,
    ) => {
      const answer = await json<{
        id?: string;
        attachment_id?: string;
        sid?: string;
      }>(app, method, `${path}${url}`, { token, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${url}`).toBeLessThan(300);
      return answer.body;
    };
    await same('created');
    await call('PUT', '', owner.token, { title: 'Renamed', message: 'New message' });
    await same('renamed');
    await call('POST', '/documents', owner.token, {
      content: base64(minimalPdf(2)),
      title: 'annex.pdf',
    });
    await same('document added');
    const added = await call('POST', '/signatures', owner.token, { account_email: newcomer });
    await same('signer added');
    await call('DELETE', `/signatures/${added.sid}`, owner.token);
    await same('signer removed');
    const watching = await call('POST', '/observers', owner.token, { email: newcomer });
    await same('observer added');
    await call('DELETE', `/observers/${watching.id}`, owner.token);
    await same('observer removed');
    const attached = await call('POST', '/attachments', owner.token, {
      filename: 'terms.txt',
      content_type: 'text/plain',
      content: 'VGVybXM=',
    });
    await same('attachment added');
    await call('DELETE', `/attachments/${attached.attachment_id}`, owner.token);
    await same('attachment removed');
    await call('POST', '/initiate', owner.token);
    await same('initiated', [owner, signer, watcher]);
    await call('POST', '/remind', owner.token);
    await same('reminded', [owner, signer, watcher]);
    // Written straight to the tables, as a job or an operator would.
    await harness.db
      .updateTable('signatures')
      .set({ status_code: 'SIGNED', last_reminded_at: new Date('2026-01-02T03:04:05.678Z') })
      .where('request_id', '=', request.id)
      .where('email', '=', signer.email)
      .execute();
    await same('signed in the table', [owner, signer, watcher]);
    await harness.db
      .updateTable('documents')
      .set({ title: 'renamed.pdf' })
      .where('request_id', '=', request.id)
      .execute();
    await same('document renamed in the table', [owner]);
    await harness.db
      .updateTable('observers')
      .set({ invited_by: 'operator@example.com' })
      .where('request_id', '=', request.id)
      .execute();
    await same('observer changed in the table', [owner, watcher]);
    // The owner's new address shows at once in owner, read and write access.
    const moved = uniqueEmail('moved');
    await harness.db
      .updateTable('users')
      .set({ email: moved })
      .where('email', '=', owner.email)
      .execute();
    await same('owner moved', [signer, watcher]);
    await harness.db
      .updateTable('users')
      .set({ email: owner.email })
      .where('email', '=', moved)
      .execute();
    // A change rolled back leaves the item as it was.
    await harness.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .updateTable('signature_requests')
          .set({ title: 'Never' })
          .where('id', '=', request.id)
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await same('rolled back', [owner, signer]);
    await call('POST', '/withdraw', owner.token, { message: 'Not any more' });
    await same('withdrawn', [owner, signer, watcher]);
  });

  it("answers every filter with exactly the contract's items, each as GET /{id} shows it", async () => {
    const observer = { email: uniqueEmail('observer') };
    const watcher = { ...observer, token: (await signUp(app, observer.email)).token };
    const draft = await createRequest(app, owner.token, {
      title: 'Lease "2026" \\ ünïcode',
      observers: [watcher.email],
      pages: 2,
    });
    const path = `/v3/signature-requests/${draft.id}`;
    await json(app, 'POST', `${path}/documents`, {
      token: owner.token,
      body: { content: base64(minimalPdf(1)), title: 'annex.pdf' },
    });
    const added = await json(app, 'POST', `${path}/signatures`, {
      token: owner.token,
      body: {
        account_email: signer.email,
        signer_identity_data: { first_name: 'Ann', last_name: 'Lee', language: 'de-ch' },
        document_signatures: [
          {
            document_id: draft.documents[0]!.id,
            visual_signature: {
              positions: [{ page: '1', x: 10.5, y: 20, width: 120, height: 40, rotation: 90 }],
            },
          },
        ],
        sequence: 2,
        notify: false,
      },
    });
    expect(added.status).toBe(201);
    // The owner signs too, twice: owner and signer at once, listed once.
    for (let n = 0; n < 2; n++) {
      await json(app, 'POST', `${path}/signatures`, {
        token: owner.token,
        body: { account_email: owner.email },
      });
    }
    await json(app, 'POST', `${path}/attachments`, {
      token: owner.token,
      body: { filename: 'terms.txt', content_type: 'text/plain', content: 'VGVybXM=' },
    });
    expect((await json(app, 'POST', `${path}/initiate`, { token: owner.token })).status).toBe(200);
    await json(app, 'POST', `${path}/remind`, { token: owner.token });
    const plain = await openRequest(app, owner.token, { signers: [signer.email] });
    const ownDraft = await createRequest(app, owner.token, {
      signers: [signer.email],
      observers: [watcher.email],
    });

    const Items = z.array(SignatureRequest);
    const seen = new Set<string>();
    for (const account of [owner, signer, watcher]) {
      const queries = [
        ...INBOX_FILTERS.map((filter) =>
          listFiltersToSearch(inboxFilterToQuery(filter, account.email)),
        ),
        { status_overall: 'DRAFT' },
        { search: 'ünïcode' },
        { order_by: 'title', sort: 'asc' },
        { order_by: 'updated_at' },
      ];
      for (const query of queries) {
        const search = new URLSearchParams({ ...query, page_size: '100' });
        const response = await app.inject({
          method: 'GET',
          url: `/v3/signature-requests?${search}`,
          headers: { authorization: `Bearer ${account.token}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const items: unknown = JSON.parse(response.body);
        // Nothing more and nothing less than the contract's fields (parsing drops unknown keys).
        expect(z.parse(Items, items)).toEqual(items);
        const listed = items as SignatureRequest[];
        expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(listed.length);
        for (const item of listed) {
          const single = await json<SignatureRequest>(
            app,
            'GET',
            `/v3/signature-requests/${item.id}`,
            {
              token: account.token,
            },
          );
          expect(item).toEqual(asListed(single.body));
          seen.add(`${account.email} ${item.id}`);
        }
      }
    }
    // Each kind of request reached each party that may see it, and drafts only their owner.
    for (const id of [draft.id, plain.id, ownDraft.id])
      expect(seen).toContain(`${owner.email} ${id}`);
    expect(seen).toContain(`${signer.email} ${draft.id}`);
    expect(seen).toContain(`${watcher.email} ${draft.id}`);
    expect(seen).not.toContain(`${signer.email} ${ownDraft.id}`);
    expect(seen).not.toContain(`${watcher.email} ${ownDraft.id}`);
  });

  it("narrows every filter exactly as the contract's rule does, newest first, with its total", async () => {
    // One more of each ending, so every filter has something to find.
    const signed = await openRequest(app, owner.token, { signers: [signer.email] });
    await harness.db
      .updateTable('signature_requests')
      .set({ status_overall: 'SIGNED' })
      .where('id', '=', signed.id)
      .execute();
    const declined = await openRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'POST', `/v3/signature-requests/${declined.id}/decline`, {
      token: signer.token,
      body: {},
    });
    await openRequest(app, signer.token, { signers: [owner.email] });
    await createRequest(app, signer.token, { signers: [owner.email] });
    const list = async (account: Account, query: Record<string, string>) => {
      const search = new URLSearchParams({ ...query, page_size: '100' });
      const response = await json<SignatureRequest[]>(
        app,
        'GET',
        `/v3/signature-requests?${search}`,
        { token: account.token },
      );
      expect(response.status).toBe(200);
      return { items: response.body, total: Number(response.headers['x-total-count']) };
    };
    for (const account of [owner, signer]) {
      const all = (await list(account, {})).items;
      expect(new Set(all.map((r) => r.status_overall)).size).toBeGreaterThanOrEqual(3);
      const filters = [
        ...INBOX_FILTERS.map((filter) => inboxFilterToQuery(filter, account.email)),
        { status_overall: ['DRAFT' as const] },
        { status_overall: ['OPEN' as const, 'SIGNED' as const] },
        { account_email: account.email, signature_status: 'OPEN' as const },
      ];
      for (const filter of filters) {
        const expected = all.filter((r) => matchesListFilters(r, filter)).map((r) => r.id);
        const { items, total } = await list(account, listFiltersToSearch(filter));
        expect({ filter, ids: items.map((r) => r.id), total }).toEqual({
          filter,
          ids: expected,
          total: expected.length,
        });
        const byTitle = await list(account, { ...listFiltersToSearch(filter), order_by: 'title' });
        expect(byTitle.items.map((r) => r.id).sort()).toEqual([...expected].sort());
        expect(byTitle.total).toBe(expected.length);
      }
    }
  });
});
