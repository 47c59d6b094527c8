import type { Business } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import { json, signUp } from './http.ts';
import { uniqueEmail } from './test-app.ts';

export interface Account {
  token: string;
  id: string;
  email: string;
}

/** A new account, signed in (an address at `domain` when given). */
export async function account(app: SignetApp, name = 'user', domain?: string): Promise<Account> {
  const email = domain ? `${name}-${uniqueEmail().split('@')[0]}@${domain}` : uniqueEmail(name);
  const { token, id } = await signUp(app, email);
  return { token, id, email };
}

/** POST /v2/businesses by `founder`, who becomes its first admin. */
export async function foundBusiness(
  app: SignetApp,
  founder: Account,
  name = 'Acme AG',
): Promise<Business> {
  const { status, body } = await json<Business>(app, 'POST', '/v2/businesses', {
    token: founder.token,
    body: { name, email: 'office@acme.example', phone: '044 123 4567', gtc: true, dpa: true },
  });
  if (status !== 201) throw new Error(`found failed ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** `person` joins through an invitation of `admin`, accepted from the blocking dialog. */
export async function join(
  app: SignetApp,
  businessId: string,
  admin: Account,
  person: Account,
): Promise<void> {
  const invited = await json(app, 'POST', `/v1/businesses/${businessId}/members`, {
    token: admin.token,
    body: { users: [person.email] },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const accepted = await json(app, 'POST', '/v1/user/accept', {
    token: person.token,
    body: { business_invite: true },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

/** `person` becomes an admin of the business. */
export async function promote(
  app: SignetApp,
  businessId: string,
  admin: Account,
  person: Account,
): Promise<void> {
  const { status, body } = await json(
    app,
    'POST',
    `/v1/businesses/${businessId}/change-to-admins`,
    { token: admin.token, body: { user_ids: [person.id] } },
  );
  if (status !== 200) throw new Error(`promote failed: ${JSON.stringify(body)}`);
}
