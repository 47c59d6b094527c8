import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

interface MailboxMessage {
  to: string;
  subject: string | null;
  links: string[];
}

/**
 * The newest link to `page` (a path such as /signup/confirm, or a test of the link) mailed to
 * `email`, from the dev outbox.
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  email: string,
  page: string | ((link: URL) => boolean),
): Promise<URL> {
  const wanted = typeof page === 'string' ? (link: URL) => link.pathname === page : page;
  let found: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        const links = messages.flatMap((m) => m.links).map((l) => new URL(l));
        found = links.find(wanted);
        return found !== undefined;
      },
      {
        message: `a mail to ${email} with a link to ${typeof page === 'string' ? page : 'the page asked for'}`,
        timeout: 15_000,
      },
    )
    .toBe(true);
  return found!;
}

/** An account created through the API, for journeys that are not about sign-up. */
export async function createAccount(
  request: APIRequestContext,
  prefix: string,
  names = { firstName: 'Anna', lastName: 'Muster' },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const asked = await request.post('/v1/request-confirmation', {
    data: { email, flow: 'signup', lang: 'en-gb' },
  });
  expect(asked.status(), await asked.text()).toBe(204);
  const link = await linkFromMailbox(request, email, '/signup/confirm');
  const token = link.searchParams.get('token')!;
  const registered = await request.post('/v1/register', {
    data: { ...names, password: PASSWORD, token, gtc: true, lang: 'en-gb' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password: PASSWORD };
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
