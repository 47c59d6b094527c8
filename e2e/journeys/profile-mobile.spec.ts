import { createAccount, logIn, PASSWORD } from '../support/accounts.ts';
import { expect, expectAccessible, expectDialogAccessible, test } from '../support/fixtures.ts';
import { apiToken, tanFromOutbox } from '../support/requests.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Issues 13 and 20: Profile shows the mobile number TANs go to; changing it takes the password
 * and the code sent to the new number, and only then does Profile show the new one. At 375 px.
 */
test('change the mobile number for TANs from the profile, confirmed by password and code', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { email } = await createAccount(request, 'mobile');
  const digits = String(Date.now()).slice(-7);
  const first = `+4179${digits}`;
  const next = `+4178${digits}`;
  const saved = await request.put('/v1/user', {
    headers: bearer(await apiToken(request, email, PASSWORD)),
    data: { attributes: { mobile: [first] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  const shown = page.getByTestId('profile-mobile');
  await expect(shown).toHaveText(
    `+41 79 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
  );
  await expect(page.getByRole('link', { name: 'Edit visual signature' })).toBeVisible();
  await expectAccessible(page, 'profile with its mobile number');

  await page.getByRole('button', { name: 'Change mobile number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your mobile number' });
  await dialog.getByLabel('New mobile number').fill(`078 ${digits}`);
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('Code from the SMS')).toBeVisible();
  await expectDialogAccessible(page, 'mobile change code step');
  const code = await tanFromOutbox(request, next);
  await dialog.getByLabel('Code from the SMS').fill(code);
  await dialog.getByRole('button', { name: 'Confirm number' }).click();

  await expect(page.getByText('Your mobile number was changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shown).toHaveText(
    `+41 78 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
  );
});
