import { act, render, screen } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGuardedHistory,
  type GuardedHistory,
  GuardedHistoryProvider,
  type NavigationBlocker,
  useNavigationBlocker,
} from './navigation.tsx';

/** The browser's back/forward fire `popstate` after the call returns. */
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

async function traverse(delta: number) {
  const done = popped();
  window.history.go(delta);
  await done;
  // The undo of a held traversal is a second pop.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

let blocker: NavigationBlocker;
let go: (to: string) => void;

function Page({ dirty }: { dirty: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  go = navigate;
  blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return <p data-testid="at">{location.pathname + location.search}</p>;
}

/** Renders the page; the returned function redraws it with unsaved changes or without. */
function renderApp(history: GuardedHistory, dirty: boolean) {
  const app = (unsaved: boolean) => (
    <GuardedHistoryProvider history={history}>
      <HistoryRouter history={history}>
        <Page dirty={unsaved} />
      </HistoryRouter>
    </GuardedHistoryProvider>
  );
  const { rerender } = render(app(dirty));
  return (unsaved: boolean) => rerender(app(unsaved));
}

const at = () => screen.getByTestId('at').textContent;

describe('guarded history (leave-page dialog, §2)', () => {
  let history: GuardedHistory;
  beforeEach(() => {
    window.history.replaceState(null, '', '/profile');
    history = createGuardedHistory();
  });
  afterEach(() => {
    blocker = { state: 'unblocked' };
  });

  it('lets every navigation through while the page has nothing to lose', () => {
    renderApp(history, false);
    act(() => go('/dashboard'));
    expect(at()).toBe('/dashboard');
    expect(blocker.state).toBe('unblocked');
  });

  it('holds an in-app navigation until the user stays or leaves', () => {
    renderApp(history, true);
    act(() => go('/dashboard'));
    expect(at()).toBe('/profile');
    expect(window.location.pathname).toBe('/profile');
    expect(blocker.state).toBe('blocked');

    act(() => blocker.reset?.());
    expect(blocker.state).toBe('unblocked');
    expect(at()).toBe('/profile');

    act(() => go('/dashboard'));
    act(() => blocker.proceed?.());
    expect(at()).toBe('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('does not hold a change of the query on the same page', () => {
    renderApp(history, true);
    act(() => go('/profile?tab=2'));
    expect(at()).toBe('/profile?tab=2');
    expect(blocker.state).toBe('unblocked');
  });

  it('undoes a held back button and replays it when the user leaves', async () => {
    const setDirty = renderApp(history, false);
    act(() => go('/dashboard'));
    act(() => go('/profile'));
    setDirty(true);

    await act(() => traverse(-1));
    expect(blocker.state).toBe('blocked');
    expect(window.location.pathname).toBe('/profile');
    expect(at()).toBe('/profile');

    act(() => blocker.reset?.());
    await act(() => traverse(-1));
    expect(blocker.state).toBe('blocked');
    await act(async () => {
      const done = popped();
      blocker.proceed?.();
      await done;
    });
    expect(window.location.pathname).toBe('/dashboard');
    expect(at()).toBe('/dashboard');
  });
});
