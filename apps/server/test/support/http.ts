import type { SignetApp } from '../../src/app.ts';
import { STRONG_PASSWORD } from './test-app.ts';

interface MailboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  links: string[];
}

export async function json<T = Record<string, unknown>>(
  app: SignetApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const body = response.body ? (JSON.parse(response.body) as T) : (undefined as T);
  return { status: response.statusCode, body, headers: response.headers };
}

/** Mail is queued and sent by the job runner: wait until a message matching `accept` reached `to`. */
export async function waitForMail(
  app: SignetApp,
  to: string,
  accept: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { body } = await json<{ messages: MailboxMessage[] }>(
      app,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
    );
    const found = body.messages.find(accept);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No matching mail to ${to} arrived`);
}

/** The token of the newest mail to `to` whose link opens `page` (e.g. `/signup/confirm`). */
export async function tokenFromMail(
  app: SignetApp,
  to: string,
  page: string,
  except: string[] = [],
): Promise<string> {
  const tokenOf = (message: MailboxMessage) => {
    for (const link of message.links) {
      const url = new URL(link);
      const token = url.searchParams.get('token');
      if (url.pathname === page && token && !except.includes(token)) return token;
    }
    return undefined;
  };
  const mail = await waitForMail(app, to, (message) => tokenOf(message) !== undefined);
  return tokenOf(mail)!;
}

/** Sign-up over HTTP alone: confirmation mail → register → login. Returns the session token. */
export async function signUp(
  app: SignetApp,
  email: string,
  password = STRONG_PASSWORD,
): Promise<{ token: string; id: string }> {
  await json(app, 'POST', '/v1/request-confirmation', {
    body: { email, flow: 'signup', lang: 'en-gb' },
  });
  const confirmation = await tokenFromMail(app, email, '/signup/confirm');
  const registered = await json<{ id: string }>(app, 'POST', '/v1/register', {
    body: {
      firstName: 'Ada',
      lastName: 'Muster',
      password,
      token: confirmation,
      gtc: true,
      lang: 'en-gb',
    },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await json<{ token: string }>(app, 'POST', '/v1/login', {
    body: { email, password },
  });
  return { token: login.body.token, id: registered.body.id };
}
