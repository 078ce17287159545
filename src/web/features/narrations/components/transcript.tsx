import { Mic, Play } from 'lucide-react';
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NarrationWord } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TakeSentence } from '../lib/sentences';

export interface TranscriptProps {
  words: readonly NarrationWord[];
  sentences: readonly TakeSentence[];
  /** The word being said (−1: none). */
  currentIndex: number;
  /** A word (the playback moves there) or 'Play from here' (it moves there and plays) was chosen. */
  onSeek: (seconds: number, play?: boolean) => void;
  /** The sentence whose actions are shown (null: none). */
  selectedSentence: number | null;
  onSelectSentence: (index: number | null) => void;
  /** 'Record this line again' for the selected sentence; left out where a line cannot be recorded (the original of a compare). */
  onRecordLine?: ((sentence: TakeSentence) => void) | undefined;
}

/**
 * The script as the take says it, sentence by sentence, each word timed: the word being said is
 * highlighted (`aria-current`, `data-current`) and kept in view; clicking a word plays from it;
 * words the take does not say are struck through. Each sentence has a numbered handle: choosing it
 * offers 'Play from here' and 'Record this line again'. Not announced as it moves (aria-live off).
 */
export function Transcript({ words, sentences, currentIndex, onSeek, selectedSentence, onSelectSentence, onRecordLine }: TranscriptProps) {
  const { t } = useTranslation('narrations');
  const container = useRef<HTMLDivElement>(null);

  // The word being said stays in view inside the transcript (the page itself does not scroll).
  useEffect(() => {
    const box = container.current;
    if (!box || currentIndex < 0) return;
    const word = box.querySelector<HTMLElement>(`[data-word="${currentIndex}"]`);
    if (!word) return;
    const top = word.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - word.offsetHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [currentIndex]);

  function wordClicked(event: MouseEvent<HTMLElement>) {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-word]');
    if (!target) return;
    const word = words[Number(target.dataset.word)];
    if (word) onSeek(word.start);
  }

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('transcript.label')}
      aria-live="off"
      tabIndex={0}
      className="relative max-h-96 overflow-y-auto rounded-xl border border-border bg-card p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <ol className="grid gap-1">
        {sentences.map((sentence) => (
          <Sentence
            key={sentence.index}
            sentence={sentence}
            words={words}
            currentIndex={currentIndex >= sentence.first && currentIndex <= sentence.last ? currentIndex : -1}
            selected={selectedSentence === sentence.index}
            onSelect={onSelectSentence}
            onWordClick={wordClicked}
            onSeek={onSeek}
            onRecordLine={onRecordLine}
          />
        ))}
      </ol>
    </div>
  );
}

const Sentence = memo(function Sentence({
  sentence,
  words,
  currentIndex,
  selected,
  onSelect,
  onWordClick,
  onSeek,
  onRecordLine,
}: {
  sentence: TakeSentence;
  words: readonly NarrationWord[];
  currentIndex: number;
  selected: boolean;
  onSelect: (index: number | null) => void;
  onWordClick: (event: MouseEvent<HTMLElement>) => void;
  onSeek: (seconds: number, play?: boolean) => void;
  onRecordLine?: ((sentence: TakeSentence) => void) | undefined;
}) {
  const { t } = useTranslation('narrations');
  const number = sentence.index + 1;
  const own = words.slice(sentence.first, sentence.last + 1);
  return (
    <li
      data-sentence={sentence.index}
      className={cn('grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2 rounded-lg px-1 py-1', selected && 'bg-accent')}
    >
      <button
        type="button"
        aria-label={t('transcript.sentence', { number })}
        aria-pressed={selected}
        onClick={() => onSelect(selected ? null : sentence.index)}
        className={cn(
          'h-7 cursor-pointer rounded-md text-xs font-medium tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          selected ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
        )}
      >
        {number}
      </button>
      {/* Clicking a word plays from it (the keyboard's way is the sentence's 'Play from here'). */}
      <p className="min-w-0 cursor-pointer py-0.5 leading-7" onClick={onWordClick}>
        {own.map((word, offset) => {
          const index = sentence.first + offset;
          const current = index === currentIndex;
          return (
            <span key={index}>
              <span
                data-word={index}
                data-aligned={word.aligned}
                data-current={current || undefined}
                aria-current={current || undefined}
                title={word.aligned ? undefined : t('transcript.notFound')}
                className={cn(
                  'rounded px-0.5 transition-colors hover:bg-accent',
                  !word.aligned && 'text-muted-foreground line-through decoration-2',
                  current && 'bg-warning-soft text-foreground hover:bg-warning-soft',
                )}
              >
                {word.text}
              </span>{' '}
            </span>
          );
        })}
      </p>
      {selected && (
        <div className="col-start-2 flex flex-wrap gap-2 pt-1 pb-1">
          <Button type="button" size="sm" variant="outline" onClick={() => onSeek(words[sentence.first]?.start ?? 0, true)}>
            <Play aria-hidden />
            {t('transcript.playFromHere')}
          </Button>
          {onRecordLine && (
            <Button type="button" size="sm" variant="outline" onClick={() => onRecordLine(sentence)}>
              <Mic aria-hidden />
              {t('transcript.recordLine')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
