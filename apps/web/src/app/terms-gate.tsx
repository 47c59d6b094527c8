import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../features/session/runtime.queries.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { termsUrl } from '../lib/terms-url.ts';
import { sessionView } from './session-context.ts';

const AcceptTermsDialog = lazy(() =>
  import('../features/profile/accept-terms-dialog.tsx').then((m) => ({
    default: m.AcceptTermsDialog,
  })),
);

/** §6: an account that has not accepted the terms sees the blocking accept-terms dialog. */
export function useTermsGate(user: User | undefined): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const domainName = useRuntimeConfig().data?.domainName;
  const openFor = useRef<string | null>(null);
  const needsTerms = sessionView(user).needsTerms;
  useEffect(() => {
    if (!needsTerms || !user || openFor.current === user.id) return;
    openFor.current = user.id;
    const id = dialogs.open(
      (controls) => (
        <Suspense fallback={null}>
          <AcceptTermsDialog
            controls={controls}
            termsUrl={termsUrl(domainName)}
            onAccepted={() => client.invalidateQueries({ queryKey: ['user'] })}
            onLogout={() => {
              dialogs.close(id);
              openFor.current = null;
              navigate('/logout');
            }}
          />
        </Suspense>
      ),
      { blocking: true },
    );
  }, [needsTerms, user, client, navigate, domainName]);
}
