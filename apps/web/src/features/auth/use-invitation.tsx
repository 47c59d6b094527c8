import type { InvitationContext } from '@signet/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepInvitation } from './invitation-token.ts';

const InvitationNotice = lazy(() =>
  import('./invitation-notice.tsx').then((m) => ({ default: m.InvitationNotice })),
);

/**
 * The invitation a visitor came with (ADR 0261): its token leaves the address bar for the tab,
 * its context is shown above the form (`notice`) and answered to the page once known.
 */
export function useInvitation(variant: 'login' | 'signup'): {
  context: InvitationContext | null;
  token: string | null;
  notice: ReactNode;
} {
  const [query, setQuery] = useSearchParams();
  const [token] = useState(() => keepInvitation(query));
  const [context, setContext] = useState<InvitationContext | null>(null);
  useEffect(() => {
    if (!query.has('invitation')) return;
    const rest = new URLSearchParams(query);
    rest.delete('invitation');
    setQuery(rest, { replace: true });
  }, [query, setQuery]);
  const notice = token ? (
    <Suspense fallback={null}>
      <InvitationNotice token={token} variant={variant} onContext={setContext} />
    </Suspense>
  ) : null;
  return { context, token, notice };
}
