import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ClientMessage, ServerEvent } from '@shared/realtime';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';

/** How long Clear History can be undone. */
export const CLEAR_UNDO_SECONDS = 5;
const CLEAR_UNDO_MS = CLEAR_UNDO_SECONDS * 1000;

type PendingClear = {
  conversationId: string;
  /** clear_conversation_history went out; the server has not said conversation_cleared yet. */
  sent: boolean;
  /** What was sent meanwhile, held until the clear is done (the server runs a socket's messages side by side). */
  held: ClientMessage[];
  timer: ReturnType<typeof setTimeout>;
  offer: { dismiss: () => void };
};

/**
 * Clear History with Undo. The server deletes a conversation's messages for good, so
 * the delete is asked for only when the Undo window has passed: until then the messages are just
 * off the screen, and Undo brings them back. It is asked for earlier when the user sends anything
 * else (a message, another conversation or context), when the chat closes, or when the page is hidden or left; what
 * the chat sends meanwhile waits for the server's conversation_cleared, so a new message is never
 * deleted with the old ones. Offline, the delete waits for the connection like any other message.
 */
export function useDeferredClear(send: (message: ClientMessage) => boolean) {
  const pending = useRef<PendingClear | null>(null);
  /** The conversation whose messages are off the screen. */
  const [hiddenId, setHiddenId] = useState<string | null>(null);

  function settle(): PendingClear | null {
    const settled = pending.current;
    pending.current = null;
    setHiddenId(null);
    return settled;
  }

  /** Asks the server to clear now; false when the socket is not open (it stays pending). */
  function commit(): boolean {
    const clear = pending.current;
    if (!clear || clear.sent) return true;
    clearTimeout(clear.timer);
    clear.offer.dismiss();
    if (!send({ type: 'clear_conversation_history', conversationId: clear.conversationId })) return false;
    clear.sent = true;
    return true;
  }

  function undo() {
    const clear = pending.current;
    if (!clear || clear.sent) return;
    clearTimeout(clear.timer);
    settle();
    for (const message of clear.held) send(message);
  }

  function start(conversationId: string) {
    // A clear before this one goes out now, and so does what waited for it.
    const previous = pending.current;
    if (previous && commit()) for (const message of previous.held.splice(0)) send(message);
    const timer = setTimeout(commit, CLEAR_UNDO_MS);
    const offer = toast({
      title: i18n.t('chat:clearHistory.toastTitle'),
      description: i18n.t('chat:clearHistory.toastDescription', { count: CLEAR_UNDO_SECONDS }),
      duration: CLEAR_UNDO_MS,
      actionButton: { label: i18n.t('chat:clearHistory.undo'), altText: i18n.t('chat:clearHistory.undoAltText'), onClick: undo },
    });
    pending.current = { conversationId, sent: false, held: [], timer, offer };
    setHiddenId(conversationId);
  }

  /** Sends `message`, after the pending clear if there is one. */
  function sendAfterClear(message: ClientMessage): boolean {
    const clear = pending.current;
    if (!clear) return send(message);
    if (!commit()) return false;
    clear.held.push(message);
    return true;
  }

  /**
   * Sends `message` once the pending clear is settled (undone, or done on the server), without
   * ending its Undo window: for what the chat asks for by itself, such as the history load after
   * a (re)connect, which a user who clears just then should not lose the Undo to.
   */
  function sendWhenSettled(message: ClientMessage): boolean {
    const clear = pending.current;
    if (!clear) return send(message);
    clear.held.push(message);
    return true;
  }

  /** Every server event: the clear is done (or failed) and what was held goes out. */
  function onEvent(event: ServerEvent) {
    const clear = pending.current;
    if (!clear?.sent) return;
    const cleared = event.type === 'conversation_cleared' && event.conversationId === clear.conversationId;
    if (!cleared && event.type !== 'error') return;
    settle();
    for (const message of clear.held) send(message);
  }

  /** The socket closed: a clear already sent is settled (the history loaded on reconnect shows what the server did). */
  function onDisconnected() {
    if (pending.current?.sent) settle();
  }

  // Leaving the page (or hiding it: a phone may never come back to it) sends the clear at once.
  const leave = useEffectEvent(() => {
    commit();
  });
  useEffect(() => {
    const onHide = () => leave();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  // So does closing the chat (another studio tab, another page). A layout effect's cleanup runs
  // before the socket's (a passive effect's), so the socket is still open to send it.
  useLayoutEffect(() => () => leave(), []);

  return { hiddenId, start, undo, sendAfterClear, sendWhenSettled, onEvent, onDisconnected };
}
