import type { BlockingDialogId } from '@signet/contract';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadBusinessDialogs } from '../features/business/index.ts';
import { loadAcceptTermsDialog } from '../features/profile/index.ts';
import { useRuntimeConfig } from '../features/session/index.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import type { DialogControls } from '../lib/hosts/dialog-store.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { termsUrl } from '../lib/terms-url.ts';
import { AccountReaderContext, type AccountState, sessionView } from './session-context.ts';

// Each dialog downloads only when an account has it due (§6); the gate sits in the first screen.
const AcceptTermsDialog = lazy(() =>
  loadAcceptTermsDialog().then((m) => ({ default: m.AcceptTermsDialog })),
);
const BusinessInvitationDialog = lazy(() =>
  loadBusinessDialogs().then((m) => ({ default: m.BusinessInvitationDialog })),
);
const BusinessNoticeDialog = lazy(() =>
  loadBusinessDialogs().then((m) => ({ default: m.BusinessNoticeDialog })),
);
const LockedMemberDialog = lazy(() =>
  loadBusinessDialogs().then((m) => ({ default: m.LockedMemberDialog })),
);

interface DialogContext {
  user: User;
  controls: DialogControls;
  refresh: () => Promise<void>;
  logout: () => void;
  navigate: (to: string) => void;
  domainName: string | undefined;
}

function dialogFor(id: BlockingDialogId, c: DialogContext): ReactNode {
  switch (id) {
    case 'acceptTerms':
      return (
        <AcceptTermsDialog
          controls={c.controls}
          termsUrl={termsUrl(c.domainName)}
          onAccepted={c.refresh}
          onLogout={c.logout}
        />
      );
    case 'businessInvitation':
      return (
        <BusinessInvitationDialog
          controls={c.controls}
          businessName={c.user.businessInvitation?.businessName}
          onAnswered={c.refresh}
        />
      );
    case 'removedFromBusiness':
    case 'businessDowngraded':
      return (
        <BusinessNoticeDialog
          controls={c.controls}
          reason={id === 'businessDowngraded' ? 'deleted' : 'removed'}
          onAcknowledged={async () => {
            await c.refresh();
            // §6 "then go to billing": billing has no screen yet, the account's profile has.
            c.navigate('/profile');
          }}
        />
      );
    case 'lockedMember':
      return (
        <LockedMemberDialog
          businessName={c.user.business?.name ?? ''}
          paymentState={c.user.business?.paymentState ?? null}
          onLogout={c.logout}
        />
      );
  }
}

/**
 * §6 blocking dialogs, one at a time (§2): the first one due for the account. Once it is answered
 * the account is asked for again, and the next one due opens; one no longer due closes.
 */
function BlockingDialogOpener({ account: { user, refresh } }: { account: AccountState }) {
  const navigate = useNavigate();
  const domainName = useRuntimeConfig()?.domainName;
  const open = useRef<{ key: string; id: number } | null>(null);
  const due = sessionView(user).dialogs[0]?.id;
  const key = user && due ? `${user.id}:${due}` : null;
  useEffect(() => {
    if (open.current?.key === key) return;
    if (open.current) dialogs.close(open.current.id);
    open.current = null;
    if (!user || !due || !key) return;
    const id = dialogs.open(
      (controls) => (
        <Suspense fallback={null}>
          {dialogFor(due, {
            user,
            controls,
            refresh,
            navigate,
            domainName,
            logout: () => {
              dialogs.close(id);
              open.current = null;
              navigate('/logout');
            },
          })}
        </Suspense>
      ),
      { blocking: true },
    );
    open.current = { key, id };
  }, [key, due, user, refresh, navigate, domainName]);
  return null;
}

/** Watches the session's account; nothing before a session has started in this page load. */
export function BlockingDialogGate() {
  const ReadAccount = useContext(AccountReaderContext);
  if (!ReadAccount) return null;
  return <ReadAccount>{(account) => <BlockingDialogOpener account={account} />}</ReadAccount>;
}
