import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest, StatusOverall } from '@signet/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

interface Account {
  email: string;
  token: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databases)('signature request lifecycle on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-lifecycle-'));
  let app: SignetApp;
  let owner: Account;
  let signer: Account;

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir, PRERENDER_PAGES: '0' } });
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, signer] = await Promise.all([account('owner'), account('signer')]);
  });

  const url = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;

  /** A request of `owner` with `signer` and an observer and an attachment, brought to `status`. */
  async function requestIn(status: StatusOverall) {
    const observers = [uniqueEmail('observer')];
    const request =
      status === 'DRAFT'
        ? await createRequest(app, owner.token, { signers: [signer.email], observers })
        : await openRequest(app, owner.token, { signers: [signer.email], observers });
    const attachment = await json<{ attachment_id: string }>(
      app,
      'POST',
      url(request.id, '/attachments'),
      {
        token: owner.token,
        body: {
          filename: 'a.txt',
          content_type: 'text/plain',
          content: base64(new Uint8Array([65])),
        },
      },
    );
    if (status === 'DECLINED') {
      await json(app, 'POST', url(request.id, '/decline'), { token: signer.token, body: {} });
    } else if (status === 'WITHDRAWN') {
      await json(app, 'POST', url(request.id, '/withdraw'), { token: owner.token, body: {} });
    } else if (status === 'SIGNED') {
      // Signing is the signing flow's; its outcome is a SIGNED signature and a SIGNED request.
      await harness.db
        .updateTable('signatures')
        .set({ status_code: 'SIGNED' })
        .where('request_id', '=', request.id)
        .execute();
      await harness.db
        .updateTable('signature_requests')
        .set({ status_overall: 'SIGNED' })
        .where('id', '=', request.id)
        .execute();
    }
    const current = await json<SignatureRequest>(app, 'GET', url(request.id), {
      token: owner.token,
    });
    expect(current.body.status_overall).toBe(status);
    return { request: current.body, aid: attachment.body.attachment_id };
  }

  /** Every change that §4's state machine refuses in a state, with the code it answers. */
  const refusals = (
    r: SignatureRequest,
    aid: string,
  ): Record<string, [Method, string, Account, unknown, string][]> => {
    const other = uniqueEmail('other');
    const initiate: [Method, string, Account, unknown] = [
      'POST',
      url(r.id, '/initiate'),
      owner,
      undefined,
    ];
    const decline: [Method, string, Account, unknown] = ['POST', url(r.id, '/decline'), signer, {}];
    const withdraw: [Method, string, Account, unknown] = [
      'POST',
      url(r.id, '/withdraw'),
      owner,
      {},
    ];
    const remind: [Method, string, Account, unknown] = [
      'POST',
      url(r.id, '/remind'),
      owner,
      undefined,
    ];
    const delegate: [Method, string, Account, unknown] = [
      'POST',
      url(r.id, '/delegate'),
      signer,
      { account_email: other },
    ];
    const addDocument: [Method, string, Account, unknown] = [
      'POST',
      url(r.id, '/documents'),
      owner,
      { content: base64(minimalPdf()) },
    ];
    const ended = (code: string): [Method, string, Account, unknown, string][] => [
      [...initiate, 'REQUEST_ENDED'],
      [...decline, 'REQUEST_NOT_OPEN'],
      [...withdraw, 'REQUEST_NOT_OPEN'],
      [...remind, 'REQUEST_NOT_OPEN'],
      [...delegate, 'REQUEST_NOT_OPEN'],
      [...addDocument, 'REQUEST_NOT_DRAFT'],
      ['PUT', url(r.id), owner, { title: 'Changed' }, code],
      ['POST', url(r.id, '/signatures'), owner, { account_email: other }, code],
      ['DELETE', url(r.id, `/signatures/${r.signatures[0]!.sid}`), owner, undefined, code],
      [
        'PUT',
        url(r.id, `/signatures/${r.signatures[0]!.sid}`),
        owner,
        { document_signatures: [] },
        code,
      ],
      ['POST', url(r.id, '/observers'), owner, { email: other }, code],
      ['DELETE', url(r.id, `/observers/${r.observers[0]!.id}`), owner, undefined, code],
      [
        'POST',
        url(r.id, '/attachments'),
        owner,
        { filename: 'b.txt', content_type: 'text/plain', content: base64(new Uint8Array([66])) },
        code,
      ],
      ['DELETE', url(r.id, `/attachments/${aid}`), owner, undefined, code],
    ];
    return {
      DRAFT: [
        [...withdraw, 'REQUEST_NOT_OPEN'],
        [...remind, 'REQUEST_NOT_OPEN'],
      ],
      OPEN: [
        [...initiate, 'REQUEST_NOT_DRAFT'],
        [...addDocument, 'REQUEST_NOT_DRAFT'],
        [
          'DELETE',
          url(r.id, `/documents/${r.documents[0]!.id}`),
          owner,
          undefined,
          'REQUEST_NOT_DRAFT',
        ],
      ],
      SIGNED: ended('REQUEST_ENDED'),
      DECLINED: ended('REQUEST_ENDED'),
      WITHDRAWN: ended('REQUEST_ENDED'),
    };
  };

  it.each(['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN'] as const)(
    'refuses every change %s does not allow with 409 and its code, changing nothing',
    async (status) => {
      const { request, aid } = await requestIn(status);
      const events = async () =>
        (
          await json<{ events: unknown[] }>(app, 'GET', url(request.id, '/events'), {
            token: owner.token,
          })
        ).body.events.length;
      const eventsBefore = await events();
      for (const [method, target, who, body, code] of refusals(request, aid)[status]!) {
        const response = await json(app, method, target, {
          token: who.token,
          ...(body !== undefined ? { body } : {}),
        });
        expect({
          call: `${method} ${target}`,
          status: response.status,
          code: response.body?.code,
        }).toEqual({
          call: `${method} ${target}`,
          status: 409,
          code,
        });
      }
      const state = await json(app, 'GET', url(request.id, '/status'), { token: owner.token });
      expect(state.body).toEqual({
        id: request.id,
        status_overall: status,
        signatures: request.signatures.map(({ sid, account_email, status_code }) => ({
          sid,
          account_email,
          status_code,
        })),
      });
      const after = await json<SignatureRequest>(app, 'GET', url(request.id), {
        token: owner.token,
      });
      expect(after.body).toEqual({ ...request, ...{ updated_at: after.body.updated_at } });
      expect(await events()).toBe(eventsBefore);
    },
  );

  it('logs every state change as a chained event with who, when, from where and the document version', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await json(app, 'POST', url(request.id, '/remind'), { token: owner.token });
    await json(app, 'POST', url(request.id, '/decline'), {
      token: signer.token,
      body: { message: 'No' },
    });
    const { body } = await json<{
      events: {
        seq: number;
        action: string;
        actor_email: string | null;
        ip: string | null;
        created_at: string;
        document_hashes: string[];
        prev_hash: string;
        hash: string;
      }[];
      chain: { valid: boolean };
    }>(app, 'GET', url(request.id, '/events'), { token: owner.token });
    expect(body.events.map((e) => [e.action, e.actor_email])).toEqual([
      ['created', owner.email],
      ['initiated', owner.email],
      ['reminded', owner.email],
      ['declined', signer.email],
    ]);
    for (const [n, event] of body.events.entries()) {
      expect(event.seq).toBe(n + 1);
      expect(event.ip).toBeTruthy();
      expect(event.document_hashes).toEqual([request.documents[0]!.version_id]);
      if (n > 0) expect(event.prev_hash).toBe(body.events[n - 1]!.hash);
    }
    expect(body.chain.valid).toBe(true);
  });

  it('refuses a certified document that forbids any change (DocMDP P = 1)', async () => {
    const perms =
      '/Perms << /DocMDP << /Type /Sig /Reference [<< /Type /SigRef /TransformMethod /DocMDP /TransformParams << /Type /TransformParams /P 1 /V /1.2 >> >>] >> >>';
    const response = await json(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title: 'Certified',
        documents: [{ content: base64(minimalPdf(1, undefined, perms)) }],
      },
    });
    expect(response).toMatchObject({
      status: 422,
      body: { code: 'DOCUMENT_CERTIFIED', fields: [{ field: 'body.documents.0.content' }] },
    });
    const formFilling = perms.replace('/P 1', '/P 2');
    const allowed = await json(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title: 'Certified',
        documents: [{ content: base64(minimalPdf(1, undefined, formFilling)) }],
      },
    });
    expect(allowed.status).toBe(201);
  });

  it('stores documents by content: the same bytes once, whoever uploads them', async () => {
    const bytes = minimalPdf(4);
    const first = await createRequest(app, owner.token, { pages: 4 });
    const again = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: signer.token,
      body: { title: 'Same bytes', documents: [{ content: base64(bytes) }] },
    });
    const hash = again.body.documents[0]!.version_id;
    expect(first.documents[0]!.version_id).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const blob = path.join(dataDir, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash);
    expect(existsSync(blob)).toBe(true);
    // Deleting one draft leaves the blob the other still uses.
    expect((await json(app, 'DELETE', url(first.id), { token: owner.token })).status).toBe(204);
    await app.signet.jobs.drain();
    expect(existsSync(blob)).toBe(true);
    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${again.body.documents[0]!.id}/download`,
      headers: { authorization: `Bearer ${signer.token}` },
    });
    expect(Buffer.compare(download.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  it('writes each notice in its recipient’s language, with links from the route table', async () => {
    const german = await (async () => {
      const email = uniqueEmail('deutsch');
      const token = (await signUp(app, email)).token;
      await sql`UPDATE users SET attributes = jsonb_set(attributes, '{lang}', '["de-ch"]') WHERE email = ${email}`.execute(
        harness.db,
      );
      return { email, token };
    })();
    const french = uniqueEmail('francais');
    const draft = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title: 'Mietvertrag',
        documents: [{ content: base64(minimalPdf()) }],
        signatures: [
          { account_email: german.email },
          {
            signer_identity_data: {
              email_address: french,
              first_name: 'Anne',
              last_name: 'Roux',
              language: 'fr-ch',
            },
          },
        ],
      },
    });
    expect(draft.status).toBe(201);
    await json(app, 'POST', url(draft.body.id, '/initiate'), { token: owner.token });
    const invitation = (m: { links: string[] }) => m.links.some((l) => l.includes('/view/'));
    const toGerman = await waitForMail(app, german.email, invitation);
    expect(toGerman.subject).toContain('bittet Sie, «Mietvertrag» zu unterschreiben');
    expect(toGerman.links).toContain(`http://signet.test/view/${draft.body.id}`);
    // A signer without an account gets a link of their own (guest signing, ADR 0800).
    const guestLink = (m: { links: string[] }) =>
      m.links.some((l) => l.startsWith(`http://signet.test/${draft.body.id}/`));
    const toFrench = await waitForMail(app, french, guestLink);
    expect(toFrench.subject).toContain('vous demande de signer « Mietvertrag »');
    expect(toFrench.text).toContain("Vous n'avez pas besoin de compte");

    await json(app, 'POST', url(draft.body.id, '/decline'), {
      token: german.token,
      body: { message: 'Nein' },
    });
    const toOwner = await waitForMail(app, owner.email, (m) => m.text.includes('Nein'));
    expect(toOwner.subject).toBe('"Mietvertrag" was declined');
  });
});
