import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, latestSms, linkFromMail, randomMobile, sixDigits } from './support/direct.ts';
import { json, signUp } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { base64 } from './support/requests.ts';
import { type Signer, signCall, signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

type Recipient = { account_email: string } | { signer_identity_data: Record<string, string> };

describe.each(databases)('signing order (sequence) on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app();
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  /** An OPEN request whose signers carry the given sequences. */
  async function orderedRequest(signers: { to: Recipient; sequence?: number }[]) {
    const created = await json<SignatureRequest>(app, 'POST', '/v3/signature-requests', {
      token: owner.token,
      body: {
        title: 'Ordered contract',
        message: 'Please sign',
        documents: [{ content: base64(minimalPdf(1)), title: 'contract.pdf' }],
        signatures: signers.map(({ to, sequence }) => ({
          ...to,
          ...(sequence !== undefined ? { sequence } : {}),
        })),
      },
    });
    expect(created.status).toBe(201);
    const opened = await json<SignatureRequest>(
      app,
      'POST',
      `/v3/signature-requests/${created.body.id}/initiate`,
      { token: owner.token },
    );
    expect(opened.status).toBe(200);
    return opened.body;
  }

  /** Every queued mail delivered, then the mails in the outbox for `to`. */
  async function mailsTo(to: string) {
    await app.signet.jobs.drain();
    const { body } = await json<{
      messages: { channel: string; links: string[]; subject: string | null }[];
    }>(app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    return body.messages.filter((message) => message.channel === 'mail');
  }

  const invitedTo = async (to: string, requestId: string) =>
    (await mailsTo(to)).filter((mail) => mail.links.some((link) => link.includes(requestId)))
      .length;

  const signs = (signer: Signer, requestId: string) =>
    signWithTan(app, signer, [{ signatureRequestId: requestId }]);

  it('holds the second signer back with NOT_YOUR_TURN and invites them once the first signed', async () => {
    const first = await signerAccount(app, harness.db, 'first');
    const second = await signerAccount(app, harness.db, 'second');
    const request = await orderedRequest([
      { to: { account_email: second.email }, sequence: 2 },
      { to: { account_email: first.email }, sequence: 1 },
    ]);
    expect(request.signatures.map((s) => s.sequence)).toEqual([2, 1]);
    expect(await invitedTo(first.email, request.id)).toBe(1);
    expect(await invitedTo(second.email, request.id)).toBe(0);
    // A reminder goes to whose turn it is, not to the one still waiting.
    const reminded = await json<{ reminded: string[] }>(
      app,
      'POST',
      `/v3/signature-requests/${request.id}/remind`,
      { token: owner.token },
    );
    expect(reminded.body.reminded).toEqual([
      request.signatures.find((s) => s.account_email === first.email)!.sid,
    ]);
    expect(await invitedTo(second.email, request.id)).toBe(0);

    const early = await signCall(app, second.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_YOUR_TURN');
    expect(early.body.message).toContain(first.email);

    expect((await signs(first, request.id)).status).toBe(200);
    expect(await invitedTo(second.email, request.id)).toBe(1);
    // The owner asks, by name and address (issue 20); not the signer whose signature freed the turn.
    const invitation = (await mailsTo(second.email)).find((mail) =>
      mail.links.some((link) => link.includes(request.id)),
    );
    expect(invitation?.subject).toContain(`Ada Muster (${owner.email}) asks you to sign`);
    expect(invitation?.subject).not.toContain(first.email);
    const signed = await signs(second, request.id);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status_overall: 'SIGNED' }] });
    // One invitation each, never a second one.
    expect(await invitedTo(second.email, request.id)).toBe(1);
  });

  it('lets -1 signers sign at any time without holding anyone back, and equal numbers in parallel', async () => {
    const [a, b, c, free] = await Promise.all(
      ['ann', 'bea', 'cem', 'free'].map((name) => signerAccount(app, harness.db, name)),
    );
    const request = await orderedRequest([
      { to: { account_email: a!.email }, sequence: 1 },
      { to: { account_email: b!.email }, sequence: 1 },
      { to: { account_email: c!.email }, sequence: 2 },
      { to: { account_email: free!.email } },
    ]);
    expect(request.signatures.find((s) => s.account_email === free!.email)?.sequence).toBe(-1);
    expect(await invitedTo(a!.email, request.id)).toBe(1);
    expect(await invitedTo(b!.email, request.id)).toBe(1);
    expect(await invitedTo(free!.email, request.id)).toBe(1);
    expect(await invitedTo(c!.email, request.id)).toBe(0);

    // The -1 signer signs first; the ordered ones still wait for each other, not for them.
    expect((await signs(free!, request.id)).status).toBe(200);
    expect(await invitedTo(c!.email, request.id)).toBe(0);
    expect((await signs(b!, request.id)).status).toBe(200);
    const waiting = await signCall(app, c!.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(waiting.body).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(waiting.body.message).toContain(a!.email);
    expect(waiting.body.message).not.toContain(b!.email);
    expect(await invitedTo(c!.email, request.id)).toBe(0);
    expect((await signs(a!, request.id)).status).toBe(200);
    expect(await invitedTo(c!.email, request.id)).toBe(1);
    const last = await signs(c!, request.id);
    expect(last.body).toMatchObject({ signatureRequests: [{ status_overall: 'SIGNED' }] });
  });

  it('holds back a -1 signer never, even when the ordered ones have not signed', async () => {
    const ordered = await signerAccount(app, harness.db, 'ordered');
    const free = await signerAccount(app, harness.db, 'anytime');
    const request = await orderedRequest([
      { to: { account_email: ordered.email }, sequence: 3 },
      { to: { account_email: free.email }, sequence: -1 },
    ]);
    expect(await invitedTo(ordered.email, request.id)).toBe(1);
    expect((await signs(free, request.id)).status).toBe(200);
    const done = await signs(ordered, request.id);
    expect(done.body).toMatchObject({ signatureRequests: [{ status_overall: 'SIGNED' }] });
  });

  it('mails a guest second in order their link only when their turn comes', async () => {
    const first = await signerAccount(app, harness.db, 'before-guest');
    const guestEmail = uniqueEmail('guest');
    const mobile = randomMobile();
    const request = await orderedRequest([
      { to: { account_email: first.email }, sequence: 1 },
      {
        to: {
          signer_identity_data: {
            email_address: guestEmail,
            first_name: 'Gina',
            last_name: 'Gast',
            mobile_number: mobile,
          },
        },
        sequence: 2,
      },
    ]);
    expect(await mailsTo(guestEmail)).toHaveLength(0);
    const rows = await harness.db
      .selectFrom('direct_sign_links')
      .select('id')
      .where('request_id', '=', request.id)
      .execute();
    expect(rows).toHaveLength(0);

    expect((await signs(first, request.id)).status).toBe(200);
    const link = await linkFromMail(app, guestEmail, request.id);
    const token = link.searchParams.get('token')!;
    await direct(app, 'PUT', '/v1/direct/user', token, { body: { gtc: true } });
    const items = [{ signatureRequestId: request.id }];
    const started = await direct(app, 'POST', '/v3/direct/sign', token, {
      body: { signatureRequests: items },
    });
    expect(started.body).toMatchObject({ status: 'TAN_SENT' });
    const tan = sixDigits(await latestSms(app, mobile));
    const signed = await direct<{ signatureRequests: { status_overall: string }[] }>(
      app,
      'POST',
      '/v3/direct/sign',
      token,
      { body: { signatureRequests: items, tan } },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.signatureRequests[0]?.status_overall).toBe('SIGNED');
  });

  it('refuses a guest whose turn has not come, naming the awaited signer', async () => {
    const later = await signerAccount(app, harness.db, 'after-guest');
    const guestEmail = uniqueEmail('guest-first');
    const request = await orderedRequest([
      {
        to: {
          signer_identity_data: {
            email_address: guestEmail,
            first_name: 'Gustav',
            last_name: 'Erst',
            mobile_number: randomMobile(),
          },
        },
        sequence: 1,
      },
      { to: { account_email: later.email }, sequence: 2 },
    ]);
    const early = await signCall(app, later.token, {
      signatureRequests: [{ signatureRequestId: request.id }],
    });
    expect(early.body).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(early.body.message).toContain('Gustav Erst');
    expect(await linkFromMail(app, guestEmail, request.id)).toBeDefined();
    expect(await invitedTo(later.email, request.id)).toBe(0);
  });
});
