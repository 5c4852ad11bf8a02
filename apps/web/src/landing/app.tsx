import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { takeSignedOutReason } from '@/lib/signed-out';
import { AppToaster, setToastNavigator } from '@/ui/toast';
import type { AppRouter } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 503s are already retried by the api client; a 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Lets modules outside React (api client, toasts) navigate through the router. */
export function connectRouter(router: AppRouter): void {
  setUnauthorizedHandler(
    () => void router.navigate({ to: '/init', search: { notice: takeSignedOutReason() }, replace: true }),
  );
  setToastNavigator((to) => void router.navigate({ href: to }));
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
}
