import { X509Certificate } from 'node:crypto';
import type { SignatureRequest, User, UserSeal } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { SealsService } from '../src/features/seals/seals.service.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signCall, signerAccount } from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('GET /v1/user/seals and signing with a seal on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ clock });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const nameFor = (prefix: string, id: string) =>
    `${prefix}-${id.slice(0, 8).toLowerCase()}`.replace(/[^a-z0-9-]/g, 'x');

  it('lists the caller’s own seals with display name and quality; a member signs with one', async () => {
    const member = await signerAccount(app, harness.db, 'member');
    const outsider = await signerAccount(app, harness.db, 'outsider');
    const seals = new SealsService(harness.db, clock.now);
    const aes = nameFor('acme', member.id);
    const qes = nameFor('board', member.id);
    const foreign = nameFor('other', outsider.id);
    await seals.create({
      accountName: aes,
      displayName: 'Acme Ltd',
      quality: 'aes',
      memberEmails: [member.email],
    });
    await seals.create({
      accountName: qes,
      displayName: 'Acme Board',
      quality: 'qes',
      memberEmails: [member.email],
    });
    await seals.create({
      accountName: foreign,
      displayName: 'Other Corp',
      quality: 'aes',
      memberEmails: [outsider.email],
    });

    // The member sees exactly their seals, the ones signatureQualities.seal lists.
    const listed = await json<UserSeal[]>(app, 'GET', '/v1/user/seals', member);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { accountName: aes, displayName: 'Acme Ltd', quality: 'AES' },
      { accountName: qes, displayName: 'Acme Board', quality: 'QES' },
    ]);
    const user = await json<User>(app, 'GET', '/v1/user', member);
    expect(Object.keys(user.body.signatureQualities.seal?.aes ?? {})).toEqual([aes]);
    expect(Object.keys(user.body.signatureQualities.seal?.qes ?? {})).toEqual([qes]);
    const others = await json<UserSeal[]>(app, 'GET', '/v1/user/seals', outsider);
    expect(others.body).toEqual([
      { accountName: foreign, displayName: 'Other Corp', quality: 'AES' },
    ]);
    const nobody = await json(app, 'GET', '/v1/user/seals', {});
    expect([nobody.status, nobody.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const noSeals = await signUp(app, uniqueEmail('plain'));
    expect((await json(app, 'GET', '/v1/user/seals', noSeals)).body).toEqual([]);

    // Signing with a listed seal: no TAN, the seal's certificate, no credit used.
    const request: SignatureRequest = await openRequest(app, owner.token, {
      signers: [member.email],
    });
    const refused = await signCall(app, member.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
      sealAccountName: foreign,
    });
    expect([refused.status, refused.body.code]).toEqual([404, 'SEAL_NOT_FOUND']);
    const sealed = await signCall(app, member.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
      sealAccountName: listed.body[0]!.accountName,
    });
    expect(sealed.status).toBe(200);
    expect(sealed.body).toMatchObject({
      status: 'SIGNED',
      signatureRequests: [{ signatureRequestId: request.id, status_overall: 'SIGNED' }],
    });
    const stored = await harness.db
      .selectFrom('seals')
      .select('credential')
      .where('account_name', '=', aes)
      .executeTakeFirstOrThrow();
    const chain = (stored.credential as { chain: string[] }).chain;
    const certificate = new X509Certificate(Buffer.from(chain[0]!, 'base64'));
    expect(certificate.subject).toContain('CN=Acme Ltd');
    const event = await harness.db
      .selectFrom('request_events')
      .select('data')
      .where('request_id', '=', request.id)
      .where('action', '=', 'signed')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({
      seal: aes,
      certificate_serial: certificate.serialNumber.toLowerCase().replace(/^(00)+/, ''),
    });
  });
});
