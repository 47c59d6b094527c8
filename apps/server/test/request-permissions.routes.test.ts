import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { createRequest, openRequest } from './support/requests.ts';
import { signDirectly } from './support/sign-directly.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/**
 * The server refuses what the web does not offer: the contract's rules (ADR 0006) decide the
 * details of a request (DRAFT only) and where signature fields go (nobody has signed yet).
 */
describe.each(databases)('request permissions from the contract on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-permissions-'));
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await harness.app({ env: { DATA_DIR: dataDir } });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const put = (id: string, suffix: string, body: unknown) =>
    json(app, 'PUT', `/v3/signature-requests/${id}${suffix}`, { token: owner.token, body });

  it('changes title and message of a DRAFT, and refuses them once the request is OPEN', async () => {
    const draft = await createRequest(app, owner.token, { signers: [uniqueEmail('s')] });
    expect((await put(draft.id, '', { title: 'Lease 2027' })).status).toBe(200);

    const open = await openRequest(app, owner.token, { signers: [uniqueEmail('s')] });
    for (const body of [{ title: 'Changed' }, { message: 'Please sign' }]) {
      const refused = await put(open.id, '', body);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'REQUEST_NOT_DRAFT' });
    }
    const { body } = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${open.id}`, {
      token: owner.token,
    });
    expect(body.title).toBe(open.title);
    expect(body.message ?? null).toBe(open.message ?? null);
  });

  it('moves an open signer’s fields until someone has signed, then refuses', async () => {
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const open = await openRequest(app, owner.token, { signers: [first, second] });
    const documentId = open.documents[0]!.id;
    const secondSid = open.signatures.find((s) => s.account_email === second)!.sid;
    const placement = (x: number) => ({
      document_signatures: [
        {
          document_id: documentId,
          visual_signature: { positions: [{ page: '0', x, y: 100, width: 300, height: 140 }] },
        },
      ],
    });
    expect((await put(open.id, `/signatures/${secondSid}`, placement(50))).status).toBe(200);

    await signDirectly(
      harness.db,
      { dataDir, publicUrl: 'http://signet.test' },
      {
        requestId: open.id,
        signerEmail: first,
        signerName: 'First Signer',
      },
    );
    const refused = await put(open.id, `/signatures/${secondSid}`, placement(80));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SIGNERS_LOCKED' });
  });
});
