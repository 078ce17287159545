import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { FaqItem } from '../content/faq';

interface FaqListProps {
  items: FaqItem[];
  /** Prefixes the element ids, so two lists on one page never clash. */
  idPrefix: string;
  /** Shows each question's category as a label (labels only: they do not filter). */
  showCategory?: boolean;
  /** The heading level of the questions in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Questions that each expand or collapse their own answer (the WAI-ARIA disclosure pattern): each
 * question is a button with aria-expanded and aria-controls; any number can be open at once. The
 * answers are always in the markup (hidden while closed), so pre-rendered pages carry them too.
 */
export function FaqList({ items, idPrefix, showCategory = false, headingLevel = 3, className }: FaqListProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${idPrefix}-question-${item.id}`;
        const answerId = `${idPrefix}-answer-${item.id}`;
        return (
          <li
            key={item.id}
            className={cn('rounded-2xl border border-border bg-card shadow-sm transition-shadow', open && 'border-primary/30 shadow-md')}
          >
            {showCategory && (
              <div className="px-5 pt-4 sm:px-6 sm:pt-5">
                <Badge variant="soft">{item.category}</Badge>
              </div>
            )}
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
                className={cn(
                  'flex w-full cursor-pointer items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:px-6 sm:py-5',
                  showCategory && 'pt-2 sm:pt-2',
                )}
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className={cn(
                    'mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200',
                    open && 'rotate-180 text-primary',
                  )}
                />
              </button>
            </Heading>
            <div id={answerId} hidden={!open} className="px-5 pb-5 sm:px-6 sm:pb-6">
              <p className="leading-relaxed text-muted-foreground">{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
