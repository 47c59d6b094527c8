import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '../../test/account.fixture.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render.tsx';
import { setupI18n } from '../lib/i18n/i18n.ts';
import { DashboardEmptyView } from './dashboard-empty.tsx';

const stamp = {
  id: '5f0c3c52-5b9e-4f5e-9a51-6f1a4f6f5d11',
  alias: 'Main',
  name: 'Anna Muster',
  optionalLine: '',
  location: '',
  hasCustomImage: false,
  displayDate: true,
  displayClaim: true,
  displayStandards: true,
  displayQr: false,
  default: true,
  createdAt: '2026-11-27T00:00:00Z',
  updatedAt: '2026-11-27T00:00:00Z',
};

const request = {
  id: 'r1',
  title: 'Lease',
  message: null,
  documents: [],
  legislation: 'EIDAS',
  quality: 'SES',
  signing_url: '',
  status_overall: 'OPEN',
  signatures: [],
  observers: [],
  attachments: [],
  origin: 'WEB',
  owner: 'anna@example.com',
  read_access: [],
  write_access: [],
  created_at: '2026-11-27T00:00:00Z',
  updated_at: '2026-11-27T00:00:00Z',
  documents_deleted: false,
  expiration_date: null,
  roles: ['owner'],
};

const inbox = { tab: 'inbox', filter: 'toSign' } as const;

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the empty dashboard (issue 20)', () => {
  it('offers an account without requests the drop zone and a checklist from its state', async () => {
    fakeApi({
      'GET /v3/signature-requests': [],
      'GET /v1/user/visual-signatures': [stamp],
    });
    renderScreen(
      <DashboardEmptyView view={inbox} user={account({ attributes: { mobile: [] } })} />,
    );
    const first = await screen.findByTestId('first-dashboard');
    expect(within(first).getByTestId('upload-zone')).toBeTruthy();
    const steps = await within(first).findByTestId('first-steps');
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => [item.dataset.step, item.dataset.done])).toEqual([
      ['visualSignature', 'true'],
      ['mobile', 'false'],
      ['firstRequest', 'false'],
    ]);
    // A step still to do leads to where it is done; a done one is no link.
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add your mobile number for signing codes', '/profile'],
      ['Send your first signature request', '/upload'],
    ]);
  });

  it('ticks the mobile number the profile holds', async () => {
    fakeApi({ 'GET /v3/signature-requests': [], 'GET /v1/user/visual-signatures': [] });
    renderScreen(
      <DashboardEmptyView
        view={inbox}
        user={account({ attributes: { mobile: ['+41791234567'] } })}
      />,
    );
    const steps = await screen.findByTestId('first-steps');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.dataset.done),
    ).toEqual(['false', 'true', 'false']);
  });

  it('keeps the filter’s own text when the account has requests elsewhere', async () => {
    fakeApi({ 'GET /v3/signature-requests': [request], 'GET /v1/user/visual-signatures': [] });
    renderScreen(<DashboardEmptyView view={inbox} user={account()} />);
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.getByText('Nothing to sign')).toBeTruthy();
    expect(screen.queryByTestId('first-dashboard')).toBeNull();
    expect(screen.queryByTestId('upload-zone')).toBeNull();
  });
});
