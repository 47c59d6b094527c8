import type { InvitationContext, SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, type Guest, inviteGuest, latestSms, sixDigits } from './support/direct.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { STRONG_PASSWORD, TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

/** The account link of the newest invitation mail to the guest (docs/decisions/0261). */
async function accountLink(app: SignetApp, guest: Guest): Promise<URL> {
  const mail = await waitForMail(app, guest.email, (message) =>
    message.links.some((link) => new URL(link).pathname === '/login'),
  );
  return new URL(mail.links.find((link) => new URL(link).pathname === '/login')!);
}

describe.each(databases)('an invitation’s context for its invitee on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ clock: new TestClock() });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const contextOf = (token: string) =>
    json<InvitationContext & { code?: string }>(app, 'POST', '/v1/invitation-context', {
      body: { token },
    });

  it('shows who asks whom to sign what, and no document content', async () => {
    const guest = await inviteGuest(app, owner.token);
    const token = (await accountLink(app, guest)).searchParams.get('invitation')!;
    const context = await contextOf(token);
    expect(context.status).toBe(200);
    expect(context.body).toEqual({
      requestId: guest.request.id,
      title: 'Guest contract',
      senderName: 'Ada Muster',
      senderEmail: owner.email,
      business: null,
      email: guest.email,
      documents: 1,
    });
  });

  it('answers only the invitee’s own link: altered, made-up or other tokens are 404 or 400', async () => {
    const first = await inviteGuest(app, owner.token);
    const second = await inviteGuest(app, owner.token);
    const firstToken = (await accountLink(app, first)).searchParams.get('invitation')!;
    const secondToken = (await accountLink(app, second)).searchParams.get('invitation')!;
    expect((await contextOf(secondToken)).body.email).toBe(second.email);

    const [linkId, mac] = firstToken.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherId = secondToken.split('.')[0];
    for (const forged of [
      `${linkId}.${flipped}`,
      `${otherId}.${mac}`,
      `${linkId}.${'A'.repeat(43)}`,
    ]) {
      const answer = await contextOf(forged);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    // The guest's signing token is no invitation token (nor the other way round).
    const signing = await contextOf(first.token);
    expect(signing.status).toBe(400);
    expect(JSON.stringify(signing.body)).toContain('token');
  });

  it('ends with the request: a withdrawn request’s invitation is 404', async () => {
    const guest = await inviteGuest(app, owner.token);
    const token = (await accountLink(app, guest)).searchParams.get('invitation')!;
    const withdrawn = await json(
      app,
      'POST',
      `/v3/signature-requests/${guest.request.id}/withdraw`,
      {
        token: owner.token,
        body: {},
      },
    );
    expect(withdrawn.status).toBe(200);
    expect((await contextOf(token)).status).toBe(404);
  });

  it('ends for an invitee who signed, while the request waits for others', async () => {
    const guest = await inviteGuest(app, owner.token, {}, { extraSigners: [owner.email] });
    const token = (await accountLink(app, guest)).searchParams.get('invitation')!;
    expect((await contextOf(token)).status).toBe(200);
    await direct(app, 'PUT', '/v1/direct/user', guest.token, { body: { gtc: true } });
    const items = [{ signatureRequestId: guest.request.id }];
    await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: items },
    });
    const tan = sixDigits(await latestSms(app, guest.mobile));
    const signed = await direct(app, 'POST', '/v3/direct/sign', guest.token, {
      body: { signatureRequests: items, tan },
    });
    expect(signed.status).toBe(200);
    const request = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${guest.request.id}`,
      { token: owner.token },
    );
    expect(request.body.status_overall).toBe('OPEN');
    expect((await contextOf(token)).status).toBe(404);
  });

  it('leads the invitee’s sign-up back to the request, and only at the invited address', async () => {
    const guest = await inviteGuest(app, owner.token);
    const token = (await accountLink(app, guest)).searchParams.get('invitation')!;
    const stranger = uniqueEmail('stranger');
    for (const email of [guest.email, stranger]) {
      const asked = await json(app, 'POST', '/v1/request-confirmation', {
        body: { email, flow: 'signup', lang: 'en-gb', invitation: token },
      });
      expect(asked.status).toBe(204);
    }
    const confirmationOf = async (email: string) => {
      const mail = await waitForMail(app, email, (m) =>
        m.links.some((link) => new URL(link).pathname === '/signup/confirm'),
      );
      return new URL(mail.links.find((link) => new URL(link).pathname === '/signup/confirm')!);
    };
    const invited = await confirmationOf(guest.email);
    expect(invited.searchParams.get('next')).toBe(`/view/${guest.request.id}`);
    expect((await confirmationOf(stranger)).searchParams.has('next')).toBe(false);

    // The account made from that link sees the request it was invited to.
    const registered = await json(app, 'POST', '/v1/register', {
      body: {
        firstName: 'Gina',
        lastName: 'Gast',
        password: STRONG_PASSWORD,
        token: invited.searchParams.get('token'),
        gtc: true,
        lang: 'en-gb',
      },
    });
    expect(registered.status).toBe(201);
    const login = await json<{ token: string }>(app, 'POST', '/v1/login', {
      body: { email: guest.email, password: STRONG_PASSWORD },
    });
    const request = await json<SignatureRequest>(
      app,
      'GET',
      `/v3/signature-requests/${guest.request.id}`,
      { token: login.body.token },
    );
    expect(request.status).toBe(200);
  });
});
