import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  WebhookDeliveriesResponse,
  WebhookEndpointsResponse,
  WebhookEndpointView,
  WebhookEventName,
  WebhookTestResponse,
} from '@shared/contracts/webhooks';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';

/** Whose endpoints: the signed-in user's own, or the instance's (the operator console). */
export type WebhookScope = 'user' | 'instance';

/** Where each scope's endpoints live: /api/webhooks, /api/admin/webhooks. */
export const webhooksPath = (scope: WebhookScope) => (scope === 'user' ? '/api/webhooks' : '/api/admin/webhooks');

/** GET …/webhooks: the endpoints, newest first (null only after a 401, while the browser goes to /login). */
export const webhooksQueryOptions = (scope: WebhookScope) =>
  queryOptions({
    queryKey: [webhooksPath(scope)],
    queryFn: getQueryFn<WebhookEndpointsResponse>({ on401: 'returnNull' }),
    // An endpoint may be paused while the page is away.
    staleTime: 0,
  });

export function useWebhooks(scope: WebhookScope) {
  return useQuery(webhooksQueryOptions(scope));
}

/** GET …/webhooks/{id}/deliveries, read again every few seconds while shown (a delivery goes out, is retried). */
export function useWebhookDeliveries(scope: WebhookScope, id: string) {
  return useQuery({
    queryKey: [webhooksPath(scope), id, 'deliveries'],
    queryFn: getQueryFn<WebhookDeliveriesResponse>({ on401: 'returnNull' }),
    refetchInterval: 4_000,
  });
}

function useRefresh(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [webhooksPath(scope)] });
}

/** POST …/webhooks: the new endpoint with its secret (the only time it is shown); the list is read again. */
export function useCreateWebhook(scope: WebhookScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEventName[] }) => api.post<CreatedWebhook>(webhooksPath(scope), input),
    onSuccess: refresh,
  });
}

/** DELETE …/webhooks/{id}; the list is read again (after a failure too). */
export function useDeleteWebhook(scope: WebhookScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${webhooksPath(scope)}/${encodeURIComponent(id)}`);
    },
    onSettled: refresh,
  });
}

/** POST …/webhooks/{id}/resume: active again; the list (and its deliveries) read again. */
export function useResumeWebhook(scope: WebhookScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookEndpointView>(`${webhooksPath(scope)}/${encodeURIComponent(id)}/resume`),
    onSettled: refresh,
  });
}

/** POST …/webhooks/{id}/test: a webhook.test delivery queued; the list and deliveries read again (it shows with them). */
export function useSendTestWebhook(scope: WebhookScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (id: string) => api.post<WebhookTestResponse>(`${webhooksPath(scope)}/${encodeURIComponent(id)}/test`),
    onSuccess: refresh,
  });
}

/** POST …/webhooks/{id}/rotate-secret: the endpoint with its new secret, shown this once. */
export function useRotateWebhookSecret(scope: WebhookScope) {
  return useMutation({
    mutationFn: (id: string) => api.post<CreatedWebhook>(`${webhooksPath(scope)}/${encodeURIComponent(id)}/rotate-secret`),
  });
}
