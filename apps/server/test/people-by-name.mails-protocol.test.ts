import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { enqueueCompletion } from '../src/features/signing/completion.job.ts';
import { databases } from './support/databases.ts';
import { json, signUp, waitForMail } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signDirectly } from './support/sign-directly.ts';
import { useHarness } from './support/test-app.ts';

const run = promisify(execFile);

/** The protocol's text as poppler reads it, runs of blanks made one. */
async function pdfText(pdf: Buffer, args: string[] = ['-layout']): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-names-')), 'p.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', [...args, file, '-'], { maxBuffer: 1 << 24 });
  return stdout;
}

/** Short addresses, so that "Name (address)" fits one cell of the protocol's event table. */
const shortEmail = (name: string) => `${name}-${randomBytes(3).toString('hex')}@ex.ch`;

// Issue 20: the declined, withdrawn, delegated, observer and completed mails and the signature
// protocol name people as "Name (address)" when their account has a name, by the address alone
// otherwise. The protocol reads the names when it is built; the addresses stay as recorded.
describe.each(databases)('people by name in mails and the protocol on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-names-data-'));
  const config = { dataDir, publicUrl: 'http://signet.test' };
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir, PRERENDER_PAGES: '0' } });
  });

  type Person = { email: string; token: string; label: string };
  /** An account named `first last`, or without a name when `first` is empty. */
  const person = async (slug: string, first: string, last: string): Promise<Person> => {
    const email = shortEmail(slug);
    const { token } = await signUp(app, email);
    await harness.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('email', '=', email)
      .execute();
    const name = `${first} ${last}`.trim();
    return { email, token, label: name ? `${name} (${email})` : email };
  };
  const mailTo = (to: string, subject: RegExp) =>
    waitForMail(app, to, (message) => subject.test(message.subject ?? ''));
  const post = async (url: string, token: string, body: object = {}) => {
    const answer = await json(app, 'POST', url, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it.each([
    ['with a name', 'Dora', 'Decliner'],
    ['without a name', '', ''],
  ])('the declined mail names the signer %s', async (_, first, last) => {
    const owner = await person('owner', 'Olga', 'Owner');
    const decliner = await person('decliner', first, last);
    const observer = await person('observer', 'Otto', 'Observer');
    const request = await openRequest(app, owner.token, {
      signers: [decliner.email],
      observers: [observer.email],
      title: 'Lease',
    });
    await post(`/v3/signature-requests/${request.id}/decline`, decliner.token, { message: 'No' });
    for (const to of [owner.email, observer.email]) {
      const mail = await mailTo(to, /was declined/);
      expect(mail.text).toContain(`${decliner.label} declined to sign "Lease".`);
      expect(mail.html).toContain(`${decliner.label} declined to sign &quot;Lease&quot;.`);
    }
  });

  it.each([
    ['with a name', 'Wanda', 'Owner'],
    ['without a name', '', ''],
  ])('the withdrawn mail names the owner %s', async (_, first, last) => {
    const owner = await person('owner', first, last);
    const signer = await person('signer', 'Sam', 'Signer');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await post(`/v3/signature-requests/${request.id}/withdraw`, owner.token, {});
    const mail = await mailTo(signer.email, /was withdrawn/);
    expect(mail.text).toContain(`${owner.label} withdrew the signature request`);
  });

  it('the withdrawn mail escapes the name in its HTML part', async () => {
    const owner = await person('owner', 'Ada & <b>Co</b>', 'Muster');
    const signer = await person('signer', 'Sam', 'Signer');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await post(`/v3/signature-requests/${request.id}/withdraw`, owner.token, {});
    const mail = await mailTo(signer.email, /was withdrawn/);
    expect(mail.text).toContain(`Ada & <b>Co</b> Muster (${owner.email}) withdrew`);
    expect(mail.html).toContain(`Ada &amp; &lt;b&gt;Co&lt;/b&gt; Muster (${owner.email}) withdrew`);
    expect(mail.html).not.toContain('<b>Co</b>');
  });

  it.each([
    ['with a name', 'Dan', 'Delegator'],
    ['without a name', '', ''],
  ])('the delegated mail names the signer who hands on %s', async (_, first, last) => {
    const owner = await person('owner', 'Olga', 'Owner');
    const delegator = await person('delegator', first, last);
    const delegatee = await person('delegatee', 'Eve', 'Delegatee');
    const request = await openRequest(app, owner.token, { signers: [delegator.email] });
    await post(`/v3/signature-requests/${request.id}/delegate`, delegator.token, {
      account_email: delegatee.email,
    });
    const mail = await mailTo(delegatee.email, /has passed/);
    expect(mail.subject).toBe(`${delegator.label} has passed "Contract" to you for signing`);
    expect(mail.text).toContain(`${delegator.label} has asked you to sign "Contract"`);
  });

  it('the observer mail names who added the observer', async () => {
    const owner = await person('owner', 'Olga', 'Owner');
    const signer = await person('signer', 'Sam', 'Signer');
    const observer = await person('observer', '', '');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const added = await json(app, 'POST', `/v3/signature-requests/${request.id}/observers`, {
      token: owner.token,
      body: { email: observer.email },
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const mail = await mailTo(observer.email, /You are following/);
    expect(mail.text).toContain(`${owner.label} added you as an observer`);
  });

  /** A request of `owner` signed by each of `signers`, with its completion job run. */
  async function completed(owner: Person, signers: Person[]) {
    const request = await openRequest(app, owner.token, {
      signers: signers.map((s) => s.email),
      title: 'Purchase',
    });
    for (const signer of signers) {
      await signDirectly(harness.db, config, {
        requestId: request.id,
        signerEmail: signer.email,
        signerName: 'Certificate Holder',
      });
    }
    await harness.db
      .updateTable('signature_requests')
      .set({ status_overall: 'SIGNED', ended_at: new Date() })
      .where('id', '=', request.id)
      .execute();
    const last = signers.at(-1)!.email;
    await enqueueCompletion(harness.db, { requestId: request.id, senderName: last }, new Date());
    await app.signet.jobs.drain();
    await app.signet.jobs.drain();
    return request;
  }

  it('the completed mail names each signer, by name or by address alone', async () => {
    const owner = await person('owner', 'Olga', 'Owner');
    const named = await person('signer', 'Sam', 'Signer');
    const nameless = await person('signer', '', '');
    await completed(owner, [named, nameless]);
    for (const to of [owner.email, named.email, nameless.email]) {
      const mail = await mailTo(to, /signed by everyone/);
      expect(mail.text).toContain(`Signed by ${named.label}, ${nameless.email}.`);
      expect(mail.html).toContain(`Signed by ${named.label}, ${nameless.email}.`);
    }
  });

  it('the completed mail is in the recipient language with the names', async () => {
    const owner = await person('owner', 'Olga', 'Owner');
    const signer = await person('signer', 'Zoë', 'Ängström');
    await harness.db
      .updateTable('users')
      .set({ attributes: JSON.stringify({ lang: ['de-ch'] }) })
      .where('email', '=', owner.email)
      .execute();
    await completed(owner, [signer]);
    const mail = await mailTo(owner.email, /von allen unterschrieben/);
    expect(mail.text).toContain(`Unterschrieben von Zoë Ängström (${signer.email}).`);
  });

  const protocolText = async (id: string, token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/report?type=PDF`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return {
      pdf: response.rawPayload,
      text: (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' '),
    };
  };

  it('the protocol names the owner, each signer and each actor by name and address', async () => {
    const owner = await person('owner', 'Olga', 'Owner');
    const named = await person('signer', 'Sam', 'Signer');
    const nameless = await person('signer', '', '');
    const request = await openRequest(app, owner.token, {
      signers: [named.email, nameless.email],
    });
    // Both signers open the request: each is an event's actor by their account.
    for (const signer of [named, nameless]) {
      const seen = await json(app, 'GET', `/v3/signature-requests/${request.id}`, {
        token: signer.token,
      });
      expect(seen.status).toBe(200);
    }
    const { text } = await protocolText(request.id, owner.token);
    // The owner field, and the owner as actor of "created" and "sent".
    expect(text).toContain(`Requested by ${owner.label}`);
    expect(text).toContain(`Request created ${owner.label}`);
    // Each signer's heading, and the named signer as actor.
    expect(text).toContain(`\n${named.label}\n`);
    expect(text).toContain(`\n${nameless.email}\n`);
    expect(text).toContain(`Opened ${named.label}`);
    // The nameless account: the address alone, never with an empty name.
    expect(text).toContain(`Opened ${nameless.email}`);
    expect(text).not.toContain(`(${nameless.email})`);
  });

  it('the protocol reads the names when it is built: a renamed actor shows the new name', async () => {
    const owner = await person('owner', 'Olga', 'Owner');
    const delegator = await person('dg', 'Dan', 'Dee');
    const delegatee = await person('delegatee', 'Eve', 'Delegatee');
    const request = await openRequest(app, owner.token, { signers: [delegator.email] });
    await post(`/v3/signature-requests/${request.id}/delegate`, delegator.token, {
      account_email: delegatee.email,
    });
    const before = await protocolText(request.id, owner.token);
    expect(before.text).toContain(`Signature delegated ${delegator.label}`);
    // The delegator is no signer any more: only the event names them.
    await harness.db
      .updateTable('users')
      .set({ first_name: 'Daniel', last_name: 'Dee' })
      .where('email', '=', delegator.email)
      .execute();
    const after = await protocolText(request.id, owner.token);
    expect(after.text).toContain(`Signature delegated Daniel Dee (${delegator.email})`);
    expect(after.text).not.toContain('Dan Dee');
  });

  it('keeps long names within the page: every word ends inside the right margin', async () => {
    const long = 'Maximiliane-Konstantina-Wilhelmine-Friederike-Bartholomäa';
    const owner = await person('owner', long, `${long} von Hohenzollern-Sigmaringen`);
    const signer = await person('signer', `${long}${long}`, long);
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await signDirectly(harness.db, config, {
      requestId: request.id,
      signerEmail: signer.email,
      signerName: 'Certificate Holder',
    });
    const { pdf, text } = await protocolText(request.id, owner.token);
    expect(text.replace(/\s+/g, '')).toContain(long.replace(/\s+/g, ''));
    const boxes = await pdfText(pdf, ['-bbox']);
    const words = [...boxes.matchAll(/xMin="([\d.]+)"[^>]*xMax="([\d.]+)"/g)];
    expect(words.length).toBeGreaterThan(100);
    // A4 is 595.28 pt wide with 56.7 pt margins at the sides.
    for (const [, xMin, xMax] of words) {
      expect(Number(xMin)).toBeGreaterThanOrEqual(56);
      expect(Number(xMax)).toBeLessThanOrEqual(595.28 - 56.7 + 0.5);
    }
  });
});
