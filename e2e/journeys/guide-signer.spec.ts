import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from '../support/guest.ts';
import { apiToken } from '../support/requests.ts';

// Issue 20: the signer is led to their field. A 14-page paper (a real PDF, read in place from the
// shared fixtures) with the signer's field on its last page: "Go to my field" and Sign bring the
// signer there; the header says "page n of m", jumps to a page and zooms.

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../shared/fixtures/pdfs/producers/pdftex-tracemonkey-14p.pdf',
);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An OPEN request of the 14-page paper, the signer's field at the foot of page 14. */
async function paperToSign(request: APIRequestContext, ownerToken: string, signer: string) {
  const created = await request.post('/v3/signature-requests', {
    headers: bearer(ownerToken),
    data: {
      title: 'Research paper',
      message: 'Please sign on the last page.\nThank you!',
      documents: [{ content: readFileSync(FIXTURE).toString('base64'), title: 'paper.pdf' }],
      signatures: [{ account_email: signer }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as {
    id: string;
    documents: { id: string; page_count: number }[];
    signatures: { sid: string }[];
  };
  expect(draft.documents[0]!.page_count).toBe(14);
  const placed = await request.put(
    `/v3/signature-requests/${draft.id}/signatures/${draft.signatures[0]!.sid}`,
    {
      headers: bearer(ownerToken),
      data: {
        document_signatures: [
          {
            document_id: draft.documents[0]!.id,
            visual_signature: {
              positions: [{ page: '13', x: 330, y: 640, width: 200, height: 80 }],
            },
          },
        ],
      },
    },
  );
  expect(placed.status(), await placed.text()).toBe(200);
  const sent = await request.post(`/v3/signature-requests/${draft.id}/initiate`, {
    headers: bearer(ownerToken),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return draft.id;
}

async function openAsSigner(page: Page, request: APIRequestContext) {
  const owner = await createAccount(request, 'guideowner', {
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const signer = await createAccount(request, 'guidesigner', {
    firstName: 'Dora',
    lastName: 'Signer',
  });
  const id = await paperToSign(
    request,
    await apiToken(request, owner.email, PASSWORD),
    signer.email,
  );
  await page.goto('/login');
  await logIn(page, signer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/view/${id}`);
  // The 1 MB paper's page sizes are read when its metadata is first asked for.
  await expect(page.getByTestId('document-page')).toHaveCount(14, { timeout: 45_000 });
  return owner;
}

test('a signer is led to their field on page 14, and moves between pages and zooms', async ({
  page,
  request,
}) => {
  await openAsSigner(page, request);
  const navigator = page.getByRole('toolbar', { name: 'Pages and zoom' });
  const pageInput = navigator.getByRole('textbox', { name: 'Go to page (1 to 14)' });
  const field = page.getByTestId('signature-placeholder');
  await expect(pageInput).toHaveValue('1');
  await expect(navigator.getByTestId('page-total')).toHaveText('of 14');
  await expect(field).not.toBeInViewport();
  await expectAccessible(page, 'viewer with the page navigator');

  // "Go to my field": the field on page 14 in view, the header on page 14.
  await navigator.getByRole('button', { name: 'Go to my field' }).click();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAttribute('data-guided', 'true');
  await expect(pageInput).toHaveValue('14');
  await expect(navigator.getByRole('status')).toHaveText('Your signature field on page 14');

  // A page by its number, with the keyboard.
  await pageInput.fill('3');
  await pageInput.press('Enter');
  await expect(page.locator('[data-page-number="3"]')).toBeInViewport();
  await expect(pageInput).toHaveValue('3');
  await expect(field).not.toBeInViewport();

  // Zoom: wider pages, and back.
  const firstPage = page.locator('[data-page-number="1"]');
  const before = (await firstPage.boundingBox())!.width;
  await navigator.getByRole('button', { name: 'Zoom in' }).click();
  await expect(navigator).toContainText('125 %');
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeGreaterThan(before);
  await navigator.getByRole('button', { name: 'Zoom out' }).click();
  await expect(navigator).toContainText('100 %');

  // Sign leads to the field too, behind the first step of signing.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(field).toBeInViewport();
  // The page under the dialog is hidden from the accessibility tree: found by its test id.
  await expect(page.getByTestId('page-input')).toHaveValue('14');
});

test('at 375 px the header keeps the page navigator, and the message shows above the pages', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const owner = await openAsSigner(page, request);
  // The sender's message is on the screen, not only behind the details button.
  const message = page.getByTestId('phone-message');
  await expect(message).toBeVisible();
  await expect(message).toContainText(`Message from Olga Owner (${owner.email})`);
  await expect(message).toContainText('Please sign on the last page.');

  const navigator = page.getByRole('toolbar', { name: 'Pages and zoom' });
  await navigator.getByRole('button', { name: 'Go to my field' }).click();
  await expect(page.getByTestId('signature-placeholder')).toBeInViewport();
  await expect(navigator.getByRole('textbox', { name: 'Go to page (1 to 14)' })).toHaveValue('14');
  await expectNoSidewaysScroll(page, 'viewer at 375 px');
  await expectAccessible(page, 'viewer at 375 px');
});
