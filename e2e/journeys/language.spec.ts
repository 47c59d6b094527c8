import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('switching to de-ch changes texts and date formats', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'language');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/profile/settings');
  const preview = page.getByTestId('date-preview');
  // en-gb: "22 Nov 2026, 14:05"
  await expect(preview).toHaveText(
    /^Dates are shown like this: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );

  // Italian is supported but not offered in the language menu (§9).
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['English', 'Deutsch', 'Français']);
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  // de-ch: "22. Nov. 2026, 14:05"
  await expect(preview).toHaveText(
    /^Datumsangaben werden so angezeigt: \d{1,2}\. [A-Z][a-z]{2,3}\.? \d{4}, \d{2}:\d{2}$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('link', { name: 'Dokumente' }).first()).toBeVisible();
  // The switch is saved to the account and says so; the screen is checked with that notice
  // drawn (it appears once the save answered, after the texts changed).
  await expect(page.getByText('Die Sprache wurde in Ihrem Konto gespeichert.')).toBeVisible();
  await expectAccessible(page, '/profile/settings (de-ch)');

  // Saved to the account, and kept after a reload.
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('radio', { name: /Nur Wichtiges/ }).check();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Einstellungen wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Nur Wichtiges/ })).toBeChecked();
});

test("the header's language switch is saved to the account and comes back at the next login", async ({
  page,
  request,
  browser,
}) => {
  const { email, password } = await createAccount(request, 'language-switch');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  // The toast speaks the language just chosen.
  await expect(page.getByText('La langue a été enregistrée dans votre compte.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');

  // The settings screen shows the same value.
  await page.goto('/profile/settings');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveText('Français');

  // The next login, in a browser that never chose a language, comes back in French.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-GB' });
  try {
    const next = await fresh.newPage();
    await next.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
    await next.goto('/login');
    await logIn(next, email, password);
    await expect(next).toHaveURL(/\/dashboard/);
    await expect(next.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(next.getByRole('link', { name: 'Profil', exact: true }).first()).toBeVisible();
  } finally {
    await fresh.close();
  }
});
