import type { SignatureRequest, UserVisualSignature } from '@signet/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const IMAGE = /\/Subtype\s*\/Image/g;

async function handwriting(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160">
    <path d="M20 130 C 130 10, 260 160, 380 30" stroke="#123" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.each(databases)('POST /v3/sign stamps the visual signature on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { token: string };

  beforeAll(async () => {
    app = await harness.app();
    owner = await signUp(app, uniqueEmail('owner'));
  });

  const placed = (request: SignatureRequest, extra: Record<string, unknown> = {}) => [
    {
      signatureRequestId: request.id,
      documentSignatures: [
        {
          document_id: request.documents[0]!.id,
          visual_signature: { positions: [{ page: '0', x: 40, y: 40, width: 300, height: 140 }] },
        },
      ],
      ...extra,
    },
  ];

  /** The bytes the signature appended: the signed file after the original's length. */
  async function appended(request: SignatureRequest): Promise<string> {
    const documentId = request.documents[0]!.id;
    const download = (signed: boolean) =>
      app.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=${signed}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
    const [original, signed] = await Promise.all([download(false), download(true)]);
    expect(
      signed.rawPayload.subarray(0, original.rawPayload.length).equals(original.rawPayload),
    ).toBe(true);
    return signed.rawPayload.subarray(original.rawPayload.length).toString('latin1');
  }

  it("draws the default visual signature's handwriting into the signer's stamp", async () => {
    const signer = await signerAccount(app, harness.db, 'stamped');
    const created = await json<UserVisualSignature>(app, 'POST', '/v1/user/visual-signatures', {
      token: signer.token,
      body: { alias: 'Work', name: 'Ada Muster', optionalLine: 'Muster AG', location: 'Bern' },
    });
    const upload = await app.inject({
      method: 'POST',
      url: `/v1/images/signature/${created.body.id}`,
      payload: await handwriting(),
      headers: { authorization: `Bearer ${signer.token}`, 'content-type': 'image/png' },
    });
    expect(upload.statusCode).toBe(200);

    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const signed = await signWithTan(app, signer, placed(request));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await appended(request)).match(IMAGE)?.length ?? 0).toBeGreaterThan(0);
  });

  it('without a visual signature the stamp has no handwriting', async () => {
    const signer = await signerAccount(app, harness.db, 'plain');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const signed = await signWithTan(app, signer, placed(request));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await appended(request)).match(IMAGE)).toBeNull();
  });

  it("refuses another user's visual signature as not found", async () => {
    const signer = await signerAccount(app, harness.db, 'borrower');
    const other = await signerAccount(app, harness.db, 'lender');
    const theirs = await json<UserVisualSignature>(app, 'POST', '/v1/user/visual-signatures', {
      token: other.token,
      body: { alias: 'Mine', name: 'Someone Else' },
    });
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    const answer = await signWithTan(
      app,
      signer,
      placed(request, { visualSignatureId: theirs.body.id }),
    );
    expect(answer.status).toBe(404);
    const state = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${request.id}`, {
      token: owner.token,
    });
    expect(state.body.status_overall).toBe('OPEN');
  });
});
