import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

// Issue 20: the sender and the signers are shown by name when their account has one. A request
// carries the current account names of its owner and signers, by address, in GET /{id} and in the
// list alike; a signer without an account is not named there.
describe.each(databases)('people by name in a request on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let owner: { email: string; token: string };
  let signer: { email: string; token: string };
  const guest = uniqueEmail('names-guest');

  const rename = async (token: string, firstName: string, lastName: string) => {
    const saved = await json(app, 'PUT', '/v1/user', { token, body: { firstName, lastName } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    app = await harness.app({ env: { PRERENDER_PAGES: '0' } });
    const account = async (name: string) => {
      const email = uniqueEmail(name);
      return { email, token: (await signUp(app, email)).token };
    };
    [owner, signer] = await Promise.all([account('names-owner'), account('names-signer')]);
    await rename(owner.token, 'Olga', 'Owner');
    await rename(signer.token, 'Sam', 'Signer');
  });

  const both = async (token: string, id: string) => {
    const single = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${id}`, {
      token,
    });
    expect(single.status).toBe(200);
    const list = await json<{ items?: SignatureRequest[] } | SignatureRequest[]>(
      app,
      'GET',
      '/v3/signature-requests?page_size=100',
      { token },
    );
    const items = Array.isArray(list.body) ? list.body : (list.body.items ?? []);
    return { single: single.body, listed: items.find((r) => r.id === id) };
  };

  it('names the owner and the signers with an account, for the owner and for a signer', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email, guest] });
    const expected = { [owner.email]: 'Olga Owner', [signer.email]: 'Sam Signer' };
    for (const token of [owner.token, signer.token]) {
      const { single, listed } = await both(token, request.id);
      expect(single.names).toEqual(expected);
      expect(listed?.names).toEqual(expected);
    }
  });

  it('follows a renamed account', async () => {
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    await rename(signer.token, 'Samuel', 'Signer');
    const { single, listed } = await both(owner.token, request.id);
    expect(single.names?.[signer.email]).toBe('Samuel Signer');
    expect(listed?.names?.[signer.email]).toBe('Samuel Signer');
  });
});
