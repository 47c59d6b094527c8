import type { BusinessSeal, BusinessSealDetail, SealRequest, User } from '@signet/contract';
import type { CscSignerPort } from '@signet/trust';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join, promote } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { operator, requestSeal, sealName } from './support/seals.ts';
import { signCall } from './support/signing.ts';
import { testConfig, useHarness } from './support/test-app.ts';

describe.each(databases)('seal request → operator → member seals, on $name', (engine) => {
  const harness = useHarness(engine);
  // The operator command queues its mails; the server sends them on its next poll.
  const config = testConfig({ JOBS_POLL_SECONDS: '0.05' });
  /** Runs once while the next seal signing asks the trust service about its credential. */
  let duringSigning: (() => Promise<void>) | undefined;
  let app: SignetApp;
  afterAll(async () => app?.close());

  async function started() {
    app ??= await buildApp(config, {
      db: harness.db,
      // The CSC calls go to the built-in service; credentials/info is asked once the start
      // checks passed and before the signing's transaction: a signing in flight.
      signerPort: (builtIn: CscSignerPort) => ({
        credentialsList: (request) => builtIn.credentialsList(request),
        credentialsAuthorize: (request) => builtIn.credentialsAuthorize(request),
        signaturesSignHash: (request) => builtIn.signaturesSignHash(request),
        credentialsInfo: async (request) => {
          const step = duringSigning;
          duringSigning = undefined;
          await step?.();
          return builtIn.credentialsInfo(request);
        },
      }),
    });
    return app;
  }

  async function business() {
    const app = await started();
    const admin = await account(app, 'admin');
    const coAdmin = await account(app, 'coadmin');
    const member = await account(app, 'member');
    const { id } = await foundBusiness(app, admin);
    await join(app, id, admin, coAdmin);
    await promote(app, id, admin, coAdmin);
    await join(app, id, admin, member);
    return { app, admin, coAdmin, member, id };
  }

  const sealWith = (app: SignetApp, signer: Account, requestId: string, seal: string) =>
    signCall(app, signer.token, {
      signatureRequests: [{ signatureRequestId: requestId }],
      sealAccountName: seal,
    });

  const members = (
    app: SignetApp,
    admin: Account,
    id: string,
    name: string,
    method: 'POST' | 'DELETE',
    ids: string[],
  ) =>
    json<BusinessSealDetail>(app, method, `/v1/businesses/${id}/seals/${name}/members`, {
      token: admin.token,
      body: { members: ids },
    });

  it('issues the requested seal; a listed member seals; a removed member is refused', async () => {
    const { app, admin, coAdmin, member, id } = await business();
    const name = sealName('acme');
    const asked = await requestSeal(app, admin, id, name, 'Acme Holding AG');
    expect(asked).toMatchObject({ accountName: name, status: 'OPEN', reason: null });

    // The operator sees it among the open requests, and issues it.
    const open = await operator(config, harness.db, ['requests']);
    expect(open.code).toBe(0);
    const line = open.output.find((text) => text.startsWith(asked.id));
    expect(line).toContain(`seal ${name}`);
    expect(line).toContain('organisation "Acme Holding AG"');
    expect(line).toContain('register CHE-123.456.789');
    const issued = await operator(config, harness.db, ['issue', asked.id, '--quality', 'qes']);
    expect(issued.code, issued.output.join('\n')).toBe(0);
    const again = await operator(config, harness.db, ['issue', asked.id]);
    expect([again.code, again.output[0]]).toEqual([
      1,
      `Failed: Seal request ${asked.id} is issued already`,
    ]);

    // Both admins are mailed, with the link to the seal's page.
    for (const who of [admin, coAdmin]) {
      const mail = await waitForMail(app, who.email, (m) => m.subject?.includes(name) ?? false);
      expect(mail.subject).toBe(`Your seal "${name}" is ready`);
      expect(mail.links).toContain(`${config.publicUrl}/business/seals/${name}`);
    }
    const requests = await json<SealRequest[]>(app, 'GET', `/v1/businesses/${id}/seal-requests`, {
      token: admin.token,
    });
    expect(requests.body.map((r) => [r.accountName, r.status])).toEqual([[name, 'ISSUED']]);
    const listed = await json<BusinessSeal[]>(app, 'GET', `/v1/businesses/${id}/seals`, {
      token: admin.token,
    });
    expect(listed.body).toEqual([
      { accountName: name, displayName: 'Acme Holding AG', amountApiKeys: 0, amountMembers: 0 },
    ]);

    // Not yet a member of the seal: refused. Then listed: the member seals, at seal.qes.
    const request = await openRequest(app, admin.token, { signers: [member.email] });
    const early = await sealWith(app, member, request.id, name);
    expect([early.status, early.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
    const added = await members(app, admin, id, name, 'POST', [member.id]);
    expect(added.body.members.map((m) => m.email)).toEqual([member.email]);
    expect(added.body.amountMembers).toBe(1);
    const user = await json<User>(app, 'GET', '/v1/user', { token: member.token });
    expect(Object.keys(user.body.signatureQualities.seal?.qes ?? {})).toEqual([name]);
    const sealed = await sealWith(app, member, request.id, name);
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    const event = await harness.db
      .selectFrom('request_events')
      .select('data')
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({ seal: name });
    const usage = await harness.db
      .selectFrom('business_usage')
      .select(['level', 'count'])
      .where('business_id', '=', id)
      .where('level', '=', 'seal')
      .executeTakeFirst();
    expect(usage?.count).toBe(1);

    // Removed: the right is gone for the next signing.
    await members(app, admin, id, name, 'DELETE', [member.id]);
    const next = await openRequest(app, admin.token, { signers: [member.email] });
    const refused = await sealWith(app, member, next.id, name);
    expect([refused.status, refused.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
  });

  it('a member removed while their signing is on its way is refused, and nothing is signed', async () => {
    const { app, admin, member, id } = await business();
    const name = sealName('flight');
    const asked = await requestSeal(app, admin, id, name);
    expect((await operator(config, harness.db, ['issue', asked.id])).code).toBe(0);
    await members(app, admin, id, name, 'POST', [member.id]);
    const request = await openRequest(app, admin.token, { signers: [member.email] });

    // The start checks pass; the admin removes the member before the signature is written.
    let removed = 0;
    duringSigning = async () => {
      removed = (await members(app, admin, id, name, 'DELETE', [member.id])).status;
    };
    const answer = await sealWith(app, member, request.id, name);
    expect(removed).toBe(200);
    expect([answer.status, answer.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
    const signature = await harness.db
      .selectFrom('signatures')
      .select('status_code')
      .where('request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(signature.status_code).toBe('OPEN');
    const events = await harness.db
      .selectFrom('request_events')
      .select('action')
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .execute();
    expect(events).toEqual([]);
  });

  it('a member who leaves the business leaves its seals', async () => {
    const { app, admin, member, id } = await business();
    const name = sealName('leave');
    const asked = await requestSeal(app, admin, id, name);
    expect((await operator(config, harness.db, ['issue', asked.id])).code).toBe(0);
    await members(app, admin, id, name, 'POST', [member.id]);
    const left = await json(app, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: member.token,
      body: { user_ids: [member.id] },
    });
    expect(left.status).toBe(204);
    const detail = await json<BusinessSealDetail>(
      app,
      'GET',
      `/v1/businesses/${id}/seals/${name}`,
      {
        token: admin.token,
      },
    );
    expect(detail.body.members).toEqual([]);
    const seals = await json(app, 'GET', '/v1/user/seals', { token: member.token });
    expect(seals.body).toEqual([]);
  });

  it('rejects a request with a reason the admins read; the name is free again', async () => {
    const { app, admin, id } = await business();
    const name = sealName('nope');
    const asked = await requestSeal(app, admin, id, name);
    const taken = await json(app, 'POST', `/v1/businesses/${id}/seal-requests`, {
      token: admin.token,
      body: { organisationName: 'Acme AG', registerNumber: 'CHE-1', accountName: name },
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'SEAL_NAME_TAKEN']);
    const noReason = await operator(config, harness.db, ['reject', asked.id]);
    expect(noReason.code).toBe(2);
    const rejected = await operator(config, harness.db, [
      'reject',
      asked.id,
      '--reason',
      'The register number <b>does not</b> match',
    ]);
    expect(rejected.code, rejected.output.join('\n')).toBe(0);
    const mail = await waitForMail(app, admin.email, (m) => m.subject?.includes(name) ?? false);
    expect(mail.subject).toBe(`Your seal request "${name}" was not approved`);
    expect(mail.text).toContain('Reason: The register number <b>does not</b> match');
    expect(mail.html).toContain('The register number &lt;b&gt;does not&lt;/b&gt; match');
    const requests = await json<SealRequest[]>(app, 'GET', `/v1/businesses/${id}/seal-requests`, {
      token: admin.token,
    });
    expect(requests.body[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'The register number <b>does not</b> match',
    });
    expect(requests.body[0]?.decidedAt).not.toBeNull();
    const open = await operator(config, harness.db, ['requests']);
    expect(open.output.some((text) => text.startsWith(asked.id))).toBe(false);
    await requestSeal(app, admin, id, name);
  });
});
