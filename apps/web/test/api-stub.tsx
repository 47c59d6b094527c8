import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { DialogHost } from '../src/components/hosts.tsx';
import { createSignetTheme } from '../src/lib/theme.ts';
import { SignetThemeProvider } from '../src/lib/theme-provider.tsx';

/** One request the screen sent, as the server would see it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

/**
 * Answers the screen's API calls at the fetch level, by method and path, and records each one.
 * A call no route answers gets a 404 with the API's error body.
 */
export function stubApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    return Response.json({ code: 'NOT_FOUND', message: 'Not found', fields: [] }, { status: 404 });
  });
  return sent;
}

/** A list page with its X-Total-Count, as the paged business calls answer. */
export function page(items: unknown[], total: number): Response {
  return Response.json(items, { headers: { 'X-Total-Count': String(total) } });
}

export function apiError(status: number, code: string): Response {
  return Response.json({ code, message: code, fields: [] }, { status });
}

/** A screen inside what the app gives it: the theme, a fresh query cache, a router and the dialog host. */
export function renderScreen(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <SignetThemeProvider theme={createSignetTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Suspense fallback={null}>
            {/* The app frame's landmark, as the page has it in the app. */}
            <main>{ui}</main>
            <DialogHost />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </SignetThemeProvider>,
  );
}
