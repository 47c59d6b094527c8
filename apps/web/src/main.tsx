import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { matchRoute } from '@signet/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadSignedInScope, startAccount } from './app/session-scope.tsx';
import { preloadScreen, startEarly } from './app/startup.ts';
import { captureGuestLink } from './features/direct-sign/index.ts';
import { onLoginStart, sessionToken } from './features/session/index.ts';
import { reloadForChunkError } from './lib/chunk-reload.ts';
import { setupI18n } from './lib/i18n/i18n.ts';

// §8: a stylesheet or module preload that fails after a deployment reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadForChunkError();
});

async function mount() {
  // A guest link's token goes into the tab's storage before anything reads the address bar.
  captureGuestLink();
  // The first screen's data and chunks download while the texts are set up and React starts.
  const token = sessionToken.get();
  startEarly(token, window.location);
  // A login on its way downloads the signed-in code meanwhile (ADR 0218); a chunk that fails to
  // load shows the route's error screen once the session needs it.
  onLoginStart(() => void loadSignedInScope().catch(() => undefined));
  // A session started later (a login, a sign-up) gets the same head start for its account.
  sessionToken.subscribe(() => {
    const started = sessionToken.get();
    if (started) void startAccount(started);
  });
  await setupI18n();
  // Its feature texts need i18next, which is ready now.
  preloadScreen(matchRoute(window.location.pathname).route, token !== null);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

mount().catch((error: unknown) => {
  // §8: a startup failure is logged under this exact message.
  console.error('Error while mounting app', error);
});
