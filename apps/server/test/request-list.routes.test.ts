import type { SignatureRequest } from '@signet/contract';
import { inboxFilterToQuery, listFiltersToSearch } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

interface Account {
  email: string;
  token: string;
}

// §4 inbox filters through GET /v3/signature-requests, on the index path of migration 1200
// (toSign reads the caller's signatures with the request's status copied onto them).
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
      expect(item).toEqual(single.body);
    }
    const { total } = await inbox(signer, 'toSign');
    expect(await inbox(signer, 'toSign', '&page_size=1&page_number=999')).toEqual({
      ids: [],
      total,
    });
  });
});
