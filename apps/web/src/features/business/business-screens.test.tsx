import type { Business } from '@signet/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../../test/account.fixture.ts';
import { BUSINESS_ID, business, membership, settings } from '../../../test/business.fixture.ts';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { businessKeys } from './business.queries.ts';
import { BrandingView, BusinessBranding } from './business-branding.tsx';
import { DeletionSection } from './business-deletion.tsx';
import { BusinessLogoSection, logoProblem } from './business-logo.tsx';
import { BusinessNav } from './business-nav.tsx';
import { BusinessMembershipSection } from './leave-business.tsx';

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  dialogs.close();
  for (const message of snackbars.get().queue) snackbars.dismiss(message.id);
  vi.unstubAllGlobals();
});

describe('business navigation', () => {
  it('links the admin screens and marks the current one', async () => {
    renderScreen(<BusinessNav />, { path: '/business/settings' });
    const nav = await screen.findByRole('navigation', { name: 'Business administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/business/profile'],
      ['Settings', '/business/settings'],
      ['Members', '/business/members'],
      ['Domains', '/business/members/domains'],
      ['Signer groups', '/business/members/signer-groups'],
      ['Seals', '/business/seals'],
      ['Dashboard', '/business/dashboard'],
      ['Activity', '/business/activity'],
      ['AES for Business', '/business/profile/aes-for-business'],
      ['API', '/business/developers/api'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      links[1],
    ]);
  });

  it.each([
    ['/business/seals/muster-ag', 'Seals'],
    ['/business/members/domains', 'Domains'],
    ['/business/members', 'Members'],
  ])('on %s marks %s alone', async (path, name) => {
    renderScreen(<BusinessNav />, { path });
    const nav = await screen.findByRole('navigation', { name: 'Business administration' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name]);
  });
});

