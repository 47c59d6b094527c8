import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import {
  ARTIFACTS,
  expect,
  expectAccessible,
  expectDialogAccessible,
  test,
} from '../support/fixtures.ts';
import { tanFromOutbox } from '../support/requests.ts';
import { makePdf } from '../support/sample-pdf.ts';
import { addParticipant, uploadDocument, viewerPanel } from '../support/viewer-journey.ts';

// Issue 6: the owner has a PDF signed by two people, each with the TAN from the dev outbox, and
// gets back a file whose signatures a PDF reader we did not write (pdfsig) checks.

// A 4-page PDF generated here, so the journey needs no fixture files.
const SAMPLE_PDF = path.join(mkdtempSync(path.join(tmpdir(), 'signet-e2e-')), 'agreement.pdf');
writeFileSync(SAMPLE_PDF, makePdf('Service agreement', 4));
const DOWNLOADS = path.resolve(import.meta.dirname, '../artifacts/downloads');

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/v1/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Clicks a download button and keeps the file under artifacts/downloads. */
async function download(page: Page, within: Pick<Page, 'getByRole'>, button: string, file: string) {
  const [started] = await Promise.all([
    page.waitForEvent('download'),
    within.getByRole('button', { name: button }).click(),
  ]);
  const target = path.join(DOWNLOADS, file);
  await started.saveAs(target);
  return { path: target, suggestedFilename: started.suggestedFilename() };
}

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `signing-${name}.png`) });
}

