import { type APIRequestContext, expect } from '@playwright/test';
import { createAccount, PASSWORD } from './accounts.ts';
import { apiToken } from './requests.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new account that an admin of the business invites and that accepts, all through the API:
 * its address, session token and account id.
 */
export async function joinedMember(
  request: APIRequestContext,
  business: { id: string; token: string },
  prefix: string,
  firstName: string,
) {
  const { email } = await createAccount(request, prefix, { firstName, lastName: 'Muster' });
  const invited = await request.post(`/v1/businesses/${business.id}/members`, {
    headers: bearer(business.token),
    data: { users: [email] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await apiToken(request, email, PASSWORD);
  const accepted = await request.post('/v1/user/accept', {
    headers: bearer(token),
    data: { business_invite: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const user = await request.get('/v1/user', { headers: bearer(token) });
  return { email, token, id: ((await user.json()) as { id: string }).id };
}
