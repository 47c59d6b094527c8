import { shouldRememberUrl } from '@signet/contract';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { DialogHost, OverlayHost, SnackbarHost } from '../components/hosts.tsx';
import { MaintenanceBar } from '../components/maintenance-bar.tsx';
import { StagingBanner, useStagingBanner } from '../components/staging-banner.tsx';
import {
  type Consent,
  ConsentDialog,
  mayStartErrorReporting,
  readConsent,
  saveConsent,
} from '../features/consent/index.ts';
import {
  isBlockedByMaintenance,
  maintenanceNotice,
  useMaintenance,
} from '../features/maintenance/index.ts';
import { endSession, useRuntimeConfig, useToken } from '../features/session/index.ts';
import { onApiFailure } from '../lib/api/api-client.ts';
import { isApiError } from '../lib/api/api-error.ts';
import { isBot } from '../lib/bot.ts';
import { cookiesEnabled } from '../lib/cookies.ts';
import { startErrorReporting } from '../lib/error-reporting.ts';
import { rememberReturnUrl } from '../lib/token-storage.ts';
import { BlockingDialogGate } from './blocking-dialog-gate.tsx';
import { SessionScope } from './session-scope.tsx';

const COOKIES_BLOCKED = '/cookiesblocked';
const MAINTENANCE = '/maintenance';

/** §4: an unhandled error routes to the error page; for bots it is only logged. */
function useFatalErrors(): unknown {
  const [fatal, setFatal] = useState<unknown>(null);
  useEffect(() => {
    const handle = (error: unknown) => {
      // API failures have their own handling (§8); aborted calls are not failures.
      if (isApiError(error) || (error instanceof DOMException && error.name === 'AbortError'))
        return;
      console.error(error);
      if (!isBot(navigator.userAgent)) setFatal(error ?? new Error('Unknown error'));
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? new Error(event.message));
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return fatal;
}

/** The root of every page: global behaviours of §2/§4/§8 and the three hosts. */
export function Shell() {
  const navigate = useNavigate();
  const location = useLocation();
  const config = useRuntimeConfig();
  const maintenance = useMaintenance();
  const token = useToken();
  const [consent, setConsent] = useState<Consent | null>(() => readConsent(localStorage));
  const [cookiesOk] = useState(() => cookiesEnabled());
  const fatal = useFatalErrors();
  const staging = useStagingBanner(config?.mode);
  const beforeMaintenance = useRef<string | null>(null);
  const firstToken = useRef(token);

  // §4: staff receive the maintenance bypass cookie at login, so a new session asks again at once
  // rather than at the next 60 s poll.
  useEffect(() => {
    if (token === firstToken.current) return;
    firstToken.current = token;
    maintenanceNotice.refresh();
  }, [token]);

  // Once maintenance no longer blocks this visitor (it ended, or the bypass arrived), the page
  // they were sent away from comes back.
  const blocked = isBlockedByMaintenance(maintenance, location.pathname);
  useEffect(() => {
    if (location.pathname !== MAINTENANCE || maintenance === undefined || maintenance?.isBlocking)
      return;
    const back = beforeMaintenance.current;
    beforeMaintenance.current = null;
    if (back) navigate(back, { replace: true });
  }, [location.pathname, maintenance, navigate]);

  // §8: 401 ends the session (remembering where the user was); 5xx except 503 goes to /sorry.
  useEffect(
    () =>
      onApiFailure(({ error, hadToken, goToSorry }) => {
        if (error.status === 401 && hadToken) {
          const { pathname, search, hash } = window.location;
          if (shouldRememberUrl(pathname)) rememberReturnUrl(pathname + search + hash);
          // The account's cached answer leaves with the session (query-client.ts).
          endSession();
          navigate('/login', { replace: true });
        } else if (goToSorry) {
          navigate('/sorry');
        }
      }),
    [navigate],
  );

  useEffect(() => {
    if (config && mayStartErrorReporting(consent, config.errorReportingDsn)) {
      startErrorReporting(config.errorReportingDsn!);
    }
  }, [config, consent]);

  if (!cookiesOk && location.pathname !== COOKIES_BLOCKED)
    return <Navigate to={COOKIES_BLOCKED} replace />;
  if (blocked) {
    beforeMaintenance.current = location.pathname + location.search + location.hash;
    return <Navigate to={MAINTENANCE} replace />;
  }
  if (fatal) return <ErrorScreen domainName={config?.domainName ?? null} />;
  const choose = (choice: Consent) => {
    saveConsent(localStorage, choice);
    setConsent(choice);
  };
  return (
    <>
      {maintenance && !maintenance.isBlocking && (
        <MaintenanceBar url={maintenance.url} belowStagingBanner={staging.shown} />
      )}
      <SessionScope>
        <Outlet />
        <BlockingDialogGate />
        <DialogHost />
        <OverlayHost />
      </SessionScope>
      {staging.shown && <StagingBanner onHide={staging.hide} />}
      {consent === null && cookiesOk && <ConsentDialog onChoose={choose} />}
      <SnackbarHost />
    </>
  );
}
