import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  inboxFilterToQuery,
  listFiltersToSearch,
  type SignatureRequest,
  type SignerGroup,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { insertBusiness, removeMember } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64 } from './support/requests.ts';
import { type Signer, signCall, signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

const run = promisify(execFile);

describe.each(databases)('a signer group signs on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let admin: Signer;
  let ann: Signer;
  let ben: Signer;
  let cleo: Signer;
  let outsider: Signer;
  let group: SignerGroup;

  beforeAll(async () => {
    app = await harness.app();
    const accounts = await Promise.all(
      ['admin', 'ann', 'ben', 'cleo', 'outsider'].map((name) =>
        signerAccount(app, harness.db, name),
      ),
    );
    [admin, ann, ben, cleo, outsider] = accounts as [Signer, Signer, Signer, Signer, Signer];
    await insertBusiness(harness.db, { admin: admin.id, members: [ann.id, ben.id, cleo.id] });
    const created = await json<SignerGroup>(app, 'POST', '/v3/groups', {
      token: admin.token,
      body: { name: 'Board', members: [ann.id, ben.id, cleo.id] },
    });
    group = created.body;
  });

  /** One of the dashboard's inbox filters, as the web asks for it. */
  const inbox = async (who: Signer, filter: 'toSign' | 'pending') => {
    const search = new URLSearchParams(listFiltersToSearch(inboxFilterToQuery(filter, who.email)));
    const list = await json<SignatureRequest[]>(app, 'GET', `/v3/signature-requests?${search}`, {
      token: who.token,
    });
    expect(list.status).toBe(200);
    return { ids: list.body.map((r) => r.id), total: Number(list.headers['x-total-count']), list };
  };
  const toSign = (who: Signer) => inbox(who, 'toSign');

  /** An OPEN request of the admin with the group (and any addresses) as signers. */
  const groupRequest = async (title: string, others: string[] = []) => {
    const created = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: admin.token,
      body: {
        title,
        documents: [{ content: base64(minimalPdf(1)), title: 'board.pdf' }],
        signatures: [{ signer_group_id: group.id }, ...others.map((e) => ({ account_email: e }))],
      },
    });
    expect(created.status).toBe(201);
    const opened = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/signature-requests/${created.body.id}/initiate`,
      { token: admin.token },
    );
    expect(opened.status).toBe(200);
    return opened.body;
  };

  it('is in every member’s toSign until one signs, then leaves the others’ and names who signed', async () => {
    const request = await groupRequest('Board resolution', [outsider.email]);
    expect(request.signatures[0]).toMatchObject({
      account_email: null,
      signer_group: { id: group.id, name: 'Board' },
      status_code: 'OPEN',
    });
    // The group's id is no address anyone reads by.
    expect(request.read_access).toEqual([admin.email, outsider.email]);
    for (const member of [ann, ben, cleo]) {
      const listed = await toSign(member);
      expect(listed.ids).toContain(request.id);
      // Every listed item is GET /{id} for that member, roles included.
      const got = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${request.id}`, {
        token: member.token,
      });
      expect(got.body.roles).toEqual(['signer']);
      // (GET names the request's business; the list leaves it out, ADR 0522.)
      const { business_id: _business, ...single } = got.body;
      expect(listed.list.body.find((r) => r.id === request.id)).toEqual(single);
      // Each member is invited by mail.
      await waitForMail(app, member.email, (m) => m.text.includes('Board resolution'));
    }
    expect((await toSign(outsider)).ids).toContain(request.id);
    // Waiting for the member's own group: not "waiting for others".
    expect((await inbox(ann, 'pending')).ids).not.toContain(request.id);

    const signed = await signWithTan(app, ben, [{ signatureRequestId: request.id }]);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status_overall: 'OPEN' }] });

    for (const member of [ann, ben, cleo]) {
      expect((await toSign(member)).ids).not.toContain(request.id);
      const got = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${request.id}`, {
        token: member.token,
      });
      expect(got.body.signatures[0]).toMatchObject({
        status_code: 'SIGNED',
        account_email: ben.email,
        signer_group: { id: group.id, name: 'Board' },
      });
    }
    expect((await inbox(ann, 'pending')).ids).toContain(request.id);
    // The outsider still has theirs to sign; a second member cannot sign for the group again.
    expect((await toSign(outsider)).ids).toContain(request.id);
    const again = await signCall(app, ann.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(again.body).toMatchObject({ code: 'SIGNATURE_NOT_OPEN' });

    // The event names the group and the member; the protocol too.
    const events = await json<{ action: string; actor_email?: string; data?: unknown }[]>(
      app,
      'GET',
      `/v3/signature-requests/${request.id}/events`,
      { token: admin.token },
    );
    const rows = await harness.db
      .selectFrom('request_events')
      .select(['action', 'actor_email', 'data'])
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .execute();
    expect(events.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_email: ben.email,
      data: { signer_group: { id: group.id, name: 'Board' } },
    });
    await signWithTan(app, outsider, [{ signatureRequestId: request.id }]);
    const report = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${request.id}/report?type=PDF`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(report.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-groups-')), 'p.pdf');
    writeFileSync(file, report.rawPayload);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const text = stdout.replace(/[ \t]+/g, ' ');
    expect(text).toContain('Signer group Board');
    expect(text).toContain(ben.email);
  });

  it('a member who leaves the group, or the business, loses the pending item', async () => {
    const request = await groupRequest('Quarterly report');
    expect((await toSign(ann)).ids).toContain(request.id);
    expect((await toSign(cleo)).ids).toContain(request.id);
    await json(app, 'PUT', `/v3/groups/${group.id}`, {
      token: admin.token,
      body: { members: [ben.id, cleo.id] },
    });
    expect((await toSign(ann)).ids).not.toContain(request.id);
    const gone = await json(app, 'GET', `/v3/signature-requests/${request.id}`, {
      token: ann.token,
    });
    expect(gone.status).toBe(404);
    const refused = await signCall(app, ann.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(refused.status).toBe(404);

    await removeMember(harness.db, cleo.id);
    expect((await toSign(cleo)).ids).not.toContain(request.id);
    expect((await toSign(ben)).ids).toContain(request.id);
  });

  it('a member declines for the group; delegating a group’s signature is refused', async () => {
    // (Ben is the group's one member left after the test before.)
    const request = await groupRequest('Declined by the group');
    const delegated = await json(app, 'POST', `/v3/signature-requests/${request.id}/delegate`, {
      token: ben.token,
      body: { account_email: outsider.email },
    });
    expect(delegated).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const declined = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/signature-requests/${request.id}/decline`,
      { token: ben.token, body: { message: 'Not this quarter' } },
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status_overall: 'DECLINED',
      signatures: [{ status_code: 'DECLINED', signer_group: { id: group.id } }],
    });
    expect((await toSign(ben)).ids).not.toContain(request.id);
  });

  it('adds a group through the add-signer call; refuses unknown, foreign and mixed recipients', async () => {
    const draft = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: admin.token,
      body: {
        title: 'Add group',
        documents: [{ content: base64(minimalPdf(1)), title: 'a.pdf' }],
      },
    });
    const url = `/v3/signature-requests/${draft.body.id}/signatures`;
    const added = await json(app, 'POST', url, {
      token: admin.token,
      body: { signer_group_id: group.id },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { signer_group: { id: group.id, name: 'Board' }, account_email: null },
    });
    const unknown = await json(app, 'POST', url, {
      token: admin.token,
      body: { signer_group_id: `gr_${'a'.repeat(32)}` },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.signer_group_id' }] },
    });
    const mixed = await json(app, 'POST', url, {
      token: admin.token,
      body: { signer_group_id: group.id, account_email: ann.email },
    });
    expect(mixed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(mixed.body)).toContain('signer_group_id');
    const malformed = await json(app, 'POST', url, {
      token: admin.token,
      body: { signer_group_id: 'group-1' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // Someone outside the business cannot name its group.
    const theirs = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: outsider.token,
      body: {
        title: 'Foreign',
        documents: [{ content: base64(minimalPdf(1)), title: 'f.pdf' }],
        signatures: [{ signer_group_id: group.id }],
      },
    });
    expect(theirs).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.signatures.0.signer_group_id' }] },
    });
  });
});
