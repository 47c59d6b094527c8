import { randomBytes } from 'node:crypto';
import type { SignatureRequest } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import type { Config } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import { type Account, account, foundBusiness, join } from './business.ts';
import { type Guest, inviteGuest } from './direct.ts';
import { json } from './http.ts';
import { IDENTITY, putPhoto, submitDesk } from './identification.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { base64, openRequest } from './requests.ts';
import { issuedSeal, sealName } from './seals.ts';

/** How a caller stands to the object a call names (issue "Authorisation matrix"). */
export type Relation =
  | 'anonymous'
  | 'outsider'
  | 'otherSigner'
  | 'observer'
  | 'signer'
  | 'member'
  | 'officer'
  | 'owner';

/** The people of the matrix: each call is made as each of them. */
export interface People {
  owner: Account;
  signer: Account;
  observer: Account;
  /** Signs another request (of `outsider`), none of the owner's. */
  otherSigner: Account;
  outsider: Account;
  /** A member (not an admin) of the owner's business. */
  member: Account;
}

/** The ids a call's path names, by placeholder. */
export type Ids = Record<string, string>;

export async function people(app: SignetApp): Promise<People> {
  const [owner, signer, observer, otherSigner, outsider, member] = await Promise.all(
    ['owner', 'signer', 'observer', 'other-signer', 'outsider', 'member'].map((name) =>
      account(app, name),
    ),
  );
  return {
    owner: owner!,
    signer: signer!,
    observer: observer!,
    otherSigner: otherSigner!,
    outsider: outsider!,
    member: member!,
  };
}

/** An OPEN request of the owner, signed by `signer`, observed by `observer`, with an attachment. */
export async function requestObjects(app: SignetApp, who: People): Promise<Ids> {
  const request: SignatureRequest = await openRequest(app, who.owner.token, {
    signers: [who.signer.email],
    observers: [who.observer.email],
  });
  const attachment = await json<{ attachment_id: string }>(
    app,
    'POST',
    `/v3/signature-requests/${request.id}/attachments`,
    {
      token: who.owner.token,
      body: {
        filename: 'note.txt',
        content_type: 'text/plain',
        content: base64(new TextEncoder().encode('note')),
      },
    },
  );
  return {
    id: request.id,
    docId: request.documents[0]!.id,
    sid: request.signatures[0]!.sid,
    oid: request.observers[0]!.id,
    aid: attachment.body.attachment_id,
    n: '0',
  };
}

/** The outsider's own request, which `otherSigner` signs. */
export async function otherRequest(app: SignetApp, who: People): Promise<void> {
  await openRequest(app, who.outsider.token, { signers: [who.otherSigner.email] });
}

/** A send-to document claimed by the owner. */
export async function sendToObjects(app: SignetApp, who: People): Promise<Ids> {
  const sendto = await json<{ id: string }>(app, 'POST', '/v3/sendto', {
    body: { title: 'Scan', content: base64(minimalPdf()) },
  });
  await json(app, 'POST', `/v3/sendto/${sendto.body.id}/claim`, { token: who.owner.token });
  return { id: sendto.body.id };
}

/** A business founded by a fresh admin with `member` in it. */
export async function businessObjects(
  app: SignetApp,
  seal?: { config: Config; db: Database },
): Promise<{ ids: Ids; admin: Account; member: Account }> {
  const domain = `m${randomBytes(5).toString('hex')}.example`;
  const [admin, member] = await Promise.all([
    account(app, 'admin', domain),
    account(app, 'member'),
  ]);
  const business = await foundBusiness(app, admin!);
  await join(app, business.id, admin!, member!);
  const name = sealName('matrix');
  if (seal) await issuedSeal(app, seal.config, seal.db, admin!, business.id, name);
  const as = { token: admin!.token };
  const group = await json<{ id: string }>(app, 'POST', '/v3/groups', {
    ...as,
    body: { name: 'Board', members: [member!.id] },
  });
  await json(app, 'POST', `/v1/businesses/${business.id}/domains`, { ...as, body: { domain } });
  await json(app, 'POST', `/v1/businesses/${business.id}/members`, {
    ...as,
    body: { users: [`invited-${randomBytes(4).toString('hex')}@example.com`] },
  });
  const invitations = await json<{ id: string }[] | { content: { id: string }[] }>(
    app,
    'GET',
    `/v2/businesses/${business.id}/invitations`,
    as,
  );
  const list = Array.isArray(invitations.body) ? invitations.body : invitations.body.content;
  const api = await json<{ username: string }>(app, 'POST', `/v1/businesses/${business.id}/apis`, {
    ...as,
    body: { name: 'Matrix', kind: 'demo' },
  });
  return {
    ids: {
      id: business.id,
      group: group.body.id,
      member: member!.id,
      name,
      domain,
      invite: list[0]!.id,
      username: api.body.username,
    },
    admin: admin!,
    member: member!,
  };
}

