import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_PROFILE_DESCRIPTION_MAX_LENGTH, VOICE_PROFILE_NAME_MAX_LENGTH, VOICE_SAMPLE_TEXT_MAX_LENGTH } from '@shared/catalog/voice';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldClass } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import type { VoiceProfileDraft } from '../lib/clone-form';

type FieldsProps = {
  values: VoiceProfileDraft;
  onChange: (values: VoiceProfileDraft) => void;
  disabled?: boolean;
};

/** The passage the user reads aloud (editable; sent with the sample so the pace can be measured). */
export function SampleTextField({ values, onChange, disabled = false }: FieldsProps) {
  const { t } = useTranslation('voice');
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('fields.sampleText')}</Label>
      <textarea
        id={id}
        rows={5}
        maxLength={VOICE_SAMPLE_TEXT_MAX_LENGTH}
        disabled={disabled}
        className={cn(fieldClass, 'resize-y leading-relaxed')}
        value={values.sampleText}
        onChange={(event) => onChange({ ...values, sampleText: event.target.value })}
      />
    </div>
  );
}

/** Profile name, optional description and the consent box (spec §2, §5); `nameError` is said under the name. */
export function ProfileFields({ values, onChange, disabled = false, nameError = null }: FieldsProps & { nameError?: string | null }) {
  const { t } = useTranslation('voice');
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('fields.name')}</Label>
        <Input
          id={`${id}-name`}
          maxLength={VOICE_PROFILE_NAME_MAX_LENGTH}
          placeholder={t('fields.namePlaceholder')}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
        {nameError && (
          <p id={`${id}-name-error`} role="alert" className="text-sm font-medium text-danger">
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t('fields.description')}</Label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={VOICE_PROFILE_DESCRIPTION_MAX_LENGTH}
          placeholder={t('fields.descriptionPlaceholder')}
          disabled={disabled}
          className={cn(fieldClass, 'resize-y')}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-muted/30 p-3 text-sm leading-snug">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
          disabled={disabled}
          checked={values.consent}
          onChange={(event) => onChange({ ...values, consent: event.target.checked })}
        />
        <span>{t('fields.consent')}</span>
      </label>
    </div>
  );
}
