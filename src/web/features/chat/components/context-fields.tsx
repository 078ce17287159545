import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_CONTEXT_MAX_LENGTH } from '@shared/catalog/chat';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ContentLanguageSelect } from '@/features/scripts';
import { cn } from '@/lib/cn';

export type ChatContext = { niche: string; audience: string; budget: string };

/** The fields in order; their labels and examples are chat:contextFields.{key}.*. */
const fields = ['niche', 'audience', 'budget'] as const;

type ContextFieldsProps = {
  value: ChatContext;
  onChange: (next: ChatContext) => void;
  /** What a text model answers in. */
  language: ContentLanguageTag;
  onLanguageChange: (language: ContentLanguageTag) => void;
  /** On a phone the fields fold into one line that says what they hold; it opens them. */
  collapsible?: boolean;
};

/** What the context says on one line: 'Coffee · Students · $600/month', or '' when it is empty. */
export function contextSummary(context: ChatContext): string {
  return fields
    .map((key) => context[key].trim())
    .filter(Boolean)
    .join(' · ');
}

/** Niche, Target Audience and Budget, with the spec's examples as placeholders (§2), and the Language replies are written in. */
export function ContextFields({ value, onChange, language, onLanguageChange, collapsible = false }: ContextFieldsProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const inputs = (
    <div id={fieldsId} hidden={collapsible && !open} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {fields.map((key) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`chat-${key}`}>{t(`contextFields.${key}.label`)}</Label>
          <Input
            id={`chat-${key}`}
            value={value[key]}
            maxLength={CHAT_CONTEXT_MAX_LENGTH}
            placeholder={t(`contextFields.${key}.example`)}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
        </div>
      ))}
      <ContentLanguageSelect id="chat-language" value={language} onChange={onLanguageChange} />
    </div>
  );
  if (!collapsible) return inputs;

  const summary = contextSummary(value);
  return (
    <div className="grid gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((was) => !was)}
        className="flex h-10 w-full min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 text-left text-sm shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <SlidersHorizontal aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {summary ? (
          <>
            <span className="shrink-0 text-muted-foreground">{t('contextFields.summaryLabel')}</span>{' '}
            <span className="min-w-0 truncate font-medium">{summary}</span>
          </>
        ) : (
          <span className="font-medium">{t('contextFields.add')}</span>
        )}
        <ChevronDown
          aria-hidden
          className={cn('ml-auto size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      {inputs}
    </div>
  );
}