/** Logs in and opens the request in the viewer. */
async function openAsSigner(page: Page, email: string, requestId: string) {
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${requestId}`);
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
}

/** A first signature asks once for the stamp's lines (the visual signature data dialog). */
async function confirmVisualSignatureData(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Your visual signature' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

async function enterTan(page: Page, tan: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Code from the SMS').fill(tan);
  await dialog.getByRole('button', { name: 'Sign now' }).click();
}

test('two invited signers sign with the TAN by SMS; the owner gets a file pdfsig accepts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner', { firstName: 'Olivia', lastName: 'Owner' });
  const alice = await createAccount(request, 'alice', { firstName: 'Alice', lastName: 'Signer' });
  const bruno = await createAccount(request, 'bruno', { firstName: 'Bruno', lastName: 'Signer' });
  const aliceMobile = `+4179${String(Date.now()).slice(-7)}`;
  const brunoMobile = `+4178${String(Date.now()).slice(-7)}`;

  // The owner uploads, invites, places the fields and sends, all in the viewer.
  await page.goto('/login');
  await logIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  const requestId = await uploadDocument(page, 'Service agreement', 4, {
    name: 'service-agreement.pdf',
    buffer: readFileSync(SAMPLE_PDF),
  });
  const ownerPanel = await viewerPanel(page);
  await ownerPanel.getByLabel('Title').fill('Service agreement');
  await ownerPanel.getByLabel('Message to the signers').fill('Please sign the agreement.');
  await ownerPanel.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
  await addParticipant(page, 'signer', alice.email);
  await addParticipant(page, 'signer', bruno.email);
  const pages = page.getByTestId('document-page');
  await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  // Each signer's stamp at the foot of the first page, side by side.
  await page.getByRole('button', { name: 'Place signature fields' }).click();
  const firstPage = pages.first();
  const pageBox = (await firstPage.boundingBox())!;
  await firstPage.click({ position: { x: pageBox.width * 0.25, y: pageBox.height * 0.85 } });
  // Signers with an account are named by their name (ADR 0250).
  await page.getByRole('radio', { name: /Bruno Signer/ }).check();
  await firstPage.click({ position: { x: pageBox.width * 0.75, y: pageBox.height * 0.85 } });
  await expect(page.getByTestId('signature-field')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByText('The signature fields are saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Sending asks for confirmation with a summary of what goes out.
  await page
    .getByRole('dialog', { name: 'Send this request?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await expect(page.getByTestId('request-status')).toHaveText('Open');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(bye|login)/);

  // Where the fields ended up, in points from the page's top-left corner (for the pixel check).
  const ownerToken = await apiToken(request, owner.email);
  const sent = await request.get(`/v3/signature-requests/${requestId}`, {
    headers: bearer(ownerToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const stamps = (
    (await sent.json()) as {
      signatures: {
        document_signatures: {
          visual_signature: {
            positions: { x: number; y: number; width: number; height: number }[];
          };
        }[];
      }[];
    }
  ).signatures.map((s) => s.document_signatures[0]!.visual_signature.positions[0]!);
  expect(stamps).toHaveLength(2);

  // Alice has no mobile number yet: the flow asks for it, then sends the TAN.
  await openAsSigner(page, alice.email, requestId);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await shoot(page, 'visual-signature-data');
  await confirmVisualSignatureData(page, 'Alice Signer');
  const mobileOverlay = page.getByRole('dialog', { name: 'Your mobile number' });
  await expect(mobileOverlay).toBeVisible();
  await shoot(page, 'mobile-advanced-signing');
  await expectDialogAccessible(page, 'mobile advanced signing overlay');
  await mobileOverlay.getByLabel('Mobile number').fill(aliceMobile);
  await mobileOverlay.getByRole('button', { name: 'Save and send code' }).click();
  const tanDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(tanDialog).toBeVisible();
  await expect(tanDialog).toContainText(`${aliceMobile.slice(-2)} by SMS`);
  await shoot(page, 'tan-entry');
  await expectDialogAccessible(page, 'TAN entry dialog');
  const aliceTan = await tanFromOutbox(request, aliceMobile);
  await enterTan(page, aliceTan);
  // One success screen (issue 20): straight to /signed, no "Signed successfully" before it.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for signing' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`/signed\\?id=${requestId}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('We will email you when everyone has signed.')).toBeVisible();
  await shoot(page, 'success');
  await expect(page.getByText('1 of 2 signed').first()).toBeVisible();
  await expectAccessible(page, '/signed while others still sign');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(bye|login)/);

  // Bruno types a wrong TAN first: the TAN invalid overlay leads back to the TAN entry.
  const brunoToken = await apiToken(request, bruno.email);
  const saved = await request.put('/v1/user', {
    headers: bearer(brunoToken),
    data: { attributes: { mobile: [brunoMobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await openAsSigner(page, bruno.email, requestId);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await confirmVisualSignatureData(page, 'Bruno Signer');
  const brunoTan = await tanFromOutbox(request, brunoMobile);
  const wrong = brunoTan === '000000' ? '111111' : '000000';
  await enterTan(page, wrong);
  // A wrong TAN keeps Bruno in the TAN entry, told the tries left under the field.
  await expect(tanDialog).toContainText('Wrong code: 2 tries left.', { timeout: 30_000 });
  await shoot(page, 'tan-invalid');
  await expectDialogAccessible(page, 'TAN entry after a wrong TAN');
  await enterTan(page, brunoTan);
  await expect(page.getByText('Everyone has signed', { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('2 of 2 signed').first()).toBeVisible();
  await shoot(page, 'signed-page');
  await expectAccessible(page, '/signed when everyone has signed');

  // The last signer downloads the signed PDF and the protocol from /signed.
  mkdirSync(DOWNLOADS, { recursive: true });
  const pageCopy = (await download(page, page, 'Download signed PDF', 'signed-from-page.pdf')).path;
  const protocolFromPage = (
    await download(page, page, 'Download signature protocol', 'protocol-from-page.pdf')
  ).path;
  expect(readFileSync(protocolFromPage).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(bye|login)/);

  // The owner downloads the signed PDF and the protocol from the viewer's panel.
  await page.goto('/login');
  await logIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${requestId}`);
  await expect(page.getByTestId('request-status')).toHaveText('Signed');
  const panel = await viewerPanel(page);
  const signedPath = (await download(page, panel, 'Download signed PDF', 'signed.pdf')).path;
  const ownerProtocol = await download(page, panel, 'Download signature protocol', 'protocol.pdf');
  const protocolPath = ownerProtocol.path;
  expect(readFileSync(protocolPath).subarray(0, 5).toString()).toBe('%PDF-');
  expect(ownerProtocol.suggestedFilename).toMatch(/\.pdf$/);
  // The page image in the viewer is of the signed version: both stamps show.
  await expect(pages.first()).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  await pages.first().evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(page.getByTestId('signature-sticker')).toHaveCount(2);
  await shoot(page, 'owner-viewer-signed');

  // pdfsig (poppler) finds two signatures, each covering its revision without a change.
  for (const file of [signedPath, pageCopy]) {
    const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(report).toContain('Signature #2');
    expect(report).not.toContain('Signature #3');
    expect(report.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);
  }

  // The stamps are visible on the rendered first page (picture kept as an artefact): in each
  // stamp's box, the signed page differs from the original in a good share of its pixels.
  const picture = path.join(ARTIFACTS, 'signing-signed-page-1');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '72',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    signedPath,
    picture,
  ]);
  for (const stamp of stamps) {
    const box = {
      x: Math.round(stamp.x),
      y: Math.round(stamp.y),
      width: Math.round(stamp.width),
      height: Math.round(stamp.height),
    };
    const changed = differingPixels(stampBox(SAMPLE_PDF, box), stampBox(signedPath, box));
    expect(changed, `pixels changed in the stamp at x=${box.x}`).toBeGreaterThan(
      0.03 * box.width * box.height,
    );
  }
});

/** The pixels of a box of page 1 at 72 dpi (1 px = 1 pt), as raw RGB from pdftoppm's PPM. */
function stampBox(file: string, box: { x: number; y: number; width: number; height: number }) {
  const ppm = execFileSync('pdftoppm', [
    '-r',
    '72',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-x',
    String(box.x),
    '-y',
    String(box.y),
    '-W',
    String(box.width),
    '-H',
    String(box.height),
    file,
  ]);
  // "P6\n<w> <h>\n255\n" then the pixels.
  let offset = 0;
  for (let fields = 0; fields < 4; offset++) {
    if (ppm[offset] === 0x0a || ppm[offset] === 0x20) fields++;
  }
  return ppm.subarray(offset);
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i + 2 < Math.min(a.length, b.length); i += 3) {
    const delta =
      Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (delta > 60) count++;
  }
  return count;
}

/** The current screen at desktop width and at 375 px, kept as artefacts. */
async function shootBoth(page: Page, name: string) {
  await shoot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  await shoot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openRequestFor(
  request: APIRequestContext,
  ownerToken: string,
  signerEmail: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Quality report',
      documents: [{ content: readFileSync(SAMPLE_PDF).toString('base64'), title: 'report.pdf' }],
      signatures: [{ account_email: signerEmail }],
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = await request.post(`/v3/signature-requests/${id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return id;
}

test('the signing dialogs and overlays, each from a real answer of the server', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner2', { firstName: 'Olivia', lastName: 'Owner' });
  const carla = await createAccount(request, 'carla', { firstName: 'Carla', lastName: 'Signer' });
  const mobile = `+4176${String(Date.now()).slice(-7)}`;
  const ownerToken = await apiToken(request, owner.email);
  const carlaToken = await apiToken(request, carla.email);
  const saved = await request.put('/v1/user', {
    headers: bearer(carlaToken),
    data: { attributes: { mobile: [mobile] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // An AES request: Carla holds only ses, so the server answers "upgrade standards".
  const aes = await openRequestFor(request, ownerToken, carla.email, {
    quality: 'AES',
    legislation: 'EIDAS',
  });
  await openAsSigner(page, carla.email, aes);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await confirmVisualSignatureData(page, 'Carla Signer');
  const upgrade = page.getByRole('dialog', { name: 'A higher signature standard is needed' });
  await expect(upgrade).toContainText('advanced electronic signature (AES) under eIDAS');
  await expectDialogAccessible(page, 'upgrade standards dialog');
  await shootBoth(page, 'upgrade-standards');
  await upgrade.getByRole('button', { name: 'Understood' }).click();
  await expect(upgrade).toBeHidden();

  // The owner withdraws while Carla looks at it: signing fails, and nothing offers a retry.
  const withdrawn = await openRequestFor(request, ownerToken, carla.email);
  await page.goto(`/view/${withdrawn}`);
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
  const withdraw = await request.post(`/v3/signature-requests/${withdrawn}/withdraw`, {
    headers: bearer(ownerToken),
    data: {},
  });
  expect(withdraw.status(), await withdraw.text()).toBe(200);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const failure = page.getByRole('dialog', { name: 'Signing failed' });
  await expect(failure).toContainText('no longer open for signing');
  await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectDialogAccessible(page, 'signing failure overlay');
  await shootBoth(page, 'failure');
  await failure.getByRole('button', { name: 'Back to the document' }).click();
  await expect(failure).toBeHidden();

  // A part 11 request: the info dialog, the verification overlay, then the TAN.
  const part11 = await openRequestFor(request, ownerToken, carla.email, { part11: true });
  await page.goto(`/view/${part11}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const info = page.getByRole('dialog', { name: 'A signature under FDA 21 CFR Part 11' });
  await expect(info).toBeVisible();
  await expectDialogAccessible(page, 'part 11 info dialog');
  await shootBoth(page, 'part11-info');
  await info.getByRole('button', { name: 'Continue' }).click();
  const verification = page.getByRole('dialog', { name: 'Confirm your Part 11 signature' });
  await expect(verification).toBeVisible();
  await verification.getByRole('button', { name: 'Continue to signing' }).click();
  await expect(verification.getByText('This field is required')).toHaveCount(2);
  await expectDialogAccessible(page, 'part 11 verification overlay');
  await shootBoth(page, 'part11-verification');
  await verification.getByLabel('Printed name').fill('Carla Signer');
  await verification.getByLabel('Meaning of the signature').fill('Reviewed');
  await verification.getByRole('button', { name: 'Continue to signing' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toBeVisible();
  await shootBoth(page, 'tan-entry');
  const tan = await tanFromOutbox(request, mobile);
  const wrong = tan === '000000' ? '111111' : '000000';

  // The "signing in progress" overlay is on screen while the call runs (held back a moment).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/v3/sign',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await enterTan(page, wrong);
  await expect(page.getByRole('dialog', { name: 'Signing in progress' })).toBeVisible();
  await expectDialogAccessible(page, 'signing in progress overlay');
  await shootBoth(page, 'progress');
  release();

  // Three wrong TANs in a row: two told inline in the TAN entry with the tries left, then locked.
  const tanDialog = page.getByRole('dialog', { name: 'Enter your code' });
  for (const told of ['Wrong code: 2 tries left.', 'Wrong code: 1 try left.']) {
    await expect(tanDialog).toContainText(told, { timeout: 30_000 });
    if (told.includes('2 tries')) await shootBoth(page, 'tan-invalid');
    await enterTan(page, wrong);
  }
  const tanLocked = page.getByRole('dialog', { name: 'Signing locked' });
  await expect(tanLocked).toContainText('3 times in a row', { timeout: 30_000 });
  // When signing is possible again: the lock's end from Retry-After, in the reader's time.
  await expect(tanLocked).toContainText('You can sign again from');
  await expectDialogAccessible(page, 'TAN locked overlay');
  await shootBoth(page, 'tan-locked');
  await tanLocked.getByRole('button', { name: 'Back to the document' }).click();

  // While the lock holds, starting again answers "signing locked" (the part 11 texts of the
  // last time are remembered: §3 p11_signing_name, p11_signing_reason).
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await info.getByRole('button', { name: 'Continue' }).click();
  await expect(verification.getByLabel('Printed name')).toHaveValue('Carla Signer');
  await expect(verification.getByLabel('Meaning of the signature')).toHaveValue('Reviewed');
  await verification.getByRole('button', { name: 'Continue to signing' }).click();
  const locked = page.getByRole('dialog', { name: 'Signing is locked' });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('You can sign again from');
  await expectDialogAccessible(page, 'signing locked overlay');
  await shootBoth(page, 'locked');
});
