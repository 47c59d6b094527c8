import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { minimalPdf, multipartBody } from './support/minimal-pdf.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { STRONG_PASSWORD, TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

interface Account {
  email: string;
  token: string;
}

describe.each(databases)('signature requests on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  let owner: Account;
  let signer: Account;
  let observer: Account;
  let stranger: Account;

  beforeAll(async () => {
    app = await harness.app({ clock });
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, signer, observer, stranger] = await Promise.all([
      account('owner'),
      account('signer'),
      account('observer'),
      account('stranger'),
    ]);
  });

  const path = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;

  it('creates a DRAFT owned by the caller from JSON with base64 content', async () => {
    const created = await createRequest(app, owner.token, {
      signers: [signer.email],
      observers: [observer.email],
    });
    expect(created.status_overall).toBe('DRAFT');
    expect(created.owner).toBe(owner.email);
    expect(created.roles).toEqual(['owner']);
    expect(created.documents).toHaveLength(1);
    expect(created.documents[0]).toMatchObject({ name: 'contract.pdf', page_count: 1 });
    expect(created.signatures).toEqual([
      expect.objectContaining({
        account_email: signer.email,
        status_code: 'OPEN',
        sequence: -1,
        notify: true,
      }),
    ]);
    expect(created.observers[0]).toMatchObject({
      type: 'USER',
      user_info: { email: observer.email },
    });
    expect(created.signing_url).toBe(`http://signet.test/view/${created.id}`);
    // The signer's address is now an autocomplete contact of the owner.
    const contacts = await json<string[]>(
      app,
      'GET',
      `/v1/email_input_autocomplete?input=${signer.email.slice(0, 8)}`,
      {
        token: owner.token,
      },
    );
    expect(contacts.body).toContain(signer.email);
  });

  it('creates a request from a multipart upload, titled after the file', async () => {
    const form = multipartBody([
      { name: 'file', filename: 'Offer letter.pdf', type: 'application/pdf', bytes: minimalPdf(2) },
      { name: 'message', value: 'Hi' },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as SignatureRequest;
    expect(body.title).toBe('Offer letter');
    expect(body.message).toBe('Hi');
    expect(body.documents[0]).toMatchObject({ name: 'Offer letter.pdf', page_count: 2 });
  });

  it('refuses bad input with the field named', async () => {
    const noDocs = await json(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: { title: 'x', documents: [] },
    });
    expect(noDocs.status).toBe(400);
    expect(noDocs.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badEmail = await json(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title: 'x',
        documents: [{ content: base64(minimalPdf()) }],
        signatures: [{ account_email: 'nope' }],
      },
    });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain('body.signatures.0.account_email');
    const unauthenticated = await json(app, 'GET', '/v3/signature-requests');
    expect(unauthenticated.status).toBe(401);
  });

  it('answers 404 for requests of other people and for drafts signers cannot see yet', async () => {
    const draft = await createRequest(app, owner.token, { signers: [signer.email] });
    for (const account of [stranger, signer]) {
      expect((await json(app, 'GET', path(draft.id), { token: account.token })).status).toBe(404);
      expect(
        (await json(app, 'PUT', path(draft.id), { token: account.token, body: { title: 'mine' } }))
          .status,
      ).toBe(404);
      expect(
        (await json(app, 'POST', path(draft.id, '/initiate'), { token: account.token })).status,
      ).toBe(404);
      expect(
        (await json(app, 'GET', path(draft.id, '/events'), { token: account.token })).status,
      ).toBe(404);
      expect((await json(app, 'DELETE', path(draft.id), { token: account.token })).status).toBe(
        404,
      );
    }
    const unknown = await json(app, 'GET', path('6b0d2f4e-1c2a-4f7e-9d1b-3c4d5e6f7a8b'), {
      token: owner.token,
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const notUuid = await json(app, 'GET', path('abc'), { token: owner.token });
    expect(notUuid.status).toBe(400);
  });

  it('initiates DRAFT → OPEN and e-mails each signer a link to /view/{srid}', async () => {
    const draft = await createRequest(app, owner.token, {
      signers: [signer.email],
      observers: [observer.email],
    });
    const empty = await createRequest(app, owner.token);
    const refused = await json(app, 'POST', path(empty.id, '/initiate'), { token: owner.token });
    expect(refused).toMatchObject({ status: 409, body: { code: 'REQUEST_INCOMPLETE' } });

    const opened = await json<SignatureRequest>(app, 'POST', path(draft.id, '/initiate'), {
      token: owner.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.status_overall).toBe('OPEN');
    const mail = await waitForMail(app, signer.email, (m) =>
      m.links.some((l) => l.endsWith(`/view/${draft.id}`)),
    );
    expect(mail.subject).toContain('Contract');
    await waitForMail(app, observer.email, (m) =>
      m.links.some((l) => l.endsWith(`/view/${draft.id}`)),
    );

    const again = await json(app, 'POST', path(draft.id, '/initiate'), { token: owner.token });
    expect(again).toMatchObject({ status: 409, body: { code: 'REQUEST_NOT_DRAFT' } });
    // Documents only change while DRAFT.
    const addDoc = await json(app, 'POST', path(draft.id, '/documents'), {
      token: owner.token,
      body: { content: base64(minimalPdf()) },
    });
    expect(addDoc).toMatchObject({ status: 409, body: { code: 'REQUEST_NOT_DRAFT' } });
    const lock = await json(app, 'GET', path(draft.id, '/lock-status'), { token: signer.token });
    expect(lock.body).toEqual({
      documents_locked: true,
      signers_locked: false,
      status_overall: 'OPEN',
    });
  });

  it('lists with the §4 inbox filters, search and paging', async () => {
    const title = `Inbox ${Math.random().toString(36).slice(2, 8)}`;
    const toSign = await openRequest(app, owner.token, { signers: [signer.email], title });
    const draft = await createRequest(app, owner.token, { signers: [signer.email], title });
    const list = async (token: string, query: string) =>
      json<SignatureRequest[]>(
        app,
        'GET',
        `/v3/signature-requests?search=${encodeURIComponent(title)}&${query}`,
        { token },
      );

    const signerToSign = await list(
      signer.token,
      `status_overall=OPEN&account_email=${signer.email}&signature_status=OPEN`,
    );
    expect(signerToSign.body.map((r) => r.id)).toEqual([toSign.id]);
    expect(signerToSign.body[0]?.roles).toEqual(['signer']);
    const ownerPending = await list(
      owner.token,
      `status_overall=OPEN&account_email=${owner.email}&signature_status=OPEN&signatures_count=0`,
    );
    expect(ownerPending.body.map((r) => r.id)).toEqual([toSign.id]);
    const ownerAll = await list(owner.token, 'page_size=1&page_number=1');
    expect(ownerAll.body).toHaveLength(1);
    expect(ownerAll.headers['x-total-count']).toBe('2');
    const drafts = await list(owner.token, 'status_overall=DRAFT');
    expect(drafts.body.map((r) => r.id)).toEqual([draft.id]);
    expect((await list(stranger.token, '')).body).toEqual([]);
    const bad = await list(owner.token, 'status_overall=OPEN,NOPE');
    expect(bad.status).toBe(400);
  });

  it('lets a signer decline an OPEN request and tells the owner; then every change is refused', async () => {
    const request = await openRequest(app, owner.token, {
      signers: [signer.email],
      observers: [observer.email],
    });
    const byObserver = await json(app, 'POST', path(request.id, '/decline'), {
      token: observer.token,
      body: {},
    });
    expect(byObserver.status).toBe(403);
    const declined = await json<SignatureRequest>(app, 'POST', path(request.id, '/decline'), {
      token: signer.token,
      body: { message: 'Wrong amount' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status_overall).toBe('DECLINED');
    expect(declined.body.signatures[0]?.status_code).toBe('DECLINED');
    const mail = await waitForMail(app, owner.email, (m) => m.text.includes('Wrong amount'));
    expect(mail.subject).toContain('declined');

    const ownerList = await json<SignatureRequest[]>(
      app,
      'GET',
      '/v3/signature-requests?status_overall=DECLINED,WITHDRAWN',
      {
        token: owner.token,
      },
    );
    expect(ownerList.body.map((r) => r.id)).toContain(request.id);
    expect(
      (await json(app, 'POST', path(request.id, '/withdraw'), { token: owner.token, body: {} }))
        .body,
    ).toMatchObject({
      code: 'REQUEST_NOT_OPEN',
    });
    expect(
      (await json(app, 'PUT', path(request.id), { token: owner.token, body: { title: 'x' } })).body,
    ).toMatchObject({
      code: 'REQUEST_ENDED',
    });
    expect(
      (await json(app, 'POST', path(request.id, '/remind'), { token: owner.token })).status,
    ).toBe(409);
  });

  it('a decline closes the other signers’ open signatures, so no inbox asks them to sign', async () => {
    const request = await openRequest(app, owner.token, {
      signers: [signer.email, stranger.email],
    });
    const toSign = async (account: Account) =>
      (
        await json<SignatureRequest[]>(app, 'GET', '/v3/signature-requests?signature_status=OPEN', {
          token: account.token,
        })
      ).body.map((r) => r.id);
    expect(await toSign(stranger)).toContain(request.id);
    const declined = await json<SignatureRequest>(app, 'POST', path(request.id, '/decline'), {
      token: signer.token,
      body: {},
    });
    expect(declined.body.status_overall).toBe('DECLINED');
    const byEmail = Object.fromEntries(
      declined.body.signatures.map((s) => [s.account_email, s.status_code]),
    );
    expect(byEmail).toEqual({ [signer.email]: 'DECLINED', [stranger.email]: 'WITHDRAWN' });
    expect(await toSign(stranger)).not.toContain(request.id);
    const seenByOther = await json<SignatureRequest>(app, 'GET', path(request.id), {
      token: stranger.token,
    });
    expect(seenByOther.body.signatures.map((s) => s.status_code).sort()).toEqual([
      'DECLINED',
      'WITHDRAWN',
    ]);
  });

  it('lets only the owner withdraw an OPEN request; signers are told', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const bySigner = await json(app, 'POST', path(request.id, '/withdraw'), {
      token: signer.token,
      body: {},
    });
    expect(bySigner).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const withdrawn = await json<SignatureRequest>(app, 'POST', path(request.id, '/withdraw'), {
      token: owner.token,
      body: { message: 'Replaced by v2' },
    });
    expect(withdrawn.body.status_overall).toBe('WITHDRAWN');
    expect(withdrawn.body.signatures[0]?.status_code).toBe('WITHDRAWN');
    await waitForMail(app, signer.email, (m) => m.text.includes('Replaced by v2'));
    const decline = await json(app, 'POST', path(request.id, '/decline'), {
      token: signer.token,
      body: {},
    });
    expect(decline).toMatchObject({ status: 409, body: { code: 'REQUEST_NOT_OPEN' } });
  });

  it('adds, places and removes signers and observers; the owner only', async () => {
    const request = await createRequest(app, owner.token, { pages: 2 });
    const documentId = request.documents[0]!.id;
    const added = await json(app, 'POST', path(request.id, '/signatures'), {
      token: owner.token,
      body: {
        account_email: signer.email,
        document_signatures: [
          {
            document_id: documentId,
            visual_signature: {
              positions: [{ page: '1', x: 100, y: 600, width: 150, height: 70 }],
            },
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    const sid = (added.body as { sid: string }).sid;
    const offPage = await json(app, 'PUT', path(request.id, `/signatures/${sid}`), {
      token: owner.token,
      body: {
        document_signatures: [
          {
            document_id: documentId,
            visual_signature: { positions: [{ page: '5', x: 1, y: 1, width: 10, height: 10 }] },
          },
        ],
      },
    });
    expect(offPage.status).toBe(400);
    const outside = await json(app, 'PUT', path(request.id, `/signatures/${sid}`), {
      token: owner.token,
      body: {
        document_signatures: [
          {
            document_id: documentId,
            visual_signature: { positions: [{ page: '0', x: 500, y: 1, width: 300, height: 10 }] },
          },
        ],
      },
    });
    expect(outside.status).toBe(400);
    const placed = await json(app, 'PUT', path(request.id, `/signatures/${sid}`), {
      token: owner.token,
      body: {
        document_signatures: [
          {
            document_id: documentId,
            visual_signature: { positions: [{ page: 0, x: 10, y: 10, width: 300, height: 140 }] },
          },
        ],
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      document_signatures: [{ visual_signature: { positions: [{ page: '0' }] } }],
    });

    const observerAdded = await json<{ id: string }>(app, 'POST', path(request.id, '/observers'), {
      token: owner.token,
      body: { email: observer.email },
    });
    expect(observerAdded.status).toBe(201);
    await json(app, 'POST', path(request.id, '/initiate'), { token: owner.token });
    expect(
      (
        await json(app, 'POST', path(request.id, '/observers'), {
          token: signer.token,
          body: { email: stranger.email },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await json(app, 'DELETE', path(request.id, `/observers/${observerAdded.body.id}`), {
          token: owner.token,
        })
      ).status,
    ).toBe(204);
    expect((await json(app, 'GET', path(request.id), { token: observer.token })).status).toBe(404);
    const lastSigner = await json(app, 'DELETE', path(request.id, `/signatures/${sid}`), {
      token: owner.token,
    });
    expect(lastSigner).toMatchObject({ status: 409, body: { code: 'REQUEST_INCOMPLETE' } });
  });

  it('refuses any change of signers once someone has signed (409 SIGNERS_LOCKED)', async () => {
    const request = await openRequest(app, owner.token, {
      signers: [signer.email, observer.email],
    });
    // Signing itself belongs to the signing flow; its outcome is a SIGNED signature row.
    await harness.db
      .updateTable('signatures')
      .set({ status_code: 'SIGNED' })
      .where('sid', '=', request.signatures[0]!.sid)
      .execute();
    const remove = await json(
      app,
      'DELETE',
      path(request.id, `/signatures/${request.signatures[1]!.sid}`),
      { token: owner.token },
    );
    expect(remove).toMatchObject({ status: 409, body: { code: 'SIGNERS_LOCKED' } });
    const add = await json(app, 'POST', path(request.id, '/signatures'), {
      token: owner.token,
      body: { account_email: stranger.email },
    });
    expect(add).toMatchObject({ status: 409, body: { code: 'SIGNERS_LOCKED' } });
    const replace = await json(app, 'PUT', path(request.id), {
      token: owner.token,
      body: { signatures: [{ account_email: stranger.email }] },
    });
    expect(replace).toMatchObject({ status: 409, body: { code: 'SIGNERS_LOCKED' } });
    const lock = await json(app, 'GET', path(request.id, '/lock-status'), { token: owner.token });
    expect(lock.body).toMatchObject({ signers_locked: true });
  });

  it('lets a signer delegate their signature to another address', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const self = await json(app, 'POST', path(request.id, '/delegate'), {
      token: signer.token,
      body: { account_email: signer.email },
    });
    expect(self.status).toBe(400);
    const delegated = await json<SignatureRequest>(app, 'POST', path(request.id, '/delegate'), {
      token: signer.token,
      body: { account_email: stranger.email, message: 'You handle this' },
    });
    expect(delegated.status).toBe(200);
    expect(delegated.body.signatures[0]?.account_email).toBe(stranger.email);
    await waitForMail(app, stranger.email, (m) => m.text.includes('You handle this'));
    expect((await json(app, 'GET', path(request.id), { token: signer.token })).status).toBe(404);
    const inbox = await json<SignatureRequest[]>(
      app,
      'GET',
      `/v3/signature-requests?status_overall=OPEN&account_email=${stranger.email}&signature_status=OPEN`,
      { token: stranger.token },
    );
    expect(inbox.body.map((r) => r.id)).toContain(request.id);
  });

  it('deletes drafts, withdraws the owner’s open requests and hides others for the caller', async () => {
    const draft = await createRequest(app, owner.token);
    expect((await json(app, 'DELETE', path(draft.id), { token: owner.token })).status).toBe(204);
    expect((await json(app, 'GET', path(draft.id), { token: owner.token })).status).toBe(404);

    const open = await openRequest(app, owner.token, { signers: [signer.email] });
    expect((await json(app, 'DELETE', path(open.id), { token: signer.token })).status).toBe(204);
    expect((await json(app, 'GET', path(open.id), { token: signer.token })).status).toBe(404);
    const forOwner = await json<SignatureRequest>(app, 'GET', path(open.id), {
      token: owner.token,
    });
    expect(forOwner.body.status_overall).toBe('OPEN');
    expect((await json(app, 'DELETE', path(open.id), { token: owner.token })).status).toBe(204);
    const status = await harness.db
      .selectFrom('signature_requests')
      .select('status_overall')
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(status.status_overall).toBe('WITHDRAWN');
  });

  it('writes a verifiable event chain and detects tampering', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'POST', path(request.id, '/decline'), {
      token: signer.token,
      body: { message: 'no' },
    });
    const events = await json<{
      events: { action: string; actor_email: string; document_hashes: string[] }[];
      chain: { valid: boolean };
    }>(app, 'GET', path(request.id, '/events'), { token: signer.token });
    expect(events.body.events.map((e) => e.action)).toEqual(['created', 'initiated', 'declined']);
    expect(events.body.events[2]).toMatchObject({
      actor_email: signer.email,
      document_hashes: [request.documents[0]!.version_id],
    });
    expect(events.body.chain).toEqual({ valid: true, broken_at: null });

    const csv = await app.inject({
      method: 'GET',
      url: path(request.id, '/report?type=events&format=csv'),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'seq,created_at,action,actor_email,ip,document_hashes,data,prev_hash,hash',
    );
    expect(csv.body).toContain(',declined,');
    const htmlReport = await json(app, 'GET', path(request.id, '/report?type=HTML'), {
      token: owner.token,
    });
    expect(htmlReport.status).toBe(400);

    await harness.db
      .updateTable('request_events')
      .set({ actor_email: 'someone-else@example.com' })
      .where('request_id', '=', request.id)
      .where('seq', '=', 2)
      .execute();
    const tampered = await json<{ chain: { valid: boolean; broken_at: number } }>(
      app,
      'GET',
      path(request.id, '/events'),
      { token: owner.token },
    );
    expect(tampered.body.chain).toEqual({ valid: false, broken_at: 2 });
  });
  // Last: it moves the clock past the sessions' lifetime.
  it('reminds each open signer at most once per 24 hours', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const first = await json<{ reminded: string[] }>(app, 'POST', path(request.id, '/remind'), {
      token: owner.token,
    });
    expect(first.body.reminded).toEqual([request.signatures[0]?.sid]);
    await waitForMail(app, signer.email, (m) => m.subject?.startsWith('Reminder') ?? false);
    const second = await json(app, 'POST', path(request.id, '/remind'), { token: owner.token });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: 'REMIND_TOO_SOON' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(
      (await json(app, 'POST', path(request.id, '/remind'), { token: signer.token })).status,
    ).toBe(403);
    clock.advance(24 * 60 * 60_000 + 1000);
    const login = await json<{ token: string }>(app, 'POST', '/v1/login', {
      body: { email: owner.email, password: STRONG_PASSWORD },
    });
    expect(
      (await json(app, 'POST', path(request.id, '/remind'), { token: login.body.token })).status,
    ).toBe(200);
  });
});
