import { expect, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import type { ScreenData } from '@/app/screen-preload.ts';
import { createQueryClient } from '@/shared/api/query-client.ts';
import { ToastProvider } from '@/shared/ui/toast.tsx';

/** Shows the router's current path, so a test can see where a screen navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` answers at (for its params). */
  route?: string;
  /** Other routes, e.g. redirect targets. */
  extraRoutes?: ReactElement;
  /**
   * False renders without TanStack Query, as the app renders the login screen (app/router.tsx):
   * a screen that needs it then fails.
   */
  serverState?: boolean;
  /** The history state the router starts with (what a navigate(..., { state }) hands over). */
  state?: unknown;
  /** A query cache filled beforehand (a screen's prefetch); a fresh one by default. */
  queryClient?: QueryClient;
}

/** The app's query client, without retries: a failure shows at once. */
function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

/** Renders a screen with the app's providers and a memory router. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = '*', extraRoutes, serverState = true, state, ...options }: Options = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const screen = (
    <ToastProvider>
      <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>
        <Routes>
          <Route path={route} element={ui} />
          {extraRoutes}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ToastProvider>
  );
  const result = render(
    <Suspense fallback={<p>suspended</p>}>
      {serverState ? (
        <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>
      ) : (
        screen
      )}
    </Suspense>,
  );
  return { ...result, queryClient };
}

/**
 * renderScreen for a screen that reads data with React's use() (the login screen, `/`): React
 * resumes such a screen only inside an awaited act, so this waits until it has.
 */
export async function renderSuspendingScreen(ui: ReactElement, options: Options = {}) {
  let view: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    view = renderScreen(ui, options);
  });
  return view!;
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Answers the app's fetch calls at the network boundary; returns the calls made. */
export function fakeServer(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchStub = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, window.location.href);
    calls.push({ url, init });
    return handler(url, init);
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders the whole route table at `path`, as the browser would after a page load. Async, because
 * the visitor screens and `/` read data with React's use() (see renderSuspendingScreen).
 */
export async function renderApp(path: string, routes: ReactElement) {
  const queryClient = testQueryClient();
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Suspense fallback={<p>suspended</p>}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              {routes}
              <LocationProbe />
            </MemoryRouter>
          </ToastProvider>
        </QueryClientProvider>
      </Suspense>,
    );
  });
  return view!;
}

/**
 * Runs a screen's data module (app/screen-preload.ts) at `path` with the app's query client, whose
 * answers stay fresh for the screen rendered after it, and returns that client once the module has
 * asked for exactly `requests` (path and query, in any order) among `calls`.
 */
export async function prefetchedScreen(
  prefetchScreen: ScreenData['prefetchScreen'],
  path: string,
  calls: readonly { url: URL }[],
  requests: readonly string[],
) {
  const queryClient = createQueryClient();
  prefetchScreen(queryClient, new URL(path, window.location.origin));
  await waitFor(() =>
    expect(calls.map((call) => call.url.pathname + call.url.search).sort()).toEqual(
      [...requests].sort(),
    ),
  );
  return queryClient;
}