/** A fresh account with a visual signature of its own. */
export async function accountObjects(app: SignetApp): Promise<{ ids: Ids; owner: Account }> {
  const owner = await account(app, 'self');
  const visual = await json<{ id: string }>(app, 'POST', '/v1/user/visual-signatures', {
    token: owner.token,
    body: { alias: 'Mine', name: 'Ada Muster' },
  });
  return { ids: { id: visual.body.id }, owner };
}

/** A guest of the owner's request, and another of the outsider's. */
export async function guests(app: SignetApp, who: People): Promise<{ mine: Guest; other: Guest }> {
  const [mine, other] = await Promise.all([
    inviteGuest(app, who.owner.token),
    inviteGuest(app, who.outsider.token),
  ]);
  return { mine: mine!, other: other! };
}

/** The domain of the matrix's identification officers (INTERNAL_EMAIL_DOMAINS). */
export const OFFICER_DOMAIN = 'matrix-staff.test';

/**
 * A fresh person's eIDAS identification at the desk: identity data and both photos handed in, and
 * submitted to the officers when `submitted`.
 */
export async function identificationObjects(
  app: SignetApp,
  submitted: boolean,
): Promise<{ ids: Ids; owner: Account }> {
  const owner = await account(app, 'person');
  let id: string;
  if (submitted) {
    id = (await submitDesk(app, owner.token)).id;
  } else {
    const started = await json<{ id: string }>(
      app,
      'POST',
      '/v1/user/identification/intrum/video',
      {
        token: owner.token,
        body: {},
      },
    );
    id = started.body.id;
    await json(app, 'PUT', `/v1/user/identification/desk/${id}/identity`, {
      token: owner.token,
      body: IDENTITY,
    });
    await putPhoto(app, owner, id, 'document', PHOTO, 'image/png');
    await putPhoto(app, owner, id, 'face', PHOTO, 'image/png');
  }
  return {
    ids: {
      id,
      provider: 'intrum',
      method: 'video',
      subject: 'eidas',
      kind: 'document',
      email: owner.email,
    },
    owner,
  };
}

/** A guest's identification at the desk with identity data and both photos handed in (direct calls). */
export async function guestIdentification(app: SignetApp, guest: Guest): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: `/v1/direct/user/identification/intrum/video?token=${guest.token}`,
    payload: {},
  });
  const id = (JSON.parse(started.body) as { id: string }).id;
  await app.inject({
    method: 'PUT',
    url: `/v1/direct/user/identification/desk/${id}/identity?token=${guest.token}`,
    payload: IDENTITY,
  });
  for (const kind of ['document', 'face'] as const) {
    await putPhoto(app, { token: guest.token, direct: true }, id, kind, PHOTO, 'image/png');
  }
  return id;
}

/** Bytes the desk takes for a PNG photo. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('photo'),
]);

/** An API account of a fresh business, logged in: its access token (ADR 0900). */
export async function apiCaller(app: SignetApp): Promise<string> {
  const admin = await account(app, 'api-admin');
  const business = await foundBusiness(app, admin);
  const created = await json<{ username: string; apiKey: string }>(
    app,
    'POST',
    `/v1/businesses/${business.id}/apis`,
    { token: admin.token, body: { name: 'ERP', kind: 'demo' } },
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/access/login',
    payload: { username: created.body.username, 'api-key': created.body.apiKey },
  });
  return login.body;
}

/**
 * A request the API account created (v2: sent at once) with its document, signer, attachment and
 * observer; with `sendTo`, a send-to of the business and its access code as well.
 */
export async function apiObjects(app: SignetApp, token: string, sendTo = false): Promise<Ids> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v2/signature-requests',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: 'Contract',
      content: base64(minimalPdf()),
      signatures: [{ account_email: `signer-${randomBytes(4).toString('hex')}@example.com` }],
    },
  });
  const request = JSON.parse(created.body) as {
    id: string;
    document_id: string;
    signatures: { sid: string }[];
  };
  const auth = { authorization: `Bearer ${token}` };
  const attachment = await app.inject({
    method: 'POST',
    url: `/api/v2/signature-requests/${request.id}/attachments`,
    headers: auth,
    payload: {
      filename: 'note.txt',
      content_type: 'text/plain',
      content: base64(Buffer.from('n')),
    },
  });
  const observer = await app.inject({
    method: 'POST',
    url: `/api/v3/signature-requests/${request.id}/observers`,
    headers: auth,
    payload: { email: `observer-${randomBytes(4).toString('hex')}@example.com` },
  });
  // A send-to of the business, with its access code, for the send-to calls only.
  const handed = sendTo
    ? (JSON.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/sendto',
            headers: auth,
            payload: { title: 'Lease', content: base64(minimalPdf()) },
          })
        ).body,
      ) as { id: string; access_code: string })
    : undefined;
  return {
    id: request.id,
    docId: request.document_id,
    ...(handed ? { sendto: handed.id, accessCode: handed.access_code } : {}),
    sid: request.signatures[0]!.sid,
    aid: (JSON.parse(attachment.body) as { attachments: { attachment_id: string }[] })
      .attachments[0]!.attachment_id,
    oid: (JSON.parse(observer.body) as { id: string }).id,
    n: '0',
  };
}
