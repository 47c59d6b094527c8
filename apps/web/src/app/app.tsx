import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createSignetTheme } from '../lib/theme.ts';
import { SignetThemeProvider } from '../lib/theme-provider.tsx';
import { createGuardedHistory, GuardedHistoryProvider } from './navigation.tsx';
import { AppRoutes } from './router.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries per §7; a second layer would multiply the attempts.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function App({ client: given }: { client?: QueryClient }) {
  const theme = useMemo(() => createSignetTheme(), []);
  const client = useMemo(() => given ?? createQueryClient(), [given]);
  const history = useMemo(() => createGuardedHistory(), []);
  return (
    <SignetThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <GuardedHistoryProvider history={history}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </GuardedHistoryProvider>
      </QueryClientProvider>
    </SignetThemeProvider>
  );
}
