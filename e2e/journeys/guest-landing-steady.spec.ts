import { createAccount, PASSWORD } from '../support/accounts.ts';
import { expect, test, untilDrawn } from '../support/fixtures.ts';
import { guestLinkFromMailbox, newGuest, PHONE, sendToGuest } from '../support/guest.ts';
import { apiToken } from '../support/requests.ts';

// The guest's landing page is drawn once: the guest's own name line (GET /v1/direct/user) never
// arrives after the buttons are on screen and pushes them from under a finger about to tap.
test('the landing page does not move its buttons when the guest is read late', async ({
  browser,
  baseURL,
  request,
}) => {
  const owner = await createAccount(request, 'owner', { firstName: 'Olivia', lastName: 'Owner' });
  const token = await apiToken(request, owner.email, PASSWORD);
  const guest = newGuest('en-gb');
  const sent = await sendToGuest(request, token, 'Lease 2030', guest);
  const link = await guestLinkFromMailbox(request, guest.email, sent.id);

  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('signet-cookie-consent', 'necessary'));
  const page = await context.newPage();
  // The real server's answer about the guest, held back for a second, as on a slow network.
  let released = false;
  await page.route('**/v1/direct/user', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    released = true;
    await route.fulfill({ response });
  });
  await page.goto(link.toString());
  const review = page.getByRole('link', { name: 'Review and sign' });
  await expect(review).toBeVisible();
  expect(released, 'the buttons were drawn before the guest was read').toBe(true);
  const first = await review.boundingBox();
  await untilDrawn(page);
  await page.waitForTimeout(300);
  expect(await review.boundingBox()).toEqual(first);
  await review.click();
  await expect(page).toHaveURL(/\/view\//);
  await context.close();
});
