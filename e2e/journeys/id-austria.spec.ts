import { randomBytes } from 'node:crypto';
import { type OidcPeer, startOidcPeer } from '../../apps/server/test/support/oidc-peer.ts';
import { createAccount, logIn } from '../support/accounts.ts';
import { expect, expectAccessible, expectDialogAccessible, test } from '../support/fixtures.ts';
import { freePort, type RunningServer, startServer } from '../support/server.ts';

// Issue 17: a user connects an Austrian digital ID. The eID is a real OpenID provider
// (oidc-provider) on loopback with its own plain login and consent pages; the server of this
// journey is configured for it (OIDC_EIDS), so it runs on a server of its own.
let server: RunningServer;
let peer: OidcPeer;

test.beforeAll(async () => {
  const port = await freePort();
  const clientSecret = randomBytes(24).toString('hex');
  server = await startServer({
    OIDC_EIDS: 'id-austria',
    OIDC_ID_AUSTRIA_ISSUER: `http://127.0.0.1:${port}`,
    OIDC_ID_AUSTRIA_CLIENT_ID: 'signet',
    OIDC_ID_AUSTRIA_CLIENT_SECRET: clientSecret,
  });
  peer = await startOidcPeer(
    { maria: { given_name: 'Maria', family_name: 'Huber', birthdate: '1980-05-13' } },
    [
      `${server.baseUrl}/profile/signature-standards/id-austria-success`,
      `${server.baseUrl}/direct-sign/identification/id-austria-success`,
    ],
    { port, clientSecret },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

test('a user connects ID Austria and comes back identified with AES', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.baseUrl });
  const { email, password } = await createAccount(api, 'id-austria');
  await api.dispose();
  await page.goto(`${server.baseUrl}/login`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto(`${server.baseUrl}/profile/signature-standards`);
  await page.getByRole('button', { name: 'Connect ID Austria' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Connect an Austrian digital ID')).toBeVisible();
  await expectDialogAccessible(page, 'connect an Austrian digital ID');
  await dialog.getByRole('button', { name: 'Continue to ID Austria' }).click();

  // At the eID: its own sign-in and consent pages.
  await page.waitForURL(`${peer.issuer}/**`);
  await page.locator('input[name="login"]').fill('maria');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(`${server.baseUrl}/profile/signature-standards/id-austria-success**`);
  await expect(page.getByTestId('eid-success')).toContainText('you can now sign at AES');
  await expect(page.getByTestId('eid-result').getByText('AES', { exact: true })).toBeVisible();
  // The answer left the address bar once it was handed to the server.
  expect(new URL(page.url()).search).toBe('');
  await expectAccessible(page, 'ID Austria result');

  await page.getByRole('link', { name: 'Back to signature standards' }).click();
  await expect(page.getByRole('button', { name: 'Connect ID Austria' })).toHaveCount(0);
});
