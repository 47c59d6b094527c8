import { NOT_FOUND_TITLE, windowTitle } from '@signet/contract';
import { useEffect } from 'react';
import { ErrorScreen } from '../components/error-screen.tsx';
import { useRuntimeConfig } from '../features/session/index.ts';

/** §2: the catch-all for unknown paths (and failed validate rules), titled 'Page Not Found'. */
export function NotFoundPage() {
  const config = useRuntimeConfig();
  useEffect(() => {
    document.title = windowTitle(NOT_FOUND_TITLE);
  }, []);
  return <ErrorScreen domainName={config?.domainName ?? null} />;
}
