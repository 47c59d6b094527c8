import { describe, expect, it } from 'vitest';
import type { RequestInputOf } from './endpoint.ts';
import type {
  addSignature,
  getSignatureRequest,
  listSignatureRequests,
  withdrawSignatureRequest,
} from './endpoints/signature-requests.endpoints.ts';
import type { getUser } from './endpoints/user.endpoints.ts';

// The checks are the type checker's (npm run typecheck): each @ts-expect-error must stay an error.

describe('RequestInputOf: what a client sends, typed by the endpoint', () => {
  it('requires the params and body the schemas require, and nothing they lack', () => {
    const id = '9f1c1a34-5b8e-4a53-9e53-3c3e0b1f2a10';
    const add = (value: RequestInputOf<typeof addSignature>) => value;
    add({ params: { id }, body: { account_email: 'a@example.com' } });
    // @ts-expect-error the body is required
    add({ params: { id } });
    // @ts-expect-error the body has no such field
    add({ params: { id }, body: { account_email: 'a@example.com', nope: 1 } });
    // @ts-expect-error the params are required
    add({ body: { account_email: 'a@example.com' } });

    const get = (value: RequestInputOf<typeof getSignatureRequest>) => value;
    get({ params: { id } });
    // @ts-expect-error the endpoint takes no body
    get({ params: { id }, body: { title: 'x' } });

    // A body the schema makes optional, a query whose fields are all optional, no input at all.
    const withdraw = (value: RequestInputOf<typeof withdrawSignatureRequest>) => value;
    withdraw({ params: { id } });
    const list = (value: RequestInputOf<typeof listSignatureRequests>) => value;
    list({});
    // @ts-expect-error the sort is asc or desc
    list({ query: { sort: 'up' } });
    const user = (value: RequestInputOf<typeof getUser>) => value;
    expect(user({})).toEqual({});
  });
});
