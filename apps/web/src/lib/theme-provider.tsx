import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';

/**
 * What Material UI's `ThemeProvider` does for a theme without CSS variables (ours, see
 * `createSignetTheme`), without also bundling the CSS-variables provider it would never use there:
 * the theme goes to the system provider, with `vars` set to null so no outer theme's variables leak in.
 */
export function SignetThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // `vars: null` is what Material UI's provider sets; its types only know `vars` as present or absent.
  const provided = useMemo(
    () => ('vars' in theme ? theme : ({ ...theme, vars: null } as unknown as Theme)),
    [theme],
  );
  return <SystemThemeProvider theme={provided}>{children}</SystemThemeProvider>;
}
