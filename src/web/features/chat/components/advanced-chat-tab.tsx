import { Eraser, Plus, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_CONTEXT_DEBOUNCE_MS,
  CHAT_HISTORY_DELAY_MS,
  chatCategories,
  DEFAULT_CHAT_CATEGORY,
  type ChatCategory,
} from '@shared/catalog/chat';
import { contentLanguage, type ContentLanguageTag } from '@shared/catalog/languages';
import type { ChatMessage, ClientMessage, Conversation } from '@shared/realtime';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { createConversation } from '../api/create-conversation';
import { useServerSpeechInput } from '../api/transcribe';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useDeferredClear } from '../hooks/use-deferred-clear';
import { useRecordedSpeech } from '../hooks/use-recorded-speech';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { chatErrorTitle, chatProblem } from '../lib/chat-problems';
import { defaultChatSettings, type ChatSettings } from '../lib/chat-settings';
import { chatReducer, initialChatState, type ChatMessageRequest } from '../lib/chat-state';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ClearHistoryDialog } from './clear-history-dialog';
import { ContextFields, type ChatContext } from './context-fields';
import { ConversationDrawer } from './conversation-drawer';
import { ConnectionStatus, ConversationList } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SwitchButton } from './switch-button';

// The settings dialog brings the voice feature (profiles, the setup wizard): loaded when first opened.
const RESEND_RETRIES = 4;
const RESEND_RETRY_DELAY_MS = 2_000;

const ChatSettingsDialog = lazy(() => import('./chat-settings-dialog').then((m) => ({ default: m.ChatSettingsDialog })));

const emptyContext: ChatContext = { niche: '', audience: '', budget: '' };

/** Tailwind's lg: from here the conversation list stands beside the chat; below it is a drawer. */
const WIDE_LAYOUT_QUERY = '(min-width: 64rem)';

function trimmed(context: ChatContext): ChatContext {
  return { niche: context.niche.trim(), audience: context.audience.trim(), budget: context.budget.trim() };
}

function sameContext(conversation: Conversation, category: ChatCategory, context: ChatContext, language: ContentLanguageTag): boolean {
  const wanted = trimmed(context);
  return (
    conversation.category === category &&
    conversation.niche === wanted.niche &&
    conversation.audience === wanted.audience &&
    conversation.budget === wanted.budget &&
    conversation.language === language
  );
}

