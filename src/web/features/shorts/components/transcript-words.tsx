import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isCut, isInClip, type ClipEdit, type TranscriptWord } from '../lib/clip-edits';

/**
 * The words around a clip, to select by pointer (press and drag, Shift to extend, Ctrl or ⌘ to add
 * one) or keyboard (arrows move, Shift+arrows extend, Space selects, Delete cuts). Words outside the
 * clip are faint; cut words are struck through.
 */
export function TranscriptWords({
  words,
  from,
  to,
  edit,
  selected,
  onSelect,
  onCut,
  reveal,
}: {
  words: readonly TranscriptWord[];
  /** The index range shown, [from, to). */
  from: number;
  to: number;
  edit: ClipEdit;
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
  /** Delete or Backspace on the words: cut the selection. */
  onCut: () => void;
  /** A word to scroll into view (the first a find found). */
  reveal?: number | undefined;
}) {
  const { t } = useTranslation('shorts');
  const anchor = useRef<number | null>(null);
  const dragging = useRef(false);
  const group = useRef<HTMLDivElement>(null);
  const buttonAt = (index: number) => group.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`) ?? null;
  // The word that takes Tab focus: the last one pointed at or moved to.
  const [active, setActive] = useState<number | null>(null);
  const current = active !== null && active >= from && active < to ? active : from;

  // A find or Select fillers may have set the selection: an anchor outside it gives way to its first word.
  useEffect(() => {
    if (anchor.current !== null && !selected.has(anchor.current)) anchor.current = null;
    if (reveal !== undefined) buttonAt(reveal)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, reveal]);
  const anchorOr = (fallback: number) => {
    if (anchor.current !== null) return anchor.current;
    let first: number | undefined;
    for (const index of selected) if (first === undefined || index < first) first = index;
    return first ?? fallback;
  };
  /** The words from one index to another, within those shown: a selection never reaches words out of sight. */
  const range = (start: number, end: number) => {
    const clamp = (index: number) => Math.min(Math.max(index, from), to - 1);
    const [low, high] = start <= end ? [clamp(start), clamp(end)] : [clamp(end), clamp(start)];
    return new Set(Array.from({ length: high - low + 1 }, (_, offset) => low + offset));
  };
  const choose = (index: number, how: { extend: boolean; add: boolean }) => {
    if (how.extend && selected.size > 0) {
      anchor.current = anchorOr(index);
      onSelect(range(anchor.current, index));
    } else if (how.add) {
      const next = new Set(selected);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      anchor.current = index;
      onSelect(next);
    } else {
      anchor.current = index;
      onSelect(new Set([index]));
    }
    setActive(index);
  };
  const moveTo = (index: number, extend: boolean) => {
    const target = Math.min(Math.max(index, from), to - 1);
    setActive(target);
    buttonAt(target)?.focus();
    if (extend) {
      anchor.current = anchorOr(current);
      onSelect(range(anchor.current, target));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: from, End: to - 1 };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!, event.shiftKey);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onCut();
    }
  };

  return (
    <div
      ref={group}
      role="group"
      aria-label={t('words.label')}
      className="max-h-72 overflow-y-auto rounded-lg border bg-background p-3 leading-8 select-none"
      onPointerUp={() => (dragging.current = false)}
      onPointerLeave={() => (dragging.current = false)}
    >
      {words.slice(from, to).map((word, offset) => {
        const index = from + offset;
        const cut = isCut(word, edit.cuts);
        const inside = isInClip(word, edit);
        const state = [cut ? t('words.cut') : null, inside ? null : t('words.outside')].filter(Boolean).join(', ');
        return (
          <span key={index}>
            <button
              data-index={index}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-pressed={selected.has(index)}
              aria-label={state ? `${word.text} (${state})` : undefined}
              className={cn(
                'rounded px-0.5 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                !inside && 'text-muted-foreground/60',
                cut && 'text-danger line-through decoration-2',
                selected.has(index) && 'bg-primary/20 ring-1 ring-primary/60',
              )}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                dragging.current = true;
                choose(index, { extend: event.shiftKey, add: event.ctrlKey || event.metaKey });
              }}
              onPointerEnter={() => {
                if (dragging.current && anchor.current !== null) onSelect(range(anchor.current, index));
              }}
              // A pointer chose on press; Enter or Space (a click with no pointer) chooses here.
              onClick={(event) => {
                if (event.detail === 0) choose(index, { extend: event.shiftKey, add: event.ctrlKey || event.metaKey });
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {word.text}
            </button>
            {word.sentenceEnd ? '  ' : ' '}
          </span>
        );
      })}
    </div>
  );
}
