import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceNotice } from '../../lib/api/account-endpoints.ts';
import {
  createFailureCounter,
  createMaintenancePoller,
  MAINTENANCE_POLL_MS,
} from './maintenance-poller.ts';

describe('maintenance poll failures (§9)', () => {
  it('reports once when five polls in a row fail', () => {
    const reports: number[] = [];
    const counter = createFailureCounter((n) => reports.push(n));
    for (let i = 0; i < 4; i++) counter.failure(new Error('down'));
    expect(reports).toEqual([]);
    counter.failure(new Error('down'));
    expect(reports).toEqual([5]);
    counter.failure(new Error('down'));
    expect(reports).toEqual([5]);
  });

  it('a success in between starts the count again', () => {
    const reports: number[] = [];
    const counter = createFailureCounter((n) => reports.push(n));
    for (let i = 0; i < 4; i++) counter.failure(null);
    counter.success();
    for (let i = 0; i < 4; i++) counter.failure(null);
    expect(reports).toEqual([]);
  });
});

const NOTICE: MaintenanceNotice = { url: 'https://status.example.com', isBlocking: false };

/** A server whose answers the test settles one by one, in the order they were asked. */
function server() {
  const requests: {
    signal: AbortSignal;
    answer: (notice: MaintenanceNotice) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const ask = (signal: AbortSignal) =>
    new Promise<MaintenanceNotice>((answer, fail) => requests.push({ signal, answer, fail }));
  return { ask, requests };
}

describe('maintenance notice polling (§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks when the first listener arrives and every 60 s while someone listens', async () => {
    const { ask, requests } = server();
    const poller = createMaintenancePoller(ask, () => {});
    expect(requests).toHaveLength(0);
    const stopFirst = poller.subscribe(() => {});
    const stopSecond = poller.subscribe(() => {});
    expect(requests).toHaveLength(1);
    requests[0]!.answer(NOTICE);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(poller.get()).toEqual(NOTICE);
    expect(requests).toHaveLength(2);
    requests[1]!.answer(null);
    stopFirst();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(poller.get()).toBeNull();
    expect(requests).toHaveLength(3);
    stopSecond();
    await vi.advanceTimersByTimeAsync(3 * MAINTENANCE_POLL_MS);
    expect(requests).toHaveLength(3);
  });

  it('does not ask again while an answer is on its way', async () => {
    const { ask, requests } = server();
    const poller = createMaintenancePoller(ask, () => {});
    const stop = poller.subscribe(() => {});
    // StrictMode subscribes, leaves and subscribes again at once.
    stop();
    poller.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(requests).toHaveLength(1);
  });

  it('keeps the last notice when a poll fails and reports the fifth failure in a row', async () => {
    const { ask, requests } = server();
    const reports: [number, unknown][] = [];
    const poller = createMaintenancePoller(ask, (count, error) => reports.push([count, error]));
    poller.subscribe(() => {});
    requests[0]!.answer(NOTICE);
    for (let poll = 1; poll <= 5; poll++) {
      await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
      requests[poll]!.fail(new Error(`down ${poll}`));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.get()).toEqual(NOTICE);
    expect(reports).toEqual([[5, new Error('down 5')]]);
  });

  it('refresh drops the request on its way, without counting it, and asks again', async () => {
    const { ask, requests } = server();
    const reports: number[] = [];
    const poller = createMaintenancePoller(ask, (count) => reports.push(count));
    poller.subscribe(() => {});
    poller.refresh();
    expect(requests).toHaveLength(2);
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[1]!.answer(null);
    // The dropped request's late answer (blocking, from before the new session) is ignored.
    requests[0]!.answer({ ...NOTICE, isBlocking: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.get()).toBeNull();
    requests[0]!.fail(new DOMException('aborted', 'AbortError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([]);
  });

  it('without listeners refresh asks nothing', () => {
    const { ask, requests } = server();
    createMaintenancePoller(ask, () => {}).refresh();
    expect(requests).toHaveLength(0);
  });

  it('skips the polls while the browser is offline and asks once it is back', async () => {
    const { ask, requests } = server();
    const reports: number[] = [];
    const poller = createMaintenancePoller(ask, (count) => reports.push(count));
    poller.subscribe(() => {});
    requests[0]!.answer(NOTICE);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(10 * MAINTENANCE_POLL_MS);
    expect(requests).toHaveLength(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(requests).toHaveLength(2);
    expect(reports).toEqual([]);
  });
});
