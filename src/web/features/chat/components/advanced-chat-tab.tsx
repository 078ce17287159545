import { Eraser, Plus, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import {
  CHAT_CONTEXT_DEBOUNCE_MS,
  CHAT_HISTORY_DELAY_MS,
  chatCategories,
  chatCategoryLabels,
  DEFAULT_CHAT_CATEGORY,
  type ChatCategory,
} from '@shared/catalog/chat';
import type { ChatMessage, Conversation } from '@shared/realtime';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { createConversation } from '../api/create-conversation';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { chatProblems } from '../lib/chat-problems';
import { defaultChatSettings, type ChatSettings } from '../lib/chat-settings';
import { chatReducer, initialChatState, type ChatMessageRequest } from '../lib/chat-state';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ContextFields, type ChatContext } from './context-fields';
import { ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SwitchButton } from './switch-button';

// The settings dialog brings the voice feature (profiles, the setup wizard): loaded when first opened.
const RESEND_RETRIES = 4;
const RESEND_RETRY_DELAY_MS = 2_000;

const ChatSettingsDialog = lazy(() => import('./chat-settings-dialog').then((m) => ({ default: m.ChatSettingsDialog })));

const emptyContext: ChatContext = { niche: '', audience: '', budget: '' };

function trimmed(context: ChatContext): ChatContext {
  return { niche: context.niche.trim(), audience: context.audience.trim(), budget: context.budget.trim() };
}

function sameContext(conversation: Conversation, category: ChatCategory, context: ChatContext): boolean {
  const wanted = trimmed(context);
  return (
    conversation.category === category &&
    conversation.niche === wanted.niche &&
    conversation.audience === wanted.audience &&
    conversation.budget === wanted.budget
  );
}

/** The Advanced Chat tab (spec §2), inside its own crash fallback. */
export function AdvancedChatTab() {
  return (
    <ChatErrorBoundary>
      <AdvancedChat />
    </ChatErrorBoundary>
  );
}

function AdvancedChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [category, setCategory] = useState<ChatCategory>(DEFAULT_CHAT_CATEGORY);
  const [context, setContext] = useState<ChatContext>(emptyContext);
  const [draft, setDraft] = useState('');
  const [draftIsVoice, setDraftIsVoice] = useState(false);
  const [settings, setSettings] = useState<ChatSettings>(defaultChatSettings);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [startingChat, setStartingChat] = useState(false);

  // A message resent after a reconnect may meet the old instance's reply guard for a few seconds
  // (it lapses 5 s after that instance went away): it is tried again then, not reported.
  const resending = useRef<{ request: ChatMessageRequest; retries: number } | null>(null);
  const socket = useChatSocket({
    onEvent: (event) => {
      const retry = resending.current;
      if (event.type === 'error' && event.code === 'REPLY_IN_PROGRESS' && retry && retry.retries < RESEND_RETRIES) {
        retry.retries += 1;
        setTimeout(() => {
          if (resending.current === retry && socket.send(retry.request)) dispatch({ type: 'resent' });
        }, RESEND_RETRY_DELAY_MS);
        return;
      }
      if (event.type === 'chat_response' || event.type === 'error') resending.current = null;
      if (event.type === 'error') toast({ variant: 'destructive', title: chatProblems.serverError, description: event.message });
      dispatch({ type: 'server', event, autoPlay: settings.autoPlay });
    },
    onClose: () => dispatch({ type: 'disconnected' }),
  });

  // Back after a lost connection: the message whose reply never came goes out again, with its
  // messageId, so the server stores it once and answers it unless an answer is already stored.
  const resendUnanswered = useEffectEvent(() => {
    const unanswered = state.unanswered;
    if (!unanswered || !socket.send(unanswered.request)) return;
    resending.current = { request: unanswered.request, retries: 0 };
    dispatch({ type: 'resent' });
  });
  useEffect(() => {
    if (socket.connected) resendUnanswered();
  }, [socket.connected]);

  const speech = useSpeechRecognition((text) => {
    setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));
    setDraftIsVoice(true);
  });

  const selected = state.conversations.find((conversation) => conversation.id === state.selectedId) ?? null;

  // History for the category and context (spec §4): the server answers with the latest matching conversation.
  const loadContextHistory = useEffectEvent((force: boolean) => {
    if (!force && selected && sameContext(selected, category, context)) return;
    socket.send({ type: 'get_conversation_history', category, ...trimmed(context) });
  });

  // About 1 s after each connect.
  useEffect(() => {
    if (!socket.connected) return;
    const timer = setTimeout(() => loadContextHistory(true), CHAT_HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [socket.connected]);

  // At once on a category change; 1 s after the context fields stop changing.
  const debouncedContext = useDebouncedValue(context, CHAT_CONTEXT_DEBOUNCE_MS);
  useEffect(() => {
    loadContextHistory(false);
  }, [category, debouncedContext]);

  function openConversation(conversation: Conversation) {
    dispatch({ type: 'select', conversationId: conversation.id });
    setCategory(conversation.category);
    setContext({ niche: conversation.niche, audience: conversation.audience, budget: conversation.budget });
    if (
      !socket.send({
        type: 'get_conversation_history',
        conversationId: conversation.id,
        category: conversation.category,
        niche: '',
        audience: '',
        budget: '',
      })
    ) {
      toast({ variant: 'destructive', ...chatProblems.notConnected });
    }
  }

  function sendMessage() {
    const message = draft.trim();
    if (!message || state.awaiting) return;
    const messageId = crypto.randomUUID();
    const voice =
      settings.voiceEnabled && settings.voiceProfileId ? { voiceProfileId: settings.voiceProfileId, speechRate: settings.speechRate } : {};
    const request: ChatMessageRequest = {
      type: 'chat_message',
      message,
      category,
      ...trimmed(context),
      ...(state.selectedId ? { conversationId: state.selectedId } : {}),
      messageId,
      isVoice: draftIsVoice,
      voiceUrl: null,
      ...voice,
    };
    if (!socket.send(request)) {
      toast({ variant: 'destructive', ...chatProblems.notConnected });
      return;
    }
    const local: ChatMessage = {
      id: messageId,
      role: 'user',
      content: message,
      timestamp: new Date().toISOString(),
      isVoice: draftIsVoice,
      voiceUrl: null,
      partial: false,
      engine: null,
    };
    dispatch({ type: 'sent', message: local, request });
    setDraft('');
    setDraftIsVoice(false);
  }

  function clearHistory() {
    if (!state.selectedId) {
      toast({ variant: 'destructive', ...chatProblems.noConversation });
      return;
    }
    if (!socket.send({ type: 'clear_conversation_history', conversationId: state.selectedId })) {
      toast({ variant: 'destructive', ...chatProblems.notConnected });
    }
  }

  function speak(message: ChatMessage) {
    if (!settings.voiceProfileId) {
      toast({ variant: 'destructive', ...chatProblems.noVoiceProfile });
      return;
    }
    const sent = socket.send({
      type: 'generate_speech',
      text: message.content,
      voiceProfileId: settings.voiceProfileId,
      speechRate: settings.speechRate,
      messageId: message.id,
    });
    if (!sent) toast({ variant: 'destructive', ...chatProblems.speechOffline });
  }

  async function newChat() {
    setStartingChat(true);
    try {
      const conversation = await createConversation({ category, ...trimmed(context) });
      dispatch({ type: 'started', conversation });
      setDraft('');
    } catch {
      toast({ variant: 'destructive', ...chatProblems.newChatFailed });
    } finally {
      setStartingChat(false);
    }
  }

  const inputDisabled = !socket.connected || state.awaiting;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <ConversationList
        conversations={state.conversations}
        selectedId={state.selectedId}
        connected={socket.connected}
        onSelect={openConversation}
      />
      <section
        aria-label="Advanced Chat"
        className="grid min-w-0 content-start gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold tracking-tight">{selected?.title ?? 'AI Chat Assistant'}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-muted-foreground">
              <SwitchButton
                label="Auto-play voice"
                checked={settings.autoPlay}
                onChange={(autoPlay) => setSettings((s) => ({ ...s, autoPlay }))}
              />
              Auto-play
            </label>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setSettingsLoaded(true);
                setSettingsOpen(true);
              }}
            >
              <Settings aria-hidden />
              Settings
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={startingChat} onClick={() => void newChat()}>
              <Plus aria-hidden />
              New Chat
            </Button>
            {state.messages.length > 0 && (
              <Button type="button" variant="outline" size="sm" onClick={clearHistory}>
                <Eraser aria-hidden />
                Clear History
              </Button>
            )}
          </div>
        </div>
        <Tabs value={category} onValueChange={(next) => setCategory(next as ChatCategory)}>
          <TabsList aria-label="Chat category">
            {chatCategories.map((id) => (
              <TabsTrigger key={id} value={id}>
                {chatCategoryLabels[id]}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* One panel per category, as tabs need; the conversation shows in the selected one. */}
          {chatCategories.map((id) => (
            <TabsContent key={id} value={id} className="grid gap-4">
              {id === category && (
                <>
                  <ContextFields value={context} onChange={setContext} />
                  <MessageList
                    messages={state.messages}
                    streamingText={state.streaming?.text ?? null}
                    typing={state.typing}
                    audio={state.audio}
                    autoPlayId={state.autoPlayId}
                    voiceEnabled={settings.voiceEnabled}
                    onSpeak={speak}
                  />
                  <MessageComposer
                    value={draft}
                    onChange={(value) => {
                      setDraft(value);
                      if (value === '') setDraftIsVoice(false);
                    }}
                    onSend={sendMessage}
                    disabled={inputDisabled}
                    voiceEnabled={settings.voiceEnabled}
                    speech={speech}
                  />
                </>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <ChatSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings} onChange={setSettings} />
        </Suspense>
      )}
    </div>
  );
}
