import type { Business } from '@signet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderScreen, type SentRequest, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { business as businessFixture } from '../../../test/business.fixture.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { DomainsView } from './domains-view.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const B1 = `/v1/businesses/${BUSINESS}`;

function business(domains: string[]): Business {
  return businessFixture({ id: BUSINESS, name: 'Muster AG', domains });
}

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  act(() => dialogs.close());
  while (snackbars.current()) snackbars.dismiss(snackbars.current()!.id);
  vi.unstubAllGlobals();
});

/** The business's claimed domains as the server holds them; a claim or release changes them. */
let held: string[] = [];

function show(routes: Record<string, (r: SentRequest) => Response>, emailVerified = true) {
  held = ['muster.ch'];
  const sent = stubApi({ [`GET ${B1}`]: () => Response.json(business(held)), ...routes });
  renderScreen(
    <DomainsView businessId={BUSINESS} ownEmail="anna@muster.ch" emailVerified={emailVerified} />,
  );
  return sent;
}

async function claim(domain: string) {
  const field = await screen.findByLabelText('Domain');
  fireEvent.change(field, { target: { value: domain } });
  fireEvent.click(screen.getByRole('button', { name: 'Claim domain' }));
  return field;
}

describe('domains page', () => {
  it('lists the claimed domains and explains the rule with the admin’s own address', async () => {
    show({});
    expect(await screen.findByText('muster.ch')).toBeTruthy();
    expect(
      screen.getByText(
        'You can claim a domain when your own verified email address is in it, and no other business has claimed it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your address anna@muster.ch is in muster.ch.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('claims a domain and lists what the server answers', async () => {
    const sent = show({
      [`POST ${B1}/domains`]: (r) => {
        held = [...held, (r.body as { domain: string }).domain];
        return Response.json(held);
      },
    });
    await screen.findByText('muster.ch');
    await claim(' Muster.COM ');
    expect(await screen.findByText('muster.com')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ domain: 'muster.com' });
    expect(snackbars.current()?.message).toBe('muster.com is now claimed for your business.');
  });

  it.each([
    [
      'DOMAIN_NOT_OWNED',
      403,
      'You can only claim a domain that your own verified email address is in. Change your address to one in this domain and verify it, then try again.',
    ],
    ['DOMAIN_TAKEN', 409, 'Another business has already claimed this domain.'],
  ])('shows %s at the field in words', async (code, status, text) => {
    show({ [`POST ${B1}/domains`]: () => apiError(status, code) });
    await screen.findByText('muster.ch');
    const field = await claim('example.org');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the domain before asking the server', async () => {
    const sent = show({});
    await screen.findByText('muster.ch');
    await claim('https://example');
    expect(await screen.findByText('Enter a domain such as example.com.')).toBeTruthy();
    await claim('muster.ch');
    expect(await screen.findByText('Your business has already claimed this domain.')).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('releases a domain after asking', async () => {
    const sent = show({
      [`DELETE ${B1}/domains/muster.ch`]: () => {
        held = [];
        return Response.json(held);
      },
    });
    await screen.findByText('muster.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Release muster.ch' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Your business has not claimed a domain yet.')).toBeTruthy();
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('tells an admin whose address is not verified yet', async () => {
    show({}, false);
    expect(
      await screen.findByText(
        'Your email address is not verified yet. Verify it first, then claim the domain it belongs to.',
      ),
    ).toBeTruthy();
  });
});
