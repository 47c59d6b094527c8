import type {
  AccountActivityPage,
  SignatureActivity,
  SignatureActivityPage,
  SignatureSummary,
} from '@signet/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen, type SentRequest, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { ActivityView } from './activity-view.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';
const BASE = `/v2/businesses/${BUSINESS}/activities`;

function signature(id: string, name: string, level: string, seal: string | null = null) {
  return {
    id,
    action: seal ? 'sealed' : 'signed',
    timestamp: '2026-10-05T08:30:00.000Z',
    signature_request_id: `r${id}`,
    signature_request_title: `Contract ${id}`,
    signer: {
      user_id: `u-${name}`,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      name,
    },
    level,
    legislation: 'ZERTES',
    seal,
  } satisfies SignatureActivity;
}

const signatures = (total: number, page: number): SignatureActivityPage => ({
  total_items: total,
  total_pages: Math.ceil(total / 25),
  current_page: page,
  size: 25,
  activities: [
    signature('1', 'Anna Keller', 'qes'),
    signature('2', 'Ben Meier', 'seal', 'acme-seal'),
  ],
});

const accounts: AccountActivityPage = {
  total_items: 2,
  total_pages: 1,
  current_page: 1,
  size: 25,
  activities: [
    {
      id: '7',
      action: 'removed',
      timestamp: '2026-11-02T10:00:00.000Z',
      user: { user_id: 'u-b', email: 'ben@example.com', name: 'Ben Meier' },
      role: 'member',
      detail: null,
      actor_id: 'u-a',
    },
    {
      id: '6',
      action: 'left',
      timestamp: '2026-11-01T10:00:00.000Z',
      user: { user_id: 'u-c', email: 'cara@example.com', name: '' },
      role: 'admin',
      detail: 'account_deleted',
      actor_id: null,
    },
  ],
};

const summary: SignatureSummary = {
  // October and December only: November is quiet.
  months: [
    { month: '2026-10', level: 'qes', count: 3 },
    { month: '2026-10', level: 'ses', count: 5 },
    { month: '2026-12', level: 'seal', count: 2 },
  ],
  members: [
    { user_id: 'u-a', email: 'anna@example.com', name: 'Anna Keller', count: 6 },
    { user_id: 'u-b', email: 'ben@example.com', name: 'Ben Meier', count: 3 },
  ],
  others: 1,
  total: 10,
};

const lists = (sent: SentRequest[], kind: string) =>
  sent.filter((r) => r.path === `${BASE}/${kind}`).map((r) => r.query.toString());

function stub() {
  return stubApi({
    [`GET ${BASE}/signatures`]: (r) => Response.json(signatures(60, Number(r.query.get('page')))),
    [`GET ${BASE}/accounts`]: () => Response.json(accounts),
    [`GET ${BASE}/identifications`]: () =>
      Response.json({ total_items: 0, total_pages: 0, current_page: 1, size: 25, activities: [] }),
    [`GET ${BASE}/signatures/summary`]: () => Response.json(summary),
    [`GET ${BASE}/signatures/export`]: () =>
      new Response('\uFEFFtimestamp\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="Acme signatures.csv"`,
        },
      }),
  });
}

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('business activity screen', () => {
  it('lists the signatures newest first, paged, with who, level, seal and request', async () => {
    const sent = stub();
    renderScreen(<ActivityView businessId={BUSINESS} />);
    const table = await screen.findByRole('table', { name: 'Signatures' });
    await within(table).findByText('Contract 2');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Anna Kelleranna@example\.comQESPersonal signatureZERTESContract 1$/),
      expect.stringMatching(/Ben Meierben@example\.comSealSeal acme-sealZERTESContract 2$/),
    ]);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(lists(sent, 'signatures')).toEqual(['page=1&size=25&sort=desc']);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lists(sent, 'signatures').at(-1)).toBe('page=2&size=25&sort=desc'));
    fireEvent.click(within(table).getByRole('button', { name: /When/ }));
    await waitFor(() => expect(lists(sent, 'signatures').at(-1)).toBe('page=1&size=25&sort=asc'));
    // The whole screen, charts included, is checked for accessibility: slower than the rest.
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('applies a date range to lists and charts, and refuses an end before the start', async () => {
    const sent = stub();
    renderScreen(<ActivityView businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Signatures' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() =>
      expect(lists(sent, 'signatures').at(-1)).toBe(
        'start_date=2026-10-01&page=1&size=25&sort=desc',
      ),
    );
    expect(lists(sent, 'signatures/summary').at(-1)).toBe('start_date=2026-10-01');
    const before = sent.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(sent.length).toBe(before);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(lists(sent, 'signatures').at(-1)).toBe(
        'start_date=2026-10-01&end_date=2026-10-31&page=1&size=25&sort=desc',
      ),
    );
  });

  it('gives each chart its numbers as a table: every month by level, and per member', async () => {
    stub();
    renderScreen(<ActivityView businessId={BUSINESS} />);
    const months = await screen.findByRole('figure', { name: 'Signatures per month by level' });
    expect(months.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(months).getByText('10 signatures in 3 months; most in October 2026 (8).'),
    ).toBeTruthy();
    const monthRows = within(within(months).getByRole('table')).getAllByRole('row');
    expect(monthRows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Month', 'SES', 'AES', 'QES', 'Seal', 'Total'],
      ['October 2026', '5', '0', '3', '0', '8'],
      ['November 2026', '0', '0', '0', '0', '0'],
      ['December 2026', '0', '0', '0', '2', '2'],
    ]);
    const members = screen.getByRole('figure', { name: 'Signatures per member' });
    expect(within(members).getByText('Anna Keller signed most (6 of 10).')).toBeTruthy();
    const memberRows = within(within(members).getByRole('table')).getAllByRole('row');
    expect(memberRows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Member', 'Signatures'],
      ['Anna Keller', '6'],
      ['Ben Meier', '3'],
      ['Everyone else', '1'],
    ]);
  });

  it('shows account changes in words and the identifications list with its note', async () => {
    stub();
    renderScreen(<ActivityView businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Signatures' });
    fireEvent.click(screen.getByRole('tab', { name: 'Accounts' }));
    const table = await screen.findByRole('table', { name: 'Accounts' });
    await within(table).findByText('Removed (was member)');
    expect(within(table).getByText('Left: account deleted')).toBeTruthy();
    expect(within(table).getByText('Deleted account')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Identifications' }));
    await screen.findByRole('table', { name: 'Identifications' });
    expect(screen.getByText(/appear here once they identify themselves/)).toBeTruthy();
    expect(await screen.findByText('Nothing happened in this period.')).toBeTruthy();
  });

  it('downloads the signatures CSV of the chosen grouping and dates', async () => {
    const sent = stub();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(<ActivityView businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Signatures' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Signatures in the file' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Counted per month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export signatures (CSV)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(lists(sent, 'signatures/export')).toEqual(['group_by=month']);
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Acme signatures.csv');
    expect(created).toHaveBeenCalled();
    await waitFor(() =>
      expect(snackbars.get().queue.map((m) => m.message)).toContain('The download has started.'),
    );
  });
});
