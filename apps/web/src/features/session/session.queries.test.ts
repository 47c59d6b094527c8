import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../../test/account.fixture.ts';
import { saveToken } from '../../lib/token-storage.ts';
import { prefetchAccount, userQuery } from './session.queries.ts';

function accountServer() {
  const fetcher = vi.fn(async () => Response.json(account()));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account of a session that starts (ADR 0218)', () => {
  it('lands in the cache from the request started before the cache was loaded', async () => {
    saveToken('tok');
    const fetcher = accountServer();
    const client = new QueryClient();
    const early = account({ firstName: 'Early' });
    await prefetchAccount(client, 'tok', Promise.resolve(early));
    expect(client.getQueryData(userQuery('tok').queryKey)).toBe(early);
    expect(fetcher).not.toHaveBeenCalled();
    // A refresh asks the server rather than reusing the early answer.
    await client.refetchQueries({ queryKey: ['user'] });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<{ firstName: string }>(userQuery('tok').queryKey)?.firstName).toBe(
      'Anna',
    );
  });

  it('is not kept for a later fetch when the cache already had the account', async () => {
    saveToken('tok');
    const fetcher = accountServer();
    const client = new QueryClient();
    const cached = account({ firstName: 'Cached' });
    client.setQueryData(userQuery('tok').queryKey, cached);
    await prefetchAccount(client, 'tok', Promise.resolve(account({ firstName: 'Early' })));
    expect(client.getQueryData(userQuery('tok').queryKey)).toBe(cached);
    await client.fetchQuery({ ...userQuery('tok'), staleTime: 0 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
