import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const NO_CSS_VARIABLES = '\0signet:theme-without-css-variables';

/**
 * Material UI's `createTheme` calls its CSS-variables theme builder only for themes with
 * `cssVariables` or `colorSchemes`; Signet's theme has neither (lib/theme.ts, tested), so the
 * build leaves that builder and its CSS-variables machinery out (ADR 0221). Were a theme to ask
 * for it, the app would stop at start with this error rather than draw unstyled.
 */
function themeWithoutCssVariables(): Plugin {
  return {
    name: 'signet:theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './createThemeWithVars.mjs' &&
        importer &&
        /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer)
      )
        return NO_CSS_VARIABLES;
      return null;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES) return null;
      return `export default function createThemeWithVars() {
  throw new Error('The theme is built without CSS variables: set neither cssVariables nor colorSchemes');
}`;
    },
  };
}

// The server serves dist/ with a history fallback (one origin); the dev server proxies the API to it.
export default defineConfig({
  plugins: [react(), themeWithoutCssVariables()],
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
        // The web's features too (components, schemas, hooks): a screen that imports one export
        // of a feature's entry module must not carry its other files (ADR 0230).
        // hoist-non-react-statics only defines a function, which Emotion imports for `withTheme`
        // (unused here); as CommonJS it would otherwise be kept for its presumed side effects.
        moduleSideEffects: (id: string) =>
          !/\/packages\/(contract|i18n)\/src\//.test(id) &&
          !/\/apps\/web\/src\/features\//.test(id) &&
          !/\/node_modules\/hoist-non-react-statics\//.test(id),
      },
    },
  },
});
