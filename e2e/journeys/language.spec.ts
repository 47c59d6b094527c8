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
    /^Daten werden so angezeigt: \d{1,2}\. [A-Z][a-z]{2,3}\.? \d{4}, \d{2}:\d{2}$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('link', { name: 'Dokumente' }).first()).toBeVisible();
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
