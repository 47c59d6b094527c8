import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { usageMonth } from '../src/features/business/index.ts';
import { SealsService } from '../src/features/seals/seals.service.ts';
import { insertBusiness, usageOf } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import {
  setAttributes,
  signCall,
  signerAccount,
  signingState,
  signWithTan,
} from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('members sign on the business’s account on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app();
  });

  it('a member without credits signs and keeps 0; a free user without credits is refused', async () => {
    const ownerEmail = uniqueEmail('owner');
    const owner = await signUp(app, ownerEmail);
    const member = await signerAccount(app, harness.db, 'member');
    const free = await signerAccount(app, harness.db, 'free');
    await insertBusiness(harness.db, { admin: owner.id, members: [member.id] });
    await setAttributes(harness.db, member.id, { free_signatures_remaining: ['0'] });
    await setAttributes(harness.db, free.id, { free_signatures_remaining: ['0'] });
    const request = await openRequest(app, owner.token, { signers: [member.email, free.email] });

    const signed = await signWithTan(app, member, [{ signatureRequestId: request.id }]);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });
    expect((await signingState(harness.db, request.id, member.id)).credits).toEqual(['0']);

    const refused = await signCall(app, free.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(refused.body.code).toBe('SIGNATURES_EXHAUSTED');
  });

  it('counts requests created and completed and each member’s signature by level, seals included', async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const member = await signerAccount(app, harness.db, 'member');
    const outsider = await signerAccount(app, harness.db, 'outsider');
    const business = await insertBusiness(harness.db, { admin: admin.id, members: [member.id] });

    // A request of the business: created, one member's and one outsider's signature, completed.
    const ours = await openRequest(app, admin.token, { signers: [member.email, outsider.email] });
    expect(await usageOf(harness.db, business.id)).toEqual({ request_created: 1 });
    await signWithTan(app, member, [{ signatureRequestId: ours.id }]);
    expect(await usageOf(harness.db, business.id)).toEqual({
      request_created: 1,
      'signature:ses': 1,
    });
    const last = await signWithTan(app, outsider, [{ signatureRequestId: ours.id }]);
    expect(last.body).toMatchObject({ signatureRequests: [{ status_overall: 'SIGNED' }] });

    // An outsider's request sealed by the member: the seal signature is the business's, the
    // request is not.
    const seal = `biz-${member.id.slice(0, 8).toLowerCase()}`.replace(/[^a-z0-9-]/g, 'x');
    await new SealsService(harness.db, () => new Date()).create({
      accountName: seal,
      displayName: 'Business Seal',
      quality: 'aes',
      memberEmails: [member.email],
    });
    const theirs = await openRequest(app, outsider.token, { signers: [member.email] });
    const sealed = await signCall(app, member.token, {
      signatureRequests: [{ signatureRequestId: theirs.id }],
      sealAccountName: seal,
    });
    expect(sealed.body).toMatchObject({ status: 'SIGNED' });

    expect(await usageOf(harness.db, business.id)).toEqual({
      request_created: 1,
      'signature:ses': 1,
      'signature:seal': 1,
      request_completed: 1,
    });
    // Counted in the month of the signing, as the statistics read it.
    const months = await harness.db
      .selectFrom('business_usage')
      .select(sql<string>`month::text`.as('month'))
      .where('business_id', '=', business.id)
      .execute();
    expect(new Set(months.map((row) => row.month))).toEqual(new Set([usageMonth(new Date())]));
  });
});
