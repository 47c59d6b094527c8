import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Location, type Path, type To, UNSAFE_createBrowserHistory } from 'react-router';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface NavigationAttempt {
  currentLocation: Location;
  nextLocation: Path;
}

/** A navigation held by the guard until the user decides. */
interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

interface Guard {
  shouldBlock(attempt: NavigationAttempt): boolean;
  onBlocked(held: HeldNavigation): void;
}

/**
 * The browser history of the app with one navigation guard (ADR 0219). While the guard says so,
 * in-app navigations (links, `navigate()`, `<Navigate>`) and the browser's back and forward
 * buttons are held and handed to it; it lets them go on (`proceed`) or drops them (`reset`).
 * A held back or forward is undone at once (the address bar returns to the current page) and
 * replayed on `proceed`.
 */
export function createGuardedHistory(
  base: AppHistory = UNSAFE_createBrowserHistory({ v5Compat: true }),
): AppHistory & { guard(guard: Guard): () => void } {
  let guard: Guard | null = null;
  let current = base.location;
  // The pop that undoes a held back/forward, and the pop that replays one the guard let go.
  let undoing = false;
  let replaying = false;

  const blocks = (to: To | Path): boolean => {
    if (!guard) return false;
    const { pathname, search, hash } = base.encodeLocation(to);
    return guard.shouldBlock({
      currentLocation: current,
      nextLocation: { pathname, search, hash },
    });
  };
  const hold = (proceed: () => void) => guard?.onBlocked({ proceed, reset: () => {} });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (blocks(to)) hold(() => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state) {
      if (blocks(to)) hold(() => base.replace(to, state));
      else base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          const { delta } = update;
          if (replaying) replaying = false;
          else if (delta && blocks(update.location)) {
            undoing = true;
            base.go(-delta);
            hold(() => {
              replaying = true;
              base.go(delta);
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    guard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };
}

export type GuardedHistory = ReturnType<typeof createGuardedHistory>;

const HistoryContext = createContext<GuardedHistory | null>(null);

export function GuardedHistoryProvider({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed(): void; reset(): void };

/**
 * Holds navigations away from the page while `shouldBlock` says so. Returns `blocked` with the
 * held navigation's `proceed` and `reset` until one of them is called. Outside the app's
 * guarded history (a test's memory router) nothing is held.
 */
export function useNavigationBlocker(
  shouldBlock: (attempt: NavigationAttempt) => boolean,
): NavigationBlocker {
  const history = useContext(HistoryContext);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(
    () =>
      history?.guard({
        shouldBlock: (attempt) => latest.current(attempt),
        onBlocked: (next) => setHeld(() => next),
      }),
    [history],
  );
  return useMemo(
    () =>
      held
        ? {
            state: 'blocked',
            proceed: () => {
              setHeld(null);
              held.proceed();
            },
            reset: () => {
              setHeld(null);
              held.reset();
            },
          }
        : { state: 'unblocked' },
    [held],
  );
}
