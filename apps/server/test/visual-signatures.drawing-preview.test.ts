import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

/** Issue 20: the editor's preview draws the handwriting just drawn, before it is saved. */
describe.each(databases)('the draft preview with an unsaved drawing on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let token: string;

  beforeAll(async () => {
    app = await harness.app();
    token = (await signUp(app, uniqueEmail('drawing'))).token;
  });

  const preview = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/v1/user/preview-visual-signature',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Ada Muster', displayQr: false, displayDate: false, ...body },
    });
  /** Dark pixels of a PNG: ink that the stamp's text alone does not explain. */
  const ink = async (png: Buffer) => {
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 100) dark += 1;
    return dark;
  };

  it('draws the unsaved drawing into the stamp', async () => {
    // A thick black scrawl on a transparent ground, as the pad's PNG is.
    const drawing = await sharp({
      create: { width: 400, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M10 80 C 100 0, 200 160, 390 60" stroke="black" stroke-width="24" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const without = await preview({});
    const withDrawing = await preview({ drawing: drawing.toString('base64') });
    expect(without.statusCode).toBe(200);
    expect(withDrawing.statusCode).toBe(200);
    expect(await ink(withDrawing.rawPayload)).toBeGreaterThan(
      (await ink(without.rawPayload)) + 500,
    );
  });

  it('refuses a drawing that is not a PNG, naming the problem', async () => {
    const answer = await preview({ drawing: Buffer.from('not an image').toString('base64') });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'SIGNATURE_IMAGE_INVALID' });
  });
});
