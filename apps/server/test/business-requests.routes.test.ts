import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { runRetention } from '../src/features/signature-requests/retention.job.ts';
import { FileBlobStore } from '../src/providers/blobs/file-blob-store.ts';
import { insertBusiness, setSettings, usageOf } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64, createRequest, openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;

describe.each(databases)('requests of a business on $name', (engine) => {
  const harness = useHarness(engine);
  const config = testConfig({ PRERENDER_PAGES: '0' });
  let app: SignetApp;
  const account = async (name: string) => {
    const email = uniqueEmail(name);
    const { token, id } = await signUp(app, email);
    return { email, token, id };
  };
  const view = async (id: string, token: string) =>
    (await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${id}`, { token })).body;

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: config.dataDir, PRERENDER_PAGES: '0' } });
  });

  it('a member’s new request belongs to the business and is in part 11 mode when the business says so', async () => {
    const [admin, member, outsider] = await Promise.all([
      account('admin'),
      account('member'),
      account('outsider'),
    ]);
    const business = await insertBusiness(harness.db, {
      admin: admin.id,
      members: [member.id],
      settings: { part11: true },
    });

    const ofMember = await createRequest(app, member.token, { signers: [outsider.email] });
    expect(ofMember).toMatchObject({ part11: true, business_id: business.id });
    const ofAdmin = await createRequest(app, admin.token);
    expect(ofAdmin).toMatchObject({ part11: true, business_id: business.id });
    // The signer sees which business it is, to read its public information.
    expect((await view(ofMember.id, member.token)).business_id).toBe(business.id);

    const ofOutsider = await createRequest(app, outsider.token);
    expect(ofOutsider.part11).toBe(false);
    expect(ofOutsider.business_id ?? null).toBeNull();

    const off = await json(app, 'PUT', `/v3/signature-requests/${ofMember.id}`, {
      token: member.token,
      body: { part11: false },
    });
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'body.part11' }],
    });
    expect((await view(ofMember.id, member.token)).part11).toBe(true);

    // Without the setting a member chooses, and the request still belongs to the business.
    await setSettings(harness.db, business.id, { part11: false });
    const free = await createRequest(app, member.token);
    expect(free).toMatchObject({ part11: false, business_id: business.id });
    expect(await usageOf(harness.db, business.id)).toEqual({ request_created: 3 });
  });

  it('a send-to document claimed by a member becomes a request of the business', async () => {
    const [admin, member] = await Promise.all([account('admin'), account('member')]);
    const business = await insertBusiness(harness.db, {
      admin: admin.id,
      members: [member.id],
      settings: { part11: true },
    });
    const created = await json<{ id: string }>(app, 'POST', '/v3/sendto', {
      body: { title: 'From the scanner', content: base64(minimalPdf()) },
    });
    const claimed = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/sendto/${created.body.id}/claim`,
      { token: member.token },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ part11: true, business_id: business.id });
    expect(await usageOf(harness.db, business.id)).toEqual({ request_created: 1 });
  });

  it('deletes members’ documents after the business’s retention, for signed or for any ended requests', async () => {
    const [admin, member, outsider] = await Promise.all([
      account('admin'),
      account('member'),
      account('outsider'),
    ]);
    const signer = await signerAccount(app, harness.db, 'signer');
    const business = await insertBusiness(harness.db, {
      admin: admin.id,
      members: [member.id],
      settings: { retention: { enabled: true, terminalState: 'SIGNED', days: 10 } },
    });
    const signed = await openRequest(app, member.token, { signers: [signer.email] });
    expect((await signWithTan(app, signer, [{ signatureRequestId: signed.id }])).status).toBe(200);
    const withdrawn = await openRequest(app, member.token, { signers: [signer.email] });
    await json(app, 'POST', `/v3/signature-requests/${withdrawn.id}/withdraw`, {
      token: member.token,
      body: {},
    });
    const outsiders = await openRequest(app, outsider.token, { signers: [signer.email] });
    expect((await signWithTan(app, signer, [{ signatureRequestId: outsiders.id }])).status).toBe(
      200,
    );
    const blobs = new FileBlobStore(config.dataDir);
    const documentsDeleted = async () => ({
      signed: (await view(signed.id, member.token)).documents_deleted,
      withdrawn: (await view(withdrawn.id, member.token)).documents_deleted,
      outsiders: (await view(outsiders.id, outsider.token)).documents_deleted,
    });

    await runRetention(harness.db, blobs, new Date(Date.now() + 9 * DAY));
    expect(await documentsDeleted()).toEqual({ signed: false, withdrawn: false, outsiders: false });
    await runRetention(harness.db, blobs, new Date(Date.now() + 11 * DAY));
    // SIGNED only: the withdrawn request keeps its documents; the outsider's is not the business's.
    expect(await documentsDeleted()).toEqual({ signed: true, withdrawn: false, outsiders: false });
    expect((await view(signed.id, member.token)).documents).toEqual([]);

    await setSettings(harness.db, business.id, {
      retention: { enabled: true, terminalState: 'ANY', days: 10 },
    });
    await runRetention(harness.db, blobs, new Date(Date.now() + 11 * DAY));
    expect(await documentsDeleted()).toEqual({ signed: true, withdrawn: true, outsiders: false });
  });

  it('the earlier of the owner’s and the business’s retention wins; retention off keeps everything', async () => {
    const [admin, member] = await Promise.all([account('admin'), account('member')]);
    const business = await insertBusiness(harness.db, {
      admin: admin.id,
      members: [member.id],
      settings: { retention: { enabled: false, terminalState: 'ANY', days: 2 } },
    });
    const withdrawnRequest = async () => {
      const ended = await openRequest(app, member.token, { signers: [uniqueEmail('signer')] });
      await json(app, 'POST', `/v3/signature-requests/${ended.id}/withdraw`, {
        token: member.token,
        body: {},
      });
      return ended.id;
    };
    const deleted = async (id: string) => (await view(id, member.token)).documents_deleted;
    const blobs = new FileBlobStore(config.dataDir);
    const first = await withdrawnRequest();
    await runRetention(harness.db, blobs, new Date(Date.now() + 100 * DAY));
    expect(await deleted(first)).toBe(false);

    // The owner's 5 days come before the business's 30.
    await setSettings(harness.db, business.id, {
      retention: { enabled: true, terminalState: 'ANY', days: 30 },
    });
    await json(app, 'PUT', '/v1/user', { token: member.token, body: { retention: 5 } });
    await runRetention(harness.db, blobs, new Date(Date.now() + 4 * DAY));
    expect(await deleted(first)).toBe(false);
    await runRetention(harness.db, blobs, new Date(Date.now() + 6 * DAY));
    expect(await deleted(first)).toBe(true);

    // The business's 2 days come before the owner's 30.
    const second = await withdrawnRequest();
    await json(app, 'PUT', '/v1/user', { token: member.token, body: { retention: 30 } });
    await setSettings(harness.db, business.id, {
      retention: { enabled: true, terminalState: 'ANY', days: 2 },
    });
    await runRetention(harness.db, blobs, new Date(Date.now() + 1 * DAY));
    expect(await deleted(second)).toBe(false);
    await runRetention(harness.db, blobs, new Date(Date.now() + 3 * DAY));
    expect(await deleted(second)).toBe(true);
  });
});
