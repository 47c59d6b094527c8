import { expect, type Page } from '@playwright/test';
import { makePdf } from './sample-pdf.ts';

/** Uploads a generated PDF on /upload; the draft opens on /invite/{id}. Returns the request id. */
export async function uploadDocument(page: Page, title: string, pages: number): Promise<string> {
  await page.goto('/upload');
  await page.getByTestId('upload-input').setInputFiles({
    name: `${title}.pdf`,
    mimeType: 'application/pdf',
    buffer: makePdf(title, pages),
  });
  await expect(page).toHaveURL(/\/invite\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  return page.url().split('/').pop()!;
}

/** Adds a signer or an observer through its dialog on /invite/{id}. */
export async function addParticipant(page: Page, kind: 'signer' | 'observer', email: string) {
  const label = kind === 'signer' ? 'Add signer' : 'Add observer';
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
}

export async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/bye$/);
}
