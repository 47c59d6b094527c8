import { parseExitUrlSettings } from '@signet/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import type { GuestSession } from './guest-session.ts';
import { GuestSuccessOverlay } from './guest-success-overlay.tsx';
import { leaveTo } from './leave.ts';

vi.mock('./leave.ts', () => ({ leaveTo: vi.fn() }));

const SR = '4f43614a-de50-4fe1-9df3-4c881fc7840e';
const session = (query: Record<string, string>, hideDownload = false): GuestSession => ({
  requestId: SR,
  signerId: 'sid-1',
  token: 'a.b.c.d',
  exit: parseExitUrlSettings(query),
  hideDownload,
  linkQuery: query,
});
const request = {
  hidedownload: false,
  documents: [{ id: 'doc-1', name: 'lease.pdf' }],
} as unknown as Parameters<typeof GuestSuccessOverlay>[0]['request'];

function draw(query: Record<string, string>, signed = [SR], hideDownload = false) {
  return renderScreen(
    <GuestSuccessOverlay
      session={session(query, hideDownload)}
      request={request}
      signedRequestIds={signed}
      completed={false}
      onClose={() => undefined}
    />,
  );
}

beforeAll(async () => {
  // The texts are there before the clock stops, so each screen draws at once.
  const i18n = await setupI18n('en-gb');
  await i18n.loadNamespaces(['direct', 'signing']);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(leaveTo).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the guest success screen (§4 auto redirect after signing)', () => {
  it('counts down from the link’s timeout and leaves to the exit URL at zero', async () => {
    draw({ exitURL: 'https://shop.example/done', redirectTimeout: '10' });
    expect(screen.getByText('Taking you back in 10 s.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave now' }).getAttribute('href')).toBe(
      'https://shop.example/done',
    );
    // One second at a time: each tick draws the next number before the next second starts.
    for (let second = 9; second >= 1; second--) {
      await act(async () => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByText(`Taking you back in ${second} s.`)).toBeTruthy();
    }
    expect(leaveTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(leaveTo).toHaveBeenCalledWith('https://shop.example/done');
    expect(screen.getByText('Taking you back…')).toBeTruthy();
  });

  it('leaves at once when the timeout is 0', async () => {
    draw({ exitURL: 'https://shop.example/done', redirectTimeout: '0' });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Taking you back…')).toBeTruthy();
    expect(leaveTo).toHaveBeenCalledWith('https://shop.example/done');
  });

  it('does not count down when another request than the link’s was signed', async () => {
    draw({ exitURL: 'https://shop.example/done' }, ['other-request']);
    screen.getByRole('link', { name: 'Leave now' });
    expect(screen.queryByTestId('exit-countdown')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100_000));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('without an exit URL stays, offers the download, and hides it when the link says so', async () => {
    const view = draw({ exitURL: 'javascript:alert(1)' });
    screen.getByRole('button', { name: 'Back to the document' });
    expect(screen.queryByRole('link', { name: 'Leave now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the signed document' })).toBeTruthy();
    view.unmount();
    draw({}, [SR], true);
    screen.getByRole('button', { name: 'Back to the document' });
    expect(screen.queryByRole('button', { name: 'Download the signed document' })).toBeNull();
  });
});
