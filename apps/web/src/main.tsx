import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadForChunkError } from './lib/chunk-reload.ts';
import { setupI18n } from './lib/i18n/i18n.ts';

// §8: a stylesheet or module preload that fails after a deployment reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadForChunkError();
});

async function mount() {
  await setupI18n();
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
