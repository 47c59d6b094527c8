import CssBaseline from '@mui/material/CssBaseline';
import { useMemo } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createGuardedHistory, GuardedHistoryProvider } from '../lib/navigation.tsx';
import { createSignetTheme } from '../lib/theme.ts';
import { SignetThemeProvider } from '../lib/theme-provider.tsx';
import { AppRoutes } from './router.tsx';

// The query cache is not provided here: signed-out screens never load it (session-scope.tsx).
export function App() {
  const theme = useMemo(() => createSignetTheme(), []);
  const history = useMemo(() => createGuardedHistory(), []);
  return (
    <SignetThemeProvider theme={theme}>
      <CssBaseline />
      <GuardedHistoryProvider history={history}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </GuardedHistoryProvider>
    </SignetThemeProvider>
  );
}