/** A button's text on a phone: the start shown, the rest only heard ('New' + ' Chat'). */
function ShortLabel({ short, rest }: { short: string; rest: string }) {
  return (
    <span>
      {short}
      <span className="sr-only">{rest}</span>
    </span>
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
  const { t, i18n } = useTranslation('chat');
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [category, setCategory] = useState<ChatCategory>(DEFAULT_CHAT_CATEGORY);
  const [context, setContext] = useState<ChatContext>(emptyContext);
  // Replies are written in the language chosen, else the interface's (the account's, else the browser's).
  const [chosenLanguage, setChosenLanguage] = useState<ContentLanguageTag | null>(null);
  const language = chosenLanguage ?? contentLanguage(i18n.language).tag;
  const [draft, setDraft] = useState('');
  const [draftIsVoice, setDraftIsVoice] = useState(false);
  const [settings, setSettings] = useState<ChatSettings>(defaultChatSettings);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [startingChat, setStartingChat] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);

  // A message resent after a reconnect may meet the old instance's reply guard for a few seconds
  // (it lapses 5 s after that instance went away): it is tried again then, not reported.
  const resending = useRef<{ request: ChatMessageRequest; retries: number } | null>(null);
  const socket = useChatSocket({
    onEvent: (event) => {
      const retry = resending.current;
      if (event.type === 'error' && event.code === 'REPLY_IN_PROGRESS' && retry && retry.retries < RESEND_RETRIES) {
        retry.retries += 1;
        setTimeout(() => {
          if (resending.current === retry && deferredClear.sendAfterClear(retry.request)) dispatch({ type: 'resent' });
        }, RESEND_RETRY_DELAY_MS);
        return;
      }
      if (event.type === 'chat_response' || event.type === 'error') resending.current = null;
      if (event.type === 'error') toast({ variant: 'destructive', title: chatErrorTitle(), description: event.message });
      dispatch({ type: 'server', event, autoPlay: settings.autoPlay });
      deferredClear.onEvent(event);
    },
    onClose: () => {
      dispatch({ type: 'disconnected' });
      deferredClear.onDisconnected();
    },
  });
  // Clear History waits out its Undo window; what the chat sends meanwhile goes after the clear.
  const deferredClear = useDeferredClear(socket.send);

  // Back after a lost connection: the message whose reply never came goes out again, with its
  // messageId, so the server stores it once and answers it unless an answer is already stored.
  const resendUnanswered = useEffectEvent(() => {
    const unanswered = state.unanswered;
    if (!unanswered || !deferredClear.sendAfterClear(unanswered.request)) return;
    resending.current = { request: unanswered.request, retries: 0 };
    dispatch({ type: 'resent' });
  });
  useEffect(() => {
    if (socket.connected) resendUnanswered();
  }, [socket.connected]);

  // Heard text joins the draft, for the user to read and edit before sending.
  const addSpokenText = (text: string) => {
    setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));
    setDraftIsVoice(true);
  };
  const browserSpeech = useSpeechRecognition(addSpokenText);
  const recordedSpeech = useRecordedSpeech(addSpokenText);
  // The server's transcription when it has one and this browser can record; else the browser's own recognition.
  const serverTranscribes = useServerSpeechInput(settings.voiceEnabled);
  const speech = serverTranscribes && recordedSpeech.supported ? recordedSpeech : browserSpeech;

  const selected = state.conversations.find((conversation) => conversation.id === state.selectedId) ?? null;

  // History for the category and context (spec §4): the server answers with the latest matching conversation.
  const loadContextHistory = useEffectEvent((force: boolean) => {
    if (!force && selected && sameContext(selected, category, context, language)) return;
    const load: ClientMessage = { type: 'get_conversation_history', category, ...trimmed(context), language };
    // The load after a connect is the chat's own: it waits out a pending clear's Undo window.
    if (force) deferredClear.sendWhenSettled(load);
    else deferredClear.sendAfterClear(load);
  });

  // About 1 s after each connect.
  useEffect(() => {
    if (!socket.connected) return;
    const timer = setTimeout(() => loadContextHistory(true), CHAT_HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [socket.connected]);

  // At once on a category change; 1 s after the context fields (the language too) stop changing.
  const debouncedContext = useDebouncedValue(context, CHAT_CONTEXT_DEBOUNCE_MS);
  const debouncedLanguage = useDebouncedValue(language, CHAT_CONTEXT_DEBOUNCE_MS);
  useEffect(() => {
    loadContextHistory(false);
  }, [category, debouncedContext, debouncedLanguage]);

  function openConversation(conversation: Conversation) {
    dispatch({ type: 'select', conversationId: conversation.id });
    setCategory(conversation.category);
    setContext({ niche: conversation.niche, audience: conversation.audience, budget: conversation.budget });
    setChosenLanguage(conversation.language);
    if (
      !deferredClear.sendAfterClear({
        type: 'get_conversation_history',
        conversationId: conversation.id,
        category: conversation.category,
        niche: '',
        audience: '',
        budget: '',
      })
    ) {
      toast({ variant: 'destructive', ...chatProblem('notConnected') });
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
      language,
      ...(state.selectedId ? { conversationId: state.selectedId } : {}),
      messageId,
      isVoice: draftIsVoice,
      voiceUrl: null,
      ...voice,
    };
    if (!deferredClear.sendAfterClear(request)) {
      toast({ variant: 'destructive', ...chatProblem('notConnected') });
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

  function askToClear() {
    if (!state.selectedId) {
      toast({ variant: 'destructive', ...chatProblem('noConversation') });
      return;
    }
    setConfirmingClear(true);
  }

  function clearHistory() {
    setConfirmingClear(false);
    if (!state.selectedId) return;
    if (!socket.connected) {
      toast({ variant: 'destructive', ...chatProblem('notConnected') });
      return;
    }
    deferredClear.start(state.selectedId);
  }

  function speak(message: ChatMessage) {
    if (!settings.voiceProfileId) {
      toast({ variant: 'destructive', ...chatProblem('noVoiceProfile') });
      return;
    }
    const sent = socket.send({
      type: 'generate_speech',
      text: message.content,
      voiceProfileId: settings.voiceProfileId,
      speechRate: settings.speechRate,
      messageId: message.id,
    });
    if (!sent) toast({ variant: 'destructive', ...chatProblem('speechOffline') });
  }

  async function newChat() {
    setStartingChat(true);
    try {
      const conversation = await createConversation({ category, ...trimmed(context), language });
      dispatch({ type: 'started', conversation });
      setDraft('');
    } catch {
      toast({ variant: 'destructive', ...chatProblem('newChatFailed') });
    } finally {
      setStartingChat(false);
    }
  }

  const inputDisabled = !socket.connected || state.awaiting;
  // A clear waiting out its Undo window: the conversation shows empty.
  const hidden = deferredClear.hiddenId !== null && deferredClear.hiddenId === state.selectedId;
  const messages = hidden ? [] : state.messages;

  const conversationProps = { conversations: state.conversations, selectedId: state.selectedId, onSelect: openConversation };
  const settingsButton = (
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
      <span className={wide ? undefined : 'sr-only'}>{t('header.settings')}</span>
    </Button>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      {wide && <ConversationList {...conversationProps} connected={socket.connected} />}
      <section
        aria-label={t('header.region')}
        className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6 lg:gap-4"
      >
        {/* On a phone the list is a drawer, opened by a button that names the conversation on screen;
            beside it the Live dot and Settings (as an icon), so the other buttons fit on one line. */}
        {!wide && (
          <div className="flex items-center gap-3">
            <ConversationDrawer {...conversationProps} />
            <ConnectionStatus connected={socket.connected} />
            {settingsButton}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className={wide ? 'text-lg font-semibold tracking-tight' : 'sr-only'}>{selected?.title ?? t('header.title')}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-muted-foreground">
              <SwitchButton
                label={t('header.autoPlayVoice')}
                checked={settings.autoPlay}
                onChange={(autoPlay) => setSettings((s) => ({ ...s, autoPlay }))}
              />
              {t('header.autoPlay')}
            </label>
            {/* On a phone the buttons say less (one line), and are named in full all the same. */}
            {wide && settingsButton}
            <Button type="button" variant="outline" size="sm" disabled={startingChat} onClick={() => void newChat()}>
              <Plus aria-hidden />
              {wide ? t('header.newChat') : <ShortLabel short={t('header.newChatShort')} rest={t('header.newChatRest')} />}
            </Button>
            {messages.length > 0 && (
              <Button type="button" variant="outline" size="sm" onClick={askToClear}>
                <Eraser aria-hidden />
                {wide ? t('header.clearHistory') : <ShortLabel short={t('header.clearHistoryShort')} rest={t('header.clearHistoryRest')} />}
              </Button>
            )}
          </div>
        </div>
        <Tabs value={category} onValueChange={(next) => setCategory(next as ChatCategory)} className="gap-3 lg:gap-4">
          <TabsList aria-label={t('header.categories')}>
            {chatCategories.map((id) => (
              <TabsTrigger key={id} value={id}>
                {t(`categories.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* One panel per category, as tabs need; the conversation shows in the selected one. */}
          {chatCategories.map((id) => (
            <TabsContent key={id} value={id} className="grid grid-cols-1 gap-3 lg:gap-4">
              {id === category && (
                <>
                  <ContextFields
                    value={context}
                    onChange={setContext}
                    language={language}
                    onLanguageChange={setChosenLanguage}
                    collapsible={!wide}
                  />
                  <MessageList
                    messages={messages}
                    language={selected?.language ?? language}
                    streamingText={hidden ? null : (state.streaming?.text ?? null)}
                    typing={state.typing}
                    audio={state.audio}
                    fallbacks={state.fallbacks}
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
      <ClearHistoryDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title={selected?.title ?? null}
        onConfirm={clearHistory}
      />
      {settingsLoaded && (
        <Suspense fallback={null}>
          <ChatSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings} onChange={setSettings} />
        </Suspense>
      )}
    </div>
  );
}
