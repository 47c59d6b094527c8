import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/ with a history fallback (one origin); the dev server proxies the API to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/v2': 'http://127.0.0.1:3000',
      '/v3': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The browsers of the target all preload modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The workspace packages are plain declarations (schemas, rules, catalogs): importing
        // one export must not drag in the rest (mail catalogs, country lists, other endpoints).
        // hoist-non-react-statics only defines a function, which Emotion imports for `withTheme`
        // (unused here); as CommonJS it would otherwise be kept for its presumed side effects.
        moduleSideEffects: (id: string) =>
          !/\/packages\/(contract|i18n)\/src\//.test(id) &&
          !/\/node_modules\/hoist-non-react-statics\//.test(id),
      },
    },
  },
});
