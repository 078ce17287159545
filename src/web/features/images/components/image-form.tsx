import { Sparkles, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  aspectRatios,
  colorPalettes,
  compositionOptions,
  IMAGE_COUNT,
  IMAGE_PROMPT_MAX_LENGTH,
  imageQualities,
  imageStyleIds,
  lightingOptions,
  type AspectRatio,
  type ColorPalette,
  type Composition,
  type ImageQuality,
  type ImageStyle,
  type Lighting,
} from '@shared/catalog/images';
import type { UserPreferences } from '@shared/contracts/images';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { Label } from '@/components/ui/label';
import { fieldClass, SelectField } from '@/components/ui/select-field';
import { UpgradeButton } from '@/features/billing';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { usageNote } from '../lib/memory-text';
import { MemoryPanel } from './memory-panel';
import { PromptSuggestions } from './prompt-suggestions';

export interface ImageFormValues {
  prompt: string;
  style: ImageStyle;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  lighting: Lighting;
  composition: Composition;
  colorPalette: ColorPalette;
  count: number;
}

type ImageFormProps = {
  values: ImageFormValues;
  onChange: (patch: Partial<ImageFormValues>) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** The user's memory, once it has loaded. */
  preferences: UserPreferences | null;
  /** The prompt the engine drew the last result from. */
  enhancedPrompt: string | null;
};

function styleOptionLabel(t: TFunction<'images'>, style: ImageStyle, preferences: UserPreferences | null): string {
  const note = usageNote(preferences?.styleUsageCount[style]);
  return note ? t('form.styleWithUsage', { style: t(`styles.${style}`), usage: note }) : t(`styles.${style}`);
}

type AutoEnhancedProps = { enhancedPrompt: string | null; open: boolean; onToggle: () => void; panelId: string };

/** The prompt's 'Auto-Enhanced' badge; after a generation it shows or hides the enhanced prompt. */
function AutoEnhanced({ enhancedPrompt, open, onToggle, panelId }: AutoEnhancedProps) {
  const { t } = useTranslation('images');
  const badge = (
    <Badge variant="soft">
      <Sparkles aria-hidden />
      {t('form.autoEnhanced')}
    </Badge>
  );
  if (!enhancedPrompt) {
    return <span title={t('form.autoEnhancedHint')}>{badge}</span>;
  }
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      title={open ? t('form.hideEnhanced') : t('form.showEnhanced')}
      className="cursor-pointer rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      onClick={onToggle}
    >
      {badge}
    </button>
  );
}

export function ImageForm({ values, onChange, onSubmit, isPending, preferences, enhancedPrompt }: ImageFormProps) {
  const { t } = useTranslation('images');
  const format = useFormat();
  const id = useId();
  const [enhancedOpen, setEnhancedOpen] = useState(false);
  const hasPrompt = values.prompt.trim() !== '';
  return (
    <FormCard title={t('form.title')} description={t('form.description')} className="gap-5" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-prompt`}>{t('form.promptLabel')}</Label>
          <AutoEnhanced
            enhancedPrompt={enhancedPrompt}
            open={enhancedOpen}
            onToggle={() => setEnhancedOpen((shown) => !shown)}
            panelId={`${id}-enhanced`}
          />
        </div>
        <textarea
          id={`${id}-prompt`}
          rows={4}
          maxLength={IMAGE_PROMPT_MAX_LENGTH}
          placeholder={t('form.promptPlaceholder')}
          className={cn(fieldClass, 'resize-y')}
          value={values.prompt}
          onChange={(event) => onChange({ prompt: event.target.value })}
        />
        {enhancedPrompt && (
          <div
            id={`${id}-enhanced`}
            hidden={!enhancedOpen}
            role="region"
            aria-label={t('form.enhancedPrompt')}
            className="rounded-lg border border-accent-line bg-accent/60 p-3 text-sm"
          >
            <p className="font-medium">{t('form.enhancedPrompt')}</p>
            <p data-testid="enhanced-prompt" className="mt-1 text-muted-foreground">
              {enhancedPrompt}
            </p>
          </div>
        )}
      </div>

      {preferences && (
        <MemoryPanel
          preferences={preferences}
          style={values.style}
          onPickStyle={(style) => onChange({ style })}
          onPickPrompt={(prompt) => onChange({ prompt })}
        />
      )}

      <PromptSuggestions prompt={values.prompt} onPick={(prompt) => onChange({ prompt })} />

      <SelectField
        id={`${id}-style`}
        label={t('form.styleLabel')}
        value={values.style}
        options={imageStyleIds}
        optionLabel={(style) => styleOptionLabel(t, style, preferences)}
        onChange={(style) => onChange({ style })}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold">{t('form.professionalControls')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-aspect`}
            label={t('form.aspectRatio')}
            value={values.aspectRatio}
            options={aspectRatios}
            onChange={(aspectRatio) => onChange({ aspectRatio })}
          />
          <SelectField
            id={`${id}-quality`}
            label={t('form.quality')}
            value={values.quality}
            options={imageQualities}
            optionLabel={(quality) => t(`qualities.${quality}`)}
            onChange={(quality) => onChange({ quality })}
          />
          <SelectField
            id={`${id}-lighting`}
            label={t('form.lighting')}
            value={values.lighting}
            options={lightingOptions}
            optionLabel={(lighting) => t(`lightings.${lighting}`)}
            onChange={(lighting) => onChange({ lighting })}
          />
          <SelectField
            id={`${id}-composition`}
            label={t('form.composition')}
            value={values.composition}
            options={compositionOptions}
            optionLabel={(composition) => t(`compositions.${composition}`)}
            onChange={(composition) => onChange({ composition })}
          />
          <SelectField
            id={`${id}-palette`}
            label={t('form.colorPalette')}
            value={values.colorPalette}
            options={colorPalettes}
            optionLabel={(palette) => t(`palettes.${palette}`)}
            onChange={(colorPalette) => onChange({ colorPalette })}
          />
        </div>
      </fieldset>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-count`}>{t('form.imageCount')}</Label>
          <output
            htmlFor={`${id}-count`}
            data-testid="image-count-value"
            className="rounded-md bg-accent px-2 py-0.5 text-sm font-semibold tabular-nums"
          >
            {format.number(values.count)}
          </output>
        </div>
        <input
          id={`${id}-count`}
          type="range"
          min={IMAGE_COUNT.min}
          max={IMAGE_COUNT.max}
          step={1}
          value={values.count}
          aria-valuetext={t('form.imageCountValue', { count: values.count })}
          className="w-full cursor-pointer accent-violet-600"
          onChange={(event) => onChange({ count: Number(event.target.value) })}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="brand"
          size="lg"
          disabled={isPending}
          aria-disabled={hasPrompt ? undefined : true}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <Wand2 aria-hidden />
          {isPending ? t('form.generating') : t('form.submit')}
        </Button>
        <UpgradeButton variant="inline" size="md" />
      </div>
    </FormCard>
  );
}
