import type { BusinessStatistics } from '@signet/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../test/api-stub.tsx';
import { axeViolations } from '../../../test/axe.ts';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { StatisticsView } from './statistics-view.tsx';

const BUSINESS = '7b0f3c3e-6a51-4f5e-9a51-0c6f0e1c2a11';

const statistics: BusinessStatistics = {
  members: 12,
  admins: 2,
  pendingInvitations: 3,
  signatures: { total: 1234, byLevel: { ses: 1000, qes: 234 } },
  requests: { created: 80, completed: 61 },
  // The server left the quiet months out.
  monthly: [
    { month: '2026-10', signatures: 40, requestsCreated: 9, requestsCompleted: 7 },
    { month: '2026-11', signatures: 12, requestsCreated: 3, requestsCompleted: 1 },
  ],
};

beforeAll(async () => {
  await setupI18n('en-gb');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('business dashboard', () => {
  it('asks for twelve months and shows the key figures', async () => {
    const sent = stubApi({
      [`GET /v2/businesses/${BUSINESS}/statistics`]: () => Response.json(statistics),
    });
    renderScreen(<StatisticsView businessId={BUSINESS} />);
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(sent.map((r) => r.query.toString())).toEqual(['months=12']);
    const terms = within(figures)
      .getAllByRole('term')
      .map((e) => e.textContent);
    const values = within(figures)
      .getAllByRole('definition')
      .map((e) => e.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Members: '12',
      Admins: '2',
      'Open invitations': '3',
      Signatures: '1,234',
      'Requests created': '80',
      'Requests signed': '61',
    });
    await screen.findByRole('figure', { name: 'Signatures by level' });
    expect(await axeViolations()).toEqual([]);
  });

  it('describes each chart in words and gives its numbers as a table, every month included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    stubApi({ [`GET /v2/businesses/${BUSINESS}/statistics`]: () => Response.json(statistics) });
    renderScreen(<StatisticsView businessId={BUSINESS} />);
    const signatures = await screen.findByRole('figure', { name: 'Signatures per month' });
    expect(signatures.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(signatures).getByText(
        'Signatures by your members in the last 12 months: 52. The busiest month was October 2026 with 40.',
      ),
    ).toBeTruthy();
    const table = within(signatures).getByRole('table', { name: 'Signatures per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.textContent)).toEqual([
      'December 20250',
      'January 20260',
      'February 20260',
      'March 20260',
      'April 20260',
      'May 20260',
      'June 20260',
      'July 20260',
      'August 20260',
      'September 20260',
      'October 202640',
      'November 202612',
    ]);
    // Shown on screen at the press of the button; for screen readers it is there all along.
    const toggle = within(signatures).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(signatures).getByRole('button', { name: 'Hide table' })).toBeTruthy();

    const requests = screen.getByRole('figure', { name: 'Signature requests per month' });
    expect(
      within(requests).getByText(
        'In the last 12 months your members created 12 signature requests, and 8 were signed by everyone.',
      ),
    ).toBeTruthy();

    const levels = screen.getByRole('figure', { name: 'Signatures by level' });
    expect(
      within(levels).getByText(
        'All signatures so far: 1,234. SES: 1,000, AES: 0, QES: 234, Seal: 0.',
      ),
    ).toBeTruthy();
    const levelRows = within(within(levels).getByRole('table')).getAllByRole('row').slice(1);
    expect(levelRows.map((row) => row.textContent)).toEqual([
      'SES1,000',
      'AES0',
      'QES234',
      'Seal0',
    ]);
  });
});
