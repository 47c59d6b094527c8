import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('an unknown path shows Page Not Found', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found - Signet');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const illustration = page.getByRole('img', { name: 'A document under a magnifying glass' });
  await expect(illustration).toHaveAttribute('width', '407');
  await expect(illustration).toHaveAttribute('height', '436');
  const { domainName } = (await (await request.get('/v1/runtime-config')).json()) as {
    domainName: string;
  };
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    `https://${domainName}`,
  );
  await expectAccessible(page, '404');
});

test('a page the account may not open shows the 404 page', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'notallowed');
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  // A direct-sign guest's page: a signed-in user is not a guest (§2).
  await page.goto('/view/some-request/some-signer');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
