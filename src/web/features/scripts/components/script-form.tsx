import { Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  quickTemplates,
  scriptTones,
  videoLengths,
  type QuickTemplate,
  type QuickTemplateId,
  type ScriptTone,
  type VideoLength,
} from '@shared/catalog/scripts';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormCard } from '@/components/ui/form-card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { fieldClass, SelectField } from '@/components/ui/select-field';
import { toneKey, useQuickTemplateText, useScriptFormText, videoLengthKeys } from '../lib/script-form-text';
import { ContentLanguageSelect } from './content-language-select';

export interface ScriptFormValues {
  topic: string;
  videoLength: VideoLength;
  tone: ScriptTone;
  template?: QuickTemplateId;
  /** A new project's language (an open project keeps its own). */
  language?: ContentLanguageTag;
}

type ScriptFormProps = {
  values: ScriptFormValues;
  onChange: (values: ScriptFormValues) => void;
  /** The project's content language: what scripts, SEO copy and voiceovers are in. */
  language: ContentLanguageTag;
  onLanguageChange: (language: ContentLanguageTag) => void;
  onSubmit: () => void;
  isPending: boolean;
};

export function ScriptForm({ values, onChange, language, onLanguageChange, onSubmit, isPending }: ScriptFormProps) {
  const { t } = useTranslation('scripts');
  const text = useScriptFormText();
  const templateText = useQuickTemplateText();
  const id = useId();
  const topicRef = useRef<HTMLTextAreaElement>(null);
  const applyTemplate = useTemplateWithUndo(values, onChange, topicRef);
  return (
    <div className="grid gap-6">
      <FormCard title={text.title} description={text.description} onSubmit={onSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-topic`}>{text.topicLabel}</Label>
          <textarea
            ref={topicRef}
            id={`${id}-topic`}
            rows={4}
            maxLength={TOPIC_MAX_LENGTH}
            placeholder={text.topicPlaceholder}
            className={cn(fieldClass, 'resize-y')}
            value={values.topic}
            onChange={(event) => onChange({ ...values, topic: event.target.value })}
          />
        </div>
        {/* Side by side on phones too: with Language below, the Generate button stays where a phone shows it without scrolling. */}
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            id={`${id}-length`}
            label={t('form.videoLength')}
            value={values.videoLength}
            options={videoLengths.map(({ label }) => label)}
            optionLabel={(length) => t(`lengths.${videoLengthKeys[length]}`)}
            onChange={(videoLength) => onChange({ ...values, videoLength })}
          />
          <SelectField
            id={`${id}-tone`}
            label={t('form.tone')}
            value={values.tone}
            options={scriptTones}
            optionLabel={(tone) => t(`tones.${toneKey(tone)}`)}
            onChange={(tone) => onChange({ ...values, tone })}
          />
        </div>
        <ContentLanguageSelect id={`${id}-language`} value={language} onChange={onLanguageChange} />
        <Button type="submit" variant="brand" size="lg" disabled={isPending}>
          <Wand2 aria-hidden />
          {isPending ? t('form.generating') : t('form.submit')}
        </Button>
      </FormCard>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Sparkles aria-hidden className="size-5 text-primary" />
            {t('templates.title')}
          </CardTitle>
          <CardDescription>{t('templates.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="group" aria-label={t('templates.title')} className="grid grid-cols-2 gap-3">
            {quickTemplates.map((template) => {
              const selected = values.template === template.id;
              const words = templateText(template.id);
              return (
                <button
                  key={template.id}
                  type="button"
                  aria-pressed={selected}
                  title={words.description}
                  className={cn(
                    'cursor-pointer rounded-xl border p-3 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
                    selected ? 'border-primary bg-accent' : 'border-border bg-card',
                  )}
                  onClick={() => applyTemplate(template)}
                >
                  <span className="block font-semibold">{words.label}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">{words.description}</span>
                </button>
              );
            })}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** Under the 4rem sticky header, or below the screen (on phones the templates are far under the topic). */
function isOutOfView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < 64 || bottom > window.innerHeight;
}

/**
 * A Quick Template fills in the topic, but never silently over something typed: the
 * topic is brought into view, and when the template replaced a topic a toast says so and its Undo
 * puts back exactly the topic (and template) there were, keeping any other change made since.
 * Leaving the form withdraws the offer.
 */
function useTemplateWithUndo(
  values: ScriptFormValues,
  onChange: (values: ScriptFormValues) => void,
  topicRef: RefObject<HTMLTextAreaElement | null>,
) {
  const { t } = useTranslation('scripts');
  const templateText = useQuickTemplateText();
  const latest = useRef({ values, onChange });
  const offer = useRef<{ dismiss: () => void } | null>(null);
  useEffect(() => {
    latest.current = { values, onChange };
  });
  useEffect(() => () => offer.current?.dismiss(), []);

  return (template: QuickTemplate) => {
    const { topic, template: previousTemplate } = values;
    // The topic the template writes, in the interface language (the catalogue's is English).
    const words = templateText(template.id);
    onChange({ ...values, topic: words.topic, template: template.id });
    const topicField = topicRef.current;
    if (topicField && isOutOfView(topicField)) topicField.scrollIntoView?.({ block: 'center' });
    offer.current?.dismiss();
    offer.current = null;
    if (topic.trim() === '' || topic === words.topic) return;
    const undo = () => {
      const { values: now, onChange: change } = latest.current;
      const restored: ScriptFormValues = { ...now, topic };
      if (previousTemplate) restored.template = previousTemplate;
      else delete restored.template;
      change(restored);
      offer.current = null;
    };
    offer.current = toast({
      title: t('templates.insertedTitle'),
      description: t('templates.insertedDescription', { template: words.label }),
      actionButton: { label: t('templates.undo'), altText: t('templates.undoAlt'), onClick: undo },
    });
  };
}
