import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import type { BusinessSealDetail, SignatureRequest } from '@signet/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { account, foundBusiness, join } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { issuedSeal, sealName } from './support/seals.ts';
import { signCall } from './support/signing.ts';
import { testConfig, useHarness } from './support/test-app.ts';

/** A picture no stamp draws by itself: a red left half and a blue right half. */
async function twoColours(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#d01020"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#1030d0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The image XObjects drawn by the signature widget's appearance, however deeply nested. */
function stampImages(doc: PDFDocument): PDFRawStream[] {
  const found: PDFRawStream[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    const object = value instanceof PDFRef ? doc.context.lookup(value) : value;
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRawStream) {
      if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) found.push(object);
      const resources = object.dict.lookup(PDFName.of('Resources'));
      const xobjects =
        resources instanceof PDFDict ? resources.lookup(PDFName.of('XObject')) : undefined;
      if (xobjects instanceof PDFDict) for (const [, ref] of xobjects.entries()) walk(ref);
    }
  };
  // The signature fields' widgets (the signature adds its own; the original has none).
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Subtype')) !== PDFName.of('Widget')) continue;
    if (object.get(PDFName.of('FT')) !== PDFName.of('Sig')) continue;
    const appearance = object.lookup(PDFName.of('AP'));
    if (appearance instanceof PDFDict) walk(appearance.get(PDFName.of('N')));
  }
  return found;
}

const numberOf = (stream: PDFRawStream, key: string) =>
  (stream.dict.lookup(PDFName.of(key)) as PDFNumber).asNumber();

describe.each(databases)("the seal's image in its stamp, on $name", (engine) => {
  const harness = useHarness(engine);
  const config = testConfig();
  let app: SignetApp;
  afterAll(async () => app?.close());

  it('is drawn into the signed PDF pixel for pixel, and the preview shows it', async () => {
    app = await buildApp(config, { db: harness.db });
    const admin = await account(app, 'admin');
    const member = await account(app, 'member');
    const { id } = await foundBusiness(app, admin);
    await join(app, id, admin, member);
    const name = sealName('stamp');
    await issuedSeal(app, config, harness.db, admin, id, name);
    const seal = `/v1/businesses/${id}/seals/${name}`;
    const auth = { authorization: `Bearer ${admin.token}` };

    const previewBefore = await app.inject({
      method: 'GET',
      url: `${seal}/preview`,
      headers: auth,
    });
    const upload = await app.inject({
      method: 'POST',
      url: `${seal}/image`,
      headers: { ...auth, 'content-type': 'image/png' },
      payload: await twoColours(120, 48),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((JSON.parse(upload.body) as BusinessSealDetail).image).toEqual({
      width: 120,
      height: 48,
    });
    const texts = await json<BusinessSealDetail>(app, 'PUT', seal, {
      token: admin.token,
      body: { displayName: 'Acme Seal', optionalLine: 'Finance department', location: 'Zürich' },
    });
    expect(texts.body).toMatchObject({
      displayName: 'Acme Seal',
      optionalLine: 'Finance department',
      location: 'Zürich',
    });
    await json(app, 'POST', `${seal}/members`, {
      token: admin.token,
      body: { members: [member.id] },
    });

    // The preview: the red and blue of the image appear; before the upload, neither did.
    const previewAfter = await app.inject({ method: 'GET', url: `${seal}/preview`, headers: auth });
    expect(previewAfter.headers['content-type']).toBe('image/png');
    const colours = async (png: Buffer) => {
      const { data, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let red = 0;
      let blue = 0;
      for (let at = 0; at < info.width * info.height * 3; at += 3) {
        const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
        if (r > 180 && g < 60 && b < 80) red++;
        if (b > 180 && r < 60 && g < 80) blue++;
      }
      return { red, blue };
    };
    const before = await colours(previewBefore.rawPayload);
    const after = await colours(previewAfter.rawPayload);
    expect(before).toEqual({ red: 0, blue: 0 });
    expect(after.red).toBeGreaterThan(100);
    expect(after.blue).toBeGreaterThan(100);

    // The member seals with a placed stamp; the image XObject is in the stamp's appearance.
    const request: SignatureRequest = await openRequest(app, admin.token, {
      signers: [member.email],
    });
    const sealed = await signCall(app, member.token, {
      signatureRequests: [
        {
          signatureRequestId: request.id,
          documentSignatures: [
            {
              document_id: request.documents[0]!.id,
              visual_signature: {
                positions: [{ page: '0', x: 40, y: 40, width: 300, height: 140 }],
              },
            },
          ],
        },
      ],
      sealAccountName: name,
    });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    const signed = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download?signed=true`,
      headers: auth,
    });
    const doc = await PDFDocument.load(signed.rawPayload, { updateMetadata: false });
    const images = stampImages(doc);
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect([numberOf(image, 'Width'), numberOf(image, 'Height')]).toEqual([120, 48]);
    const drawn = Buffer.from(decodePDFRawStream(image).decode());
    const stored = await app.inject({ method: 'GET', url: `${seal}/image`, headers: auth });
    const pixels = await sharp(stored.rawPayload).removeAlpha().raw().toBuffer();
    expect(drawn.length).toBe(120 * 48 * 3);
    expect(drawn.equals(pixels)).toBe(true);
  });
});
