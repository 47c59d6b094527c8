import { lazy, Suspense, useContext, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadAcceptTermsDialog } from '../features/profile/index.ts';
import { useRuntimeConfig } from '../features/session/index.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { termsUrl } from '../lib/terms-url.ts';
import { AccountReaderContext, type AccountState, sessionView } from './session-context.ts';

const AcceptTermsDialog = lazy(() =>
  loadAcceptTermsDialog().then((m) => ({ default: m.AcceptTermsDialog })),
);

/** §6: an account that has not accepted the terms sees the blocking accept-terms dialog. */
function TermsDialogOpener({ account: { user, refresh } }: { account: AccountState }) {
  const navigate = useNavigate();
  const domainName = useRuntimeConfig()?.domainName;
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
            onAccepted={refresh}
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
  }, [needsTerms, user, refresh, navigate, domainName]);
  return null;
}

/** Watches the session's account; nothing before a session has started in this page load. */
export function TermsGate() {
  const ReadAccount = useContext(AccountReaderContext);
  if (!ReadAccount) return null;
  return <ReadAccount>{(account) => <TermsDialogOpener account={account} />}</ReadAccount>;
}
