import type {
  ApiSignatureRequest,
  ApiSignatureRequestV3,
  SignatureRequest,
  SignerGroup,
} from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account } from './support/business.ts';
import { addMember, removeMember } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { PublicApiClient } from './support/public-api.ts';
import { base64 } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

// Observers of type GROUP through the public API (ADR 0915): a signer group of the API account's
// business observes a request, and its current members read it, get its mails and see the group.

const VERSION_ID =
  'version_id is the SHA-256 of the document as it is now (it changes with every signature), not a UUID';
const DELIBERATE: Record<string, string> = {
  'POST /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'POST /signature-requests/{SR_ID}/initiate 200 /documents/*/version_id format': VERSION_ID,
  'PUT /signature-requests 200 /documents/*/version_id format': VERSION_ID,
  'GET /signature-requests/{SR_ID} 200 /documents/*/version_id format': VERSION_ID,
};

interface Mailbox {
  messages: { to: string; subject: string | null; text: string }[];
}

describe.each(databases)('observers of type GROUP in the public API, on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const api = new PublicApiClient(() => app);
  let admin: Account;
  let token: string;
  let ann: Account;
  let ben: Account;
  let cleo: Account;
  let outsider: Account;
  let legal: SignerGroup;
  let businessId: string;

  beforeAll(async () => {
    app = await harness.app();
    const founded = await api.business();
    admin = founded.admin;
    businessId = founded.businessId;
    [ann, ben, cleo, outsider] = (await Promise.all(
      ['ann', 'ben', 'cleo', 'outsider'].map((name) => account(app, name)),
    )) as [Account, Account, Account, Account];
    for (const member of [ann, ben, cleo]) await addMember(harness.db, businessId, member.id);
    const created = await json<SignerGroup>(app, 'POST', '/v3/groups', {
      token: admin.token,
      body: { name: 'Legal', members: [ann.id, ben.id] },
    });
    expect(created.status).toBe(201);
    legal = created.body;
    const key = await api.apiAccount(admin, businessId, 'production');
    token = await api.login(key.username, key.apiKey);
  });

  /** A v3 request of the API account with one signer, as a draft or sent. */
  async function request(title: string, send: boolean) {
    const created = await api.call('POST', '/api/v3/signature-requests', {
      token,
      body: {
        title,
        documents: [{ content: base64(minimalPdf(1)), title: 'contract.pdf' }],
        signatures: [{ account_email: uniqueEmail('signer') }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.id as string;
    if (send) {
      const sent = await api.call('POST', `/api/v3/signature-requests/${id}/initiate`, { token });
      expect(sent.status, sent.text).toBe(200);
    }
    return id;
  }

  const addGroup = (id: string, body: Record<string, unknown>) =>
    api.call('POST', `/api/v3/signature-requests/${id}/observers`, { token, body });

  /** The web's GET of the request for `who`. */
  const webGet = (who: Account, id: string) =>
    json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${id}`, { token: who.token });

  /** The web's request list for `who` (the dashboard's "all", newest first). */
  const webList = async (who: Account) => {
    const listed = await json<SignatureRequest[]>(app, 'GET', '/v3/signature-requests', {
      token: who.token,
    });
    expect(listed.status).toBe(200);
    return listed.body;
  };

  const mailsAbout = async (to: string, title: string) => {
    const { body } = await json<Mailbox>(
      app,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
    );
    return body.messages.filter((m) => m.text.includes(title) || m.subject?.includes(title));
  };

  it('adds a signer group of the business as an observer; every answer shows the group', async () => {
    const id = await request('Supplier contract', false);
    const added = await addGroup(id, { type: 'GROUP', group_id: legal.id });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toEqual({
      id: expect.any(String),
      type: 'GROUP',
      invited_at: expect.any(String),
      invited_by: expect.any(String),
      group_info: { id: legal.id, name: 'Legal', version_id: String(legal.version) },
    });
    const oid = added.body.id as string;
    const base = `/api/v3/signature-requests/${id}`;
    const listed = await api.call('GET', `${base}/observers`, { token });
    expect(listed.body).toEqual([added.body]);
    expect((await api.call('GET', `${base}/observers/${oid}`, { token })).body).toEqual(added.body);

    const v3 = (await api.call('GET', base, { token })).body as unknown as ApiSignatureRequestV3;
    expect(v3.observers).toEqual([added.body]);
    // The group's id is no address anyone reads by.
    expect(v3.read_access).not.toContain(legal.id);

    // The same group twice: refused naming the field.
    const twice = await addGroup(id, { type: 'GROUP', group_id: legal.id });
    expect([twice.status, twice.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(twice.body).toMatchObject({ fields: [{ field: 'body.group_id' }] });

    // Addresses given by PUT replace the observers that are people; the group stays.
    const watcher = uniqueEmail('watcher');
    const put = await api.call('PUT', '/api/v3/signature-requests', {
      token,
      body: { id, cc_email_addresses: [watcher] },
    });
    expect(put.status, put.text).toBe(200);
    const observers = (put.body as unknown as ApiSignatureRequestV3).observers;
    expect(observers).toEqual([
      added.body,
      expect.objectContaining({ type: 'USER', user_info: { email: watcher } }),
    ]);
  });

  it('lets every current member read the request as an observer; nobody else', async () => {
    const id = await request('Board minutes', true);
    const added = await addGroup(id, { type: 'GROUP', group_id: legal.id });
    expect(added.status, added.text).toBe(200);

    // v2 names observers by address only: the group has none.
    const v2 = await api.call('GET', `/api/v2/signature-requests/${id}`, { token });
    expect((v2.body as unknown as ApiSignatureRequest).cc_email_addresses).toEqual([]);

    for (const member of [ann, ben]) {
      const got = await webGet(member, id);
      expect(got.status).toBe(200);
      expect(got.body.roles).toEqual(['observer']);
      expect(got.body.observers).toEqual([
        expect.objectContaining({
          type: 'GROUP',
          group_info: { id: legal.id, name: 'Legal', version_id: String(legal.version) },
        }),
      ]);
      // The list shows it as GET does (GET names the request's business; the list leaves it out).
      const item = (await webList(member)).find((r) => r.id === id);
      const { business_id: _business, ...single } = got.body;
      expect(item).toEqual(single);
      // The documents and the protocol an observer may download.
      const download = await app.inject({
        method: 'GET',
        url: `/v3/documents/${got.body.documents[0]!.id}/download`,
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('application/pdf');
    }
    const protocol = await app.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/report?type=PDF`,
      headers: { authorization: `Bearer ${ann.token}` },
    });
    expect(protocol.statusCode).toBe(200);

    // A member of the business outside the group, and someone outside the business: 404.
    const documentId = (await webGet(ann, id)).body.documents[0]!.id;
    for (const stranger of [cleo, outsider]) {
      expect((await webGet(stranger, id)).status).toBe(404);
      expect((await webList(stranger)).map((r) => r.id)).not.toContain(id);
      const download = await app.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download`,
        headers: { authorization: `Bearer ${stranger.token}` },
      });
      expect(download.statusCode).toBe(404);
    }
  });

  it('follows the membership: leaving the group or the business loses access, joining gains it', async () => {
    const group = await json<SignerGroup>(app, 'POST', '/v3/groups', {
      token: admin.token,
      body: { name: 'Finance', members: [ann.id, ben.id] },
    });
    expect(group.status).toBe(201);
    const id = await request('Budget 2027', true);
    expect((await addGroup(id, { type: 'GROUP', group_id: group.body.id })).status).toBe(200);
    expect((await webGet(ann, id)).status).toBe(200);
    expect((await webGet(cleo, id)).status).toBe(404);

    const changed = await json(app, 'PUT', `/v3/groups/${group.body.id}`, {
      token: admin.token,
      body: { members: [ben.id, cleo.id] },
    });
    expect(changed.status).toBe(200);
    expect((await webGet(ann, id)).status).toBe(404);
    expect((await webList(ann)).map((r) => r.id)).not.toContain(id);
    const joined = await webGet(cleo, id);
    expect([joined.status, joined.body.roles]).toEqual([200, ['observer']]);
    expect((await webList(cleo)).map((r) => r.id)).toContain(id);

    // Leaving the business takes the account out of its groups.
    await removeMember(harness.db, cleo.id);
    expect((await webGet(cleo, id)).status).toBe(404);
    expect((await webList(cleo)).map((r) => r.id)).not.toContain(id);
    await addMember(harness.db, businessId, cleo.id);

    // Removing the group observer ends its members' access too.
    const oid = (await webGet(ben, id)).body.observers[0]!.id;
    const removed = await api.call('DELETE', `/api/v3/signature-requests/${id}/observers/${oid}`, {
      token,
    });
    expect(removed.status).toBe(200);
    expect((await webGet(ben, id)).status).toBe(404);
  });

  it('mails the group’s current members as it mails a person observer', async () => {
    // Added to a draft: told when the request is sent.
    const draft = await request('Lease renewal', false);
    expect((await addGroup(draft, { type: 'GROUP', group_id: legal.id })).status).toBe(200);
    expect(await mailsAbout(ann.email, 'Lease renewal')).toEqual([]);
    expect(
      (await api.call('POST', `/api/v3/signature-requests/${draft}/initiate`, { token })).status,
    ).toBe(200);
    for (const member of [ann, ben]) {
      const mail = await waitForMail(app, member.email, (m) => m.text.includes('Lease renewal'));
      expect(mail.subject).toBe('You are following "Lease renewal"');
    }

    // Added to an OPEN request: told at once.
    const open = await request('Office move', true);
    expect((await addGroup(open, { type: 'GROUP', group_id: legal.id })).status).toBe(200);
    for (const member of [ann, ben]) {
      await waitForMail(app, member.email, (m) => m.subject === 'You are following "Office move"');
    }
    // Withdrawn: the members are told as observers are.
    const withdrawn = await api.call('POST', `/api/v3/signature-requests/${open}/withdraw`, {
      token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    for (const member of [ann, ben]) {
      await waitForMail(
        app,
        member.email,
        (m) => m.text.includes('Office move') && !m.subject?.startsWith('You are following'),
      );
    }
    // Nobody outside the group, and no mail to the group's id.
    expect(await mailsAbout(cleo.email, 'Office move')).toEqual([]);
    expect(await mailsAbout(legal.id, 'Office move')).toEqual([]);
  });

  it('refuses another business’s group, an unknown or empty group and mixed bodies, naming the field', async () => {
    const id = await request('Refusals', false);
    const other = await api.business();
    const foreign = await json<SignerGroup>(app, 'POST', '/v3/groups', {
      token: other.admin.token,
      body: { name: 'Theirs', members: [other.admin.id] },
    });
    expect(foreign.status).toBe(201);
    const empty = await json<SignerGroup>(app, 'POST', '/v3/groups', {
      token: admin.token,
      body: { name: 'Nobody yet', members: [] },
    });
    expect(empty.status).toBe(201);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'GROUP', group_id: foreign.body.id }, 'no signer group of your business'],
      [{ type: 'GROUP', group_id: `gr_${'0'.repeat(32)}` }, 'no signer group of your business'],
      [{ type: 'GROUP', group_id: empty.body.id }, 'the signer group has no members'],
      [{ type: 'GROUP', group_id: 'gr_456' }, 'body.group_id'],
      [{ type: 'GROUP' }, 'body.group_id'],
      [{ type: 'GROUP', group_id: legal.id, email: uniqueEmail('x') }, 'body.group_id'],
      [{ type: 'USER', group_id: legal.id, email: uniqueEmail('x') }, 'body.group_id'],
    ];
    for (const [body, message] of cases) {
      const refused = await addGroup(id, body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(refused.text).toContain(message);
      expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'body.group_id' })]);
    }
    const observers = await api.call('GET', `/api/v3/signature-requests/${id}/observers`, {
      token,
    });
    expect(observers.body).toEqual([]);
    // Another business's API account does not find the request at all.
    const theirKey = await api.apiAccount(other.admin, other.businessId, 'production');
    const theirToken = await api.login(theirKey.username, theirKey.apiKey);
    const foreignCall = await api.call('POST', `/api/v3/signature-requests/${id}/observers`, {
      token: theirToken,
      body: { type: 'GROUP', group_id: foreign.body.id },
    });
    expect(foreignCall.status).toBe(404);
  });

  api.itMatchesReference(
    [
      'POST /signature-requests/{SR_ID}/observers 200',
      'GET /signature-requests/{SR_ID}/observers 200',
      'GET /signature-requests/{SR_ID}/observers/{OBSERVER_ID} 200',
    ],
    DELIBERATE,
    'every answer above has the shape of Skribble’s v3 reference',
  );
});
