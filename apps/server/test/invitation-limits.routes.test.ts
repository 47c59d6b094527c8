import {
  INVITATIONS_PER_ACCOUNT_PER_HOUR,
  INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY,
  INVITATIONS_PER_REQUEST_PER_DAY,
  type SignatureRequest,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest } from './support/direct.ts';
import { json, signUp } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const path = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;

describe.each(databases)('invitation mail limits on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app({ clock, env: { PRERENDER_PAGES: '0' } });
  });

  const account = async (name: string) => (await signUp(app, uniqueEmail(name))).token;

  /** Every queued mail delivered, then how many reached `to`. */
  async function delivered(to: string): Promise<number> {
    await app.signet.jobs.drain();
    const rows = await harness.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', to)
      .execute();
    return rows.length;
  }

  async function current(token: string, id: string) {
    const { body } = await json<SignatureRequest>(app, 'GET', path(id), { token });
    return body;
  }

  function expectRefused(refused: { status: number; body: unknown; headers: object }) {
    expect(refused).toMatchObject({ status: 429, body: { code: 'INVITATION_LIMIT' } });
    const retryAfter = Number((refused.headers as Record<string, string>)['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  }

  it('refuses the add/remove loop on one signer address at the limit, changing nothing', async () => {
    const owner = await account('owner');
    const request = await openRequest(app, owner, { signers: [uniqueEmail('first')] });
    const target = uniqueEmail('target');
    for (let round = 0; round < INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY; round++) {
      const added = await json<{ sid: string }>(app, 'POST', path(request.id, '/signatures'), {
        token: owner,
        body: { account_email: target },
      });
      expect(added.status).toBe(201);
      const removed = await json(app, 'DELETE', path(request.id, `/signatures/${added.body.sid}`), {
        token: owner,
      });
      expect(removed.status).toBe(204);
    }
    const before = await current(owner, request.id);
    const refused = await json(app, 'POST', path(request.id, '/signatures'), {
      token: owner,
      body: { account_email: target },
    });
    expectRefused(refused);
    expect(await current(owner, request.id)).toEqual(before);
    expect(await delivered(target)).toBe(INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY);
  });

  it('refuses the next signer once the request sent its day of invitations', async () => {
    const owner = await account('owner');
    const request = await openRequest(app, owner, { signers: [uniqueEmail('first')] });
    // The initiation invited one signer; distinct addresses fill the rest of the day.
    for (let sent = 1; sent < INVITATIONS_PER_REQUEST_PER_DAY; sent++) {
      const added = await json<{ sid: string }>(app, 'POST', path(request.id, '/signatures'), {
        token: owner,
        body: { account_email: uniqueEmail('loop') },
      });
      expect(added.status).toBe(201);
      await json(app, 'DELETE', path(request.id, `/signatures/${added.body.sid}`), {
        token: owner,
      });
    }
    const before = await current(owner, request.id);
    const refusedTo = uniqueEmail('refused');
    const refused = await json(app, 'POST', path(request.id, '/signatures'), {
      token: owner,
      body: { account_email: refusedTo },
    });
    expectRefused(refused);
    expect(await current(owner, request.id)).toEqual(before);
    expect(await delivered(refusedTo)).toBe(0);
  });

  it('refuses the add/remove loop on one observer address at the limit, changing nothing', async () => {
    const owner = await account('owner');
    const request = await openRequest(app, owner, { signers: [uniqueEmail('first')] });
    const target = uniqueEmail('observer');
    for (let round = 0; round < INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY; round++) {
      const added = await json<{ id: string }>(app, 'POST', path(request.id, '/observers'), {
        token: owner,
        body: { email: target },
      });
      expect(added.status).toBe(201);
      const removed = await json(app, 'DELETE', path(request.id, `/observers/${added.body.id}`), {
        token: owner,
      });
      expect(removed.status).toBe(204);
    }
    const before = await current(owner, request.id);
    const refused = await json(app, 'POST', path(request.id, '/observers'), {
      token: owner,
      body: { email: target },
    });
    expectRefused(refused);
    expect(await current(owner, request.id)).toEqual(before);
    expect(await delivered(target)).toBe(INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY);
  });

  it("counts an account's invitations across its requests for an hour", async () => {
    const owner = await account('owner');
    const perRequest = INVITATIONS_PER_REQUEST_PER_DAY;
    for (let sent = 0; sent < INVITATIONS_PER_ACCOUNT_PER_HOUR; sent += perRequest) {
      const signers = Array.from({ length: perRequest }, () => uniqueEmail('many'));
      await openRequest(app, owner, { signers });
    }
    const signer = uniqueEmail('late');
    const draft = await createRequest(app, owner, { signers: [signer] });
    const refused = await json(app, 'POST', path(draft.id, '/initiate'), { token: owner });
    expectRefused(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect((await current(owner, draft.id)).status_overall).toBe('DRAFT');
    expect(await delivered(signer)).toBe(0);
    clock.advance(60 * 60_000 + 1000);
    const sent = await json<SignatureRequest>(app, 'POST', path(draft.id, '/initiate'), {
      token: owner,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status_overall).toBe('OPEN');
    expect(await delivered(signer)).toBe(1);
  });

  it("counts a guest's new links against the request and the address", async () => {
    const owner = await account('owner');
    const guest = await inviteGuest(app, owner);
    // The invitation was the first mail to this address on the request.
    for (let sent = 1; sent < INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY; sent++) {
      const resent = await direct(app, 'POST', '/v1/direct/tan/resend', guest.token, { body: {} });
      expect(resent.status).toBe(202);
    }
    const links = await harness.db.selectFrom('direct_sign_links').selectAll().execute();
    const refused = await direct(app, 'POST', '/v1/direct/tan/resend', guest.token, { body: {} });
    expectRefused(refused);
    // No new link replaced the last one.
    expect(await harness.db.selectFrom('direct_sign_links').selectAll().execute()).toEqual(links);
    expect(await delivered(guest.email)).toBe(INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY);
  });

  it('refuses delegating back and forth at the limit, leaving the signature where it is', async () => {
    const owner = await account('owner');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const tokens = {
      [first]: (await signUp(app, first)).token,
      [second]: (await signUp(app, second)).token,
    };
    // Their sign-up mails are not about the request.
    const signupMails = [await delivered(first), await delivered(second)];
    const request = await openRequest(app, owner, { signers: [first] });
    // The invitation counted one mail to `first`; each delegation one to its new signer.
    let holder = first;
    for (let sent = 1; sent < 2 * INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY; sent++) {
      const to = holder === first ? second : first;
      const delegated = await json(app, 'POST', path(request.id, '/delegate'), {
        token: tokens[holder]!,
        body: { account_email: to },
      });
      expect(delegated.status).toBe(200);
      holder = to;
    }
    expect(holder).toBe(second);
    const before = await current(owner, request.id);
    const refused = await json(app, 'POST', path(request.id, '/delegate'), {
      token: tokens[second]!,
      body: { account_email: first },
    });
    expectRefused(refused);
    expect(await current(owner, request.id)).toEqual(before);
    expect(await delivered(first)).toBe(
      signupMails[0]! + INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY,
    );
    expect(await delivered(second)).toBe(
      signupMails[1]! + INVITATIONS_PER_ADDRESS_PER_REQUEST_PER_DAY,
    );
  });
});
