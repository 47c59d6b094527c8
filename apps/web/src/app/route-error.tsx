import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { useRuntimeConfig } from '../features/session/index.ts';
import { isApiError } from '../lib/api/api-error.ts';
import { isBot } from '../lib/bot.ts';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';

/** Decides what an uncaught error shows (§2, §4, §8). */
export function errorScreenFor(error: unknown, userAgent: string): 'none' | 'reload' | 'screen' {
  // §4: bots and crawlers get no error page; the error is only logged.
  if (isBot(userAgent)) return 'none';
  // §2: a 401 shows nothing — the session handler has already sent the visitor to /login.
  if (isApiError(error) && error.status === 401) return 'none';
  if (isChunkLoadError(error)) return 'reload';
  return 'screen';
}

export function RouteError({ error }: { error: unknown }) {
  const config = useRuntimeConfig();
  const outcome = errorScreenFor(error, navigator.userAgent);
  if (outcome === 'reload' && reloadForChunkError()) return null;
  if (outcome === 'none') return null;
  return <ErrorScreen domainName={config?.domainName ?? null} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The page the error happened on: the next page starts without it. */
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: false, error: null });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** An uncaught error while drawing its children shows what `errorScreenFor` decides. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
