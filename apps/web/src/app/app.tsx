import CssBaseline from '@mui/material/CssBaseline';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createSignetTheme } from '../lib/theme.ts';
import { SignetThemeProvider } from '../lib/theme-provider.tsx';
import { createAppRouter } from './router.tsx';

// The query cache is not provided here: signed-out screens never load it (session-scope.tsx).
export function App() {
  const theme = useMemo(() => createSignetTheme(), []);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <SignetThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </SignetThemeProvider>
  );
}
