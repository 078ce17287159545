import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { CHAT_RECONNECT_DELAY_MS } from '@shared/catalog/chat';
import type { ServerEvent } from '@shared/realtime';
import { refreshProject } from '@/features/projects';
import { getAuthToken } from '@/lib/auth-storage';
import { narrationQueryKey } from '../api/get-narration';
import { narrationsQueryKey, patchNarration } from '../api/get-narrations';

type NarrationProgress = Extract<ServerEvent, { type: 'narration_progress' }>;

/** The app's socket on this origin (ws:// or wss:// as the page is served), with the access token. */
function socketUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws?token=${encodeURIComponent(token)}`;
}

function progressEvent(data: unknown): NarrationProgress | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<NarrationProgress> | null;
    return parsed?.type === 'narration_progress' && typeof parsed.narrationId === 'string' ? (parsed as NarrationProgress) : null;
  } catch {
    return null;
  }
}

/**
 * While one of the project's takes is aligning, the app's socket (/ws, the one the chat uses) is
 * open to hear `narration_progress`: each event moves the take's percent in the list at once; one
 * that ends the aligning (ready or failed) fetches the take again (its words, its audio) and the
 * project (a ready take joins its voiceovers). Reopened 3 s after a close; closed once nothing
 * aligns. The panel also asks about an aligning take every 2 s, in case the socket is down.
 */
export function useNarrationEvents(projectId: string, active: boolean) {
  const queryClient = useQueryClient();

  const onProgress = useEffectEvent((event: NarrationProgress) => {
    if (event.projectId !== projectId) return;
    patchNarration(queryClient, projectId, event.narrationId, { status: event.status, progress: event.progress });
    if (event.status === 'aligning') return;
    void queryClient.invalidateQueries({ queryKey: narrationQueryKey(event.narrationId), exact: true });
    void queryClient.invalidateQueries({ queryKey: narrationsQueryKey(projectId), exact: true });
    if (event.status === 'ready') refreshProject(queryClient, projectId);
  });

  useEffect(() => {
    if (!active || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      if (stopped) return;
      const token = getAuthToken();
      if (!token) {
        retry = setTimeout(connect, CHAT_RECONNECT_DELAY_MS);
        return;
      }
      const opened = new WebSocket(socketUrl(token));
      socket = opened;
      opened.onmessage = (message: MessageEvent) => {
        const event = progressEvent(message.data);
        if (event && !stopped) onProgress(event);
      };
      opened.onclose = () => {
        if (socket === opened) socket = null;
        if (!stopped) retry = setTimeout(connect, CHAT_RECONNECT_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [active]);
}
