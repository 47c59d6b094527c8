import { expect, type Locator, type Page } from '@playwright/test';
import { makePdf } from './sample-pdf.ts';

/**
 * Uploads a generated PDF on /upload. A user's draft opens in the viewer (/view/{srid}), where
 * the side panel edits it (docs/decisions/0510-invite-page-for-members.md). Returns the request id.
 */
export async function uploadDocument(
  page: Page,
  title: string,
  pages: number,
  file: { name: string; buffer: Buffer } = { name: `${title}.pdf`, buffer: makePdf(title, pages) },
): Promise<string> {
  await page.goto('/upload');
  await page.getByTestId('upload-input').setInputFiles({
    name: file.name,
    mimeType: 'application/pdf',
    buffer: file.buffer,
  });
  await expect(page).toHaveURL(/\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  return page.url().split('/').pop()!;
}

/** The viewer's side panel; on a phone it is a drawer, opened here when it is closed. */
export async function viewerPanel(page: Page): Promise<Locator> {
  const desktop = page.getByTestId('viewer-panel');
  const drawer = page.getByTestId('viewer-drawer');
  const details = page.getByRole('button', { name: 'Show details' });
  // While the drawer is open, the page behind it (and its button) is hidden from the a11y tree.
  await expect(desktop.or(details).or(drawer).first()).toBeVisible();
  if (await desktop.isVisible()) return desktop;
  if (!(await drawer.isVisible())) await details.click();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Adds a signer or an observer through its dialog from the viewer's side panel. */
export async function addParticipant(page: Page, kind: 'signer' | 'observer', email: string) {
  const label = kind === 'signer' ? 'Add signer' : 'Add observer';
  const panel = await viewerPanel(page);
  await panel.getByRole('button', { name: label }).click();
  // Named: on a phone the drawer is a dialog too.
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(email, { exact: true }).first()).toBeVisible();
}

export async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/bye$/);
}
