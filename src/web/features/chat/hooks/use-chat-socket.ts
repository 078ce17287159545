import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { CHAT_RECONNECT_DELAY_MS, SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import type { ClientMessage, ServerEvent } from '@shared/realtime';
import { AUTH_STATE_CHANGED_EVENT } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-storage';
import { isRefreshDue, refreshSession } from '@/lib/session-refresh';
import { chatSocketUrl } from '../lib/socket-url';

const OPEN = 1; // WebSocket.OPEN

type ChatSocketOptions = {
  /** Every event the server sends (parsed JSON with a string `type`; anything else is dropped). */
  onEvent: (event: ServerEvent) => void;
  /** The socket opened (again). */
  onOpen?: () => void;
  /** The socket closed; a new one follows after 3 s. */
  onClose?: () => void;
};

export type ChatSocket = {
  /** Live (open) or Offline. */
  connected: boolean;
  /** Sends one message; false (nothing sent) when the socket is not open. */
  send: (message: ClientMessage) => boolean;
};

function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string') {
      return parsed as ServerEvent;
    }
  } catch {
    // Not JSON: not a message of the protocol.
  }
  return null;
}

/**
 * The realtime chat connection (spec §4, §7): `/ws?token=…` on this origin with the stored access
 * token (refreshed first when it is due, or once after an upgrade that closed before it opened),
 * reopened 3 s after any close, closed for good on unmount.
 * Without a token it does not connect (and tries again 3 s later: the sign-in may still be settling).
 */
export function useChatSocket({ onEvent, onOpen, onClose }: ChatSocketOptions): ChatSocket {
  const socketRef = useRef<WebSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent(() => onOpen?.());
  const handleClose = useEffectEvent(() => onClose?.());

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // An upgrade refused (closed before it opened) may be a token that ran out while its due time was
    // unknown: the next try refreshes first, once until a socket opens again (not at every retry of an outage).
    let refreshBeforeNextTry = false;
    let refreshedForRefusal = false;

    function scheduleReconnect() {
      retry = setTimeout(connect, CHAT_RECONNECT_DELAY_MS);
    }

    // The server checks the token when the socket opens: one that fell due is refreshed first.
    function connect() {
      if (stopped) return;
      const refreshFirst = isRefreshDue() || refreshBeforeNextTry;
      refreshBeforeNextTry = false;
      if (refreshFirst)
        void refreshSession()
          .catch(() => undefined)
          .finally(openSocket);
      else openSocket();
    }

    function openSocket() {
      if (stopped) return;
      const token = getAuthToken();
      if (!token) {
        scheduleReconnect();
        return;
      }
      const socket = new WebSocket(chatSocketUrl(token));
      socketRef.current = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        refreshedForRefusal = false;
        if (stopped) return;
        setConnected(true);
        handleOpen();
      };
      socket.onmessage = (message: MessageEvent) => {
        const event = parseEvent(message.data);
        if (event && !stopped) handleEvent(event);
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        // Signed out elsewhere (or the session ran out): the app checks the session and signs out if it is gone.
        if (event.code === SESSION_ENDED_CLOSE_CODE) window.dispatchEvent(new Event(AUTH_STATE_CHANGED_EVENT));
        if (!opened && !refreshedForRefusal) {
          refreshBeforeNextTry = true;
          refreshedForRefusal = true;
        }
        setConnected(false);
        handleClose();
        scheduleReconnect();
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close();
    };
  }, []);

  const send = useCallback((message: ClientMessage) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  return { connected, send };
}
