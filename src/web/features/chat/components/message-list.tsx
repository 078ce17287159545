import { OFFLINE_WRITER_ENGINE } from '@shared/catalog/ai-engines';
import { Bot, Play, User, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnglish, type ContentLanguageTag } from '@shared/catalog/languages';
import type { ChatMessage } from '@shared/realtime';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { Markdown } from '@/components/markdown';
import { useContentLanguageName } from '@/features/scripts';
import { cn } from '@/lib/cn';
import { textEngineLabel } from '@/lib/text-engine-label';
import { formatMessageTime } from '../lib/format';
import { UseInProject } from './use-in-project';
import { VoiceAudio } from './voice-audio';
import type { EngineFallback } from '@shared/contracts/ai';

type MessageListProps = {
  messages: ChatMessage[];
  /** The conversation's language: the offline writer's replies in it say they are in English. */
  language: ContentLanguageTag;
  /** The reply being written, as far as it has arrived. */
  streamingText: string | null;
  typing: boolean;
  /** Audio made for messages, by id. */
  audio: Record<string, string>;
  /** The text model that failed, by id of the reply the offline writer wrote in its place. */
  fallbacks: Record<string, EngineFallback>;
  autoPlayId: string | null;
  voiceEnabled: boolean;
  onSpeak: (message: ChatMessage) => void;
};

/** The offline writer's engine: it writes English whatever the conversation's language. */

/**
 * The conversation (spec §2): 'You' / 'AI Assistant' with times, the streaming reply and 'AI is
 * typing...'. Each reply names the engine that wrote it and can start a project from its idea.
 */
export function MessageList({
  messages,
  language,
  streamingText,
  typing,
  audio,
  fallbacks,
  autoPlayId,
  voiceEnabled,
  onSpeak,
}: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const languageName = useContentLanguageName();
  // The offline writer does not translate: in a conversation in another language its replies say so.
  const offlineLanguageNote = isEnglish(language) ? null : t('messages.offlineLanguage', { language: languageName(language) });
  const logRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState<ReadonlySet<string>>(new Set());

  // The newest message in view: the history scrolls, the page does not (on a phone the page would
  // jump past the top of the chat each time a reply grows).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, streamingText, typing]);

  return (
    // Focusable, so the arrow keys, Page Up/Down, Home and End scroll the history from the keyboard.
    <div
      ref={logRef}
      role="log"
      aria-label={t('messages.log')}
      aria-live="polite"
      tabIndex={0}
      className="flex h-60 flex-col gap-3 overflow-y-auto rounded-xl border border-border bg-muted/30 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:h-[26rem]"
    >
      {messages.length === 0 && streamingText === null && !typing && (
        <p className="m-auto text-center text-sm text-muted-foreground">{t('messages.empty')}</p>
      )}
      {messages.map((message) => {
        const src = audio[message.id] ?? message.voiceUrl;
        const open = playing.has(message.id) || autoPlayId === message.id;
        const assistant = message.role === 'assistant';
        const fallbackFrom = assistant ? fallbacks[message.id] : undefined;
        return (
          <article
            key={message.id}
            data-testid="chat-message"
            data-role={message.role}
            className={cn(
              'grid max-w-[85%] gap-1.5 rounded-xl px-4 py-3 text-sm shadow-xs',
              assistant ? 'mr-auto bg-card' : 'ml-auto bg-primary/10',
            )}
          >
            <header className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {assistant ? <Bot aria-hidden className="size-3.5" /> : <User aria-hidden className="size-3.5" />}
              <span className="font-semibold text-foreground">{assistant ? t('messages.assistant') : t('messages.you')}</span>
              <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp, i18n.language)}</time>
              {assistant && message.engine && <Badge variant="soft">{textEngineLabel(message.engine)}</Badge>}
              {message.partial && <Badge variant="outline">{t('messages.incomplete')}</Badge>}
            </header>
            {fallbackFrom && (
              <EngineFallbackNote capability="chat" fallback={fallbackFrom} outcome={t('messages.fallbackOutcome')} className="text-xs" />
            )}
            {assistant ? (
              // Replies are Markdown, rendered as elements, never as HTML; a model can be talked into any link, so only this site's stay links.
              <Markdown
                source={message.content}
                links="same-origin"
                className="text-sm leading-relaxed sm:text-sm sm:leading-relaxed [&_blockquote]:mt-2 [&_h2]:mt-3 [&_h2]:text-base [&_h3]:mt-3 [&_h3]:text-sm [&_ol]:mt-2 [&_p]:mt-2 [&_pre]:mt-2 [&_pre]:text-xs [&_table]:mt-2 [&_ul]:mt-2"
              />
            ) : (
              <p className="whitespace-pre-wrap leading-relaxed">{message.content}</p>
            )}
            {assistant && message.engine === OFFLINE_WRITER_ENGINE && offlineLanguageNote && (
              <p data-testid="offline-language-note" className="text-xs text-muted-foreground">
                {offlineLanguageNote}
              </p>
            )}
            {(src || assistant) && (
              <div className="flex flex-wrap items-center gap-2">
                {src && !open && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('messages.playVoiceMessage')}
                    onClick={() => setPlaying((set) => new Set(set).add(message.id))}
                  >
                    <Play aria-hidden />
                    {t('messages.play')}
                  </Button>
                )}
                {assistant && voiceEnabled && (
                  <Button type="button" variant="ghost" size="sm" aria-label={t('messages.speakMessage')} onClick={() => onSpeak(message)}>
                    <Volume2 aria-hidden />
                    {t('messages.speak')}
                  </Button>
                )}
                {assistant && <UseInProject message={message} />}
              </div>
            )}
            {src && open && <VoiceAudio src={src} autoPlay />}
          </article>
        );
      })}
      {streamingText !== null && (
        <article data-testid="chat-streaming" className="mr-auto grid max-w-[85%] gap-1.5 rounded-xl bg-card px-4 py-3 text-sm shadow-xs">
          <header className="flex items-center gap-2 text-xs text-muted-foreground">
            <Bot aria-hidden className="size-3.5" />
            <span className="font-semibold text-foreground">{t('messages.assistant')}</span>
          </header>
          <p className="whitespace-pre-wrap leading-relaxed">{streamingText}</p>
        </article>
      )}
      {typing && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-current" />
            <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
          </span>
          {t('messages.typing')}
        </p>
      )}
    </div>
  );
}