describe('leave business (profile)', () => {
  const member = account({ id: 'u7', business: membership({ role: 'member' }) });

  it('removes the account itself from its business and refreshes the account', async () => {
    const api = fakeApi({ [`POST /v1/businesses/${BUSINESS_ID}/remove-members`]: null });
    const onChanged = vi.fn(async () => undefined);
    renderScreen(<BusinessMembershipSection user={member} onChanged={onChanged} />);
    expect(await screen.findByText('You are a member of Acme AG.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave business' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Leave Acme AG?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave business' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(`POST /v1/businesses/${BUSINESS_ID}/remove-members`)[0]?.body).toEqual({
      user_ids: ['u7'],
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('tells the last admin why they cannot leave, and stays open', async () => {
    fakeApi({
      [`POST /v1/businesses/${BUSINESS_ID}/remove-members`]: () => apiError(409, 'LAST_ADMIN'),
    });
    const admin = account({ id: 'u1', business: membership({ role: 'admin' }) });
    const onChanged = vi.fn(async () => undefined);
    renderScreen(<BusinessMembershipSection user={admin} onChanged={onChanged} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave business' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You will also lose your admin rights for the business.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave business' }));
    expect(await within(dialog).findByText(/You are the last admin of this business/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers an account without a business to create one', async () => {
    fakeApi({});
    renderScreen(<BusinessMembershipSection user={account()} onChanged={vi.fn()} />);
    const link = await screen.findByRole('link', { name: 'Create a business account' });
    expect(link.getAttribute('href')).toBe('/business/register');
    expect(screen.queryByRole('button', { name: 'Leave business' })).toBeNull();
  });
});

describe('business logo', () => {
  it('takes PNG, JPEG and WebP up to 1 MB only', () => {
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe('size');
  });

  it('uploads the file as the raw body with its type, and previews the stored logo', async () => {
    const logo = {
      url: `/v2/businesses/${BUSINESS_ID}/logo/${'a'.repeat(64)}`,
      width: 300,
      height: 100,
    };
    const api = fakeApi({
      [`POST /v1/businesses/${BUSINESS_ID}/logo`]: settings({ companyBranding: { logo } }),
    });
    const { client } = renderScreen(<BusinessLogoSection business={business()} />);
    client.setQueryData(businessKeys.detail(BUSINESS_ID), business());
    const input = (await screen.findByTestId('logo-file')) as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('The logo has been saved.');
    const sent = api.calls(`POST /v1/businesses/${BUSINESS_ID}/logo`)[0];
    expect(sent?.contentType).toBe('image/png');
    expect(sent?.body).toBe(file);
    const cached = client.getQueryData<Business>(businessKeys.detail(BUSINESS_ID));
    expect(cached?.settings.companyBranding.logo?.url).toBe(logo.url);
  });

  it('refuses a file of another type before sending it', async () => {
    const api = fakeApi({});
    renderScreen(<BusinessLogoSection business={business()} />);
    const input = (await screen.findByTestId('logo-file')) as HTMLInputElement;
    const file = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('says what was wrong with an image the server could not use', async () => {
    fakeApi({
      [`POST /v1/businesses/${BUSINESS_ID}/logo`]: () => apiError(422, 'BUSINESS_LOGO_INVALID'),
    });
    renderScreen(<BusinessLogoSection business={business()} />);
    const input = (await screen.findByTestId('logo-file')) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('This image cannot be used as a logo. Please choose another one.'),
    ).toBeTruthy();
  });
});

describe('deleting a business', () => {
  it('schedules the deletion after confirming, naming the date it takes effect', async () => {
    const scheduled = business({ deletionScheduledAt: '2026-12-31T10:00:00.000Z' });
    const api = fakeApi({ [`DELETE /v2/businesses/${BUSINESS_ID}`]: scheduled });
    renderScreen(<DeletionSection business={business()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete business account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be deleted on .*, 30 days from now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete business account' }));
    await screen.findByText('The business account is scheduled for deletion.');
    expect(api.calls(`DELETE /v2/businesses/${BUSINESS_ID}`)).toHaveLength(1);
  });

  it('offers to revoke a scheduled deletion', async () => {
    const api = fakeApi({ [`POST /v2/businesses/${BUSINESS_ID}/revoke_delete`]: business() });
    renderScreen(
      <DeletionSection business={business({ deletionScheduledAt: '2026-12-31T10:00:00.000Z' })} />,
    );
    expect(await screen.findByText(/will be deleted on 31 Dec 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke deletion' }));
    await screen.findByText('The deletion has been revoked. The business account stays.');
    expect(api.calls(`POST /v2/businesses/${BUSINESS_ID}/revoke_delete`)).toHaveLength(1);
  });
});

describe('branding on the signing screen', () => {
  it('shows the business’s logo and its support contact', async () => {
    renderScreen(
      <BrandingView
        information={{
          id: BUSINESS_ID,
          name: 'Acme AG',
          logo: { url: '/v2/businesses/x/logo/y', width: 300, height: 100 },
          supportContact: { email: 'help@acme.ch', phone: '+41 44 123 45 67' },
        }}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Sent on behalf of Acme AG' });
    expect(within(section).getByRole('img', { name: 'Logo of Acme AG' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'help@acme.ch' }).getAttribute('href')).toBe(
      'mailto:help@acme.ch',
    );
    expect(
      within(section).getByRole('link', { name: '+41 44 123 45 67' }).getAttribute('href'),
    ).toBe('tel:+41441234567');
  });

  it('reads the public information of the request’s business', async () => {
    const api = fakeApi({
      [`GET /v2/businesses/${BUSINESS_ID}/public-information`]: {
        id: BUSINESS_ID,
        name: 'Acme AG',
        logo: { url: '/v2/businesses/x/logo/y', width: 300, height: 100 },
        supportContact: { email: 'help@acme.ch', phone: '' },
      },
    });
    renderScreen(<BusinessBranding businessId={BUSINESS_ID} />);
    expect(await screen.findByRole('img', { name: 'Logo of Acme AG' })).toBeTruthy();
    expect(screen.getByText('Questions? Contact Acme AG:')).toBeTruthy();
    expect(api.seen).toHaveLength(1);
  });

  it('draws nothing for a business without logo or support contact', async () => {
    renderScreen(
      <>
        <p>screen</p>
        <BrandingView
          information={{
            id: BUSINESS_ID,
            name: 'Acme AG',
            logo: null,
            supportContact: { email: '', phone: '' },
          }}
        />
      </>,
    );
    await screen.findByText('screen');
    expect(screen.queryByTestId('business-branding')).toBeNull();
  });
});
