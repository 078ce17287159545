import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelsResponse, ConnectChannelResponse } from '@shared/contracts/publishing';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';
import { openConsentScreen } from '../lib/open-consent-screen';

export const channelsQueryKey = ['/api/channels'] as const;

/** GET /api/channels: the user's channels and whether YouTube is set up (null only after a 401, while the browser goes to /login). */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: channelsQueryKey,
    queryFn: getQueryFn<ChannelsResponse>({ on401: 'returnNull' }),
    // A channel may have turned 'reconnect' since: read again whenever the list is shown.
    staleTime: 0,
  });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}

/** How long Connect stays busy while the page leaves (a page restored with Back gets its button back then). */
const LEAVING_MS = 10_000;

/**
 * POST /api/channels/youtube/connect, then this browser opens Google's consent screen; Google sends
 * it back to the studio (/app?channels=…). The mutation stays pending while the page leaves.
 */
export function useConnectChannel() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api.post<ConnectChannelResponse>('/api/channels/youtube/connect');
      openConsentScreen(url);
      // The page is leaving: the button stays busy meanwhile.
      await new Promise((resolve) => setTimeout(resolve, LEAVING_MS));
    },
  });
}

/** DELETE /api/channels/{id}: the grant revoked and the channel deleted; the list is read again (after a failure too). */
export function useDisconnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/channels/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
