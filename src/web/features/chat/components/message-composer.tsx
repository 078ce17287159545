import { Loader2, Mic, MicOff, Send, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/catalog/chat';
import { Button } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/select-field';
import { formatClock } from '@/lib/format-clock';
import type { SpeechInput } from '../hooks/use-speech-recognition';
import { cn } from '@/lib/cn';

type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Offline, or a reply is awaited. */
  disabled: boolean;
  /** The microphone shows only with voice on. */
  voiceEnabled: boolean;
  speech: SpeechInput;
};

/** The message box's id, for focusing it from elsewhere in the chat. */
export const MESSAGE_BOX_ID = 'chat-message';

/** The message box, the microphone (voice on) and Send. Enter sends; Shift+Enter starts a new line. */
export function MessageComposer({ value, onChange, onSend, disabled, voiceEnabled, speech }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const unsupported = t('composer.speechUnsupported');
  // The box is disabled while a reply is awaited, which takes the focus away: give it back after.
  const input = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!disabled && hadFocus.current) input.current?.focus();
    if (!disabled) hadFocus.current = false;
  }, [disabled]);
  const send = () => {
    hadFocus.current = document.activeElement === input.current;
    onSend();
  };

  return (
    <div className="grid gap-2">
      {speech.recording && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-danger">
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-600" />
          {t('composer.recording', { time: formatClock(speech.seconds) })}
        </p>
      )}
      {speech.transcribing && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('composer.transcribing')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          ref={input}
          id={MESSAGE_BOX_ID}
          aria-label={t('composer.message')}
          rows={2}
          value={value}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          disabled={disabled}
          placeholder={t('composer.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className={cn(fieldClass, 'min-h-11 flex-1 resize-none')}
        />
        {voiceEnabled &&
          (speech.supported ? (
            <Button
              type="button"
              variant={speech.recording ? 'destructive' : 'outline'}
              size="icon"
              aria-label={speech.recording ? t('composer.stopRecording') : t('composer.startVoiceInput')}
              disabled={(disabled && !speech.recording) || speech.transcribing}
              onClick={speech.recording ? speech.stop : speech.start}
            >
              {speech.recording ? <Square aria-hidden /> : <Mic aria-hidden />}
            </Button>
          ) : (
            <span title={unsupported}>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('composer.voiceInputUnavailable')}
                aria-describedby="chat-speech-unsupported"
                disabled
              >
                <MicOff aria-hidden />
              </Button>
              <span id="chat-speech-unsupported" className="sr-only">
                {unsupported}
              </span>
            </span>
          ))}
        <Button
          type="button"
          size="icon"
          aria-label={t('composer.send')}
          disabled={disabled || value.trim() === ''}
          onClick={() => {
            // After a click on Send the typing goes on in the box.
            hadFocus.current = true;
            onSend();
          }}
        >
          <Send aria-hidden />
        </Button>
      </div>
    </div>
  );
}
