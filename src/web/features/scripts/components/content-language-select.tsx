import { useTranslation } from 'react-i18next';
import { contentLanguage, contentLanguageTags, type ContentLanguageTag } from '@shared/catalog/languages';
import { SelectField } from '@/components/ui/select-field';
import { useFormat } from '@/i18n/format';
import { languageOptionLabel } from '../lib/language-option-label';

/** A content language's name in the interface language ('Spanish', 'espagnol'); in English, the name a text model is told. */
export function useContentLanguageName(): (tag: ContentLanguageTag) => string {
  const { locale } = useFormat();
  const names = locale === 'en' ? null : new Intl.DisplayNames([locale], { type: 'language' });
  return (tag) => names?.of(tag) ?? contentLanguage(tag).englishName;
}

/** A content language: its own name, and its name in the interface language when that differs ('Español (Spanish)'). */
function useLanguageLabel() {
  const { t } = useTranslation('scripts');
  const languageName = useContentLanguageName();
  return (tag: ContentLanguageTag) => languageOptionLabel(contentLanguage(tag).nativeName, languageName(tag), t);
}

type ContentLanguageSelectProps = {
  id: string;
  value: ContentLanguageTag;
  onChange: (language: ContentLanguageTag) => void;
};

/** Language: the content languages a text model writes in (Script Writing's project, a chat conversation). */
export function ContentLanguageSelect({ id, value, onChange }: ContentLanguageSelectProps) {
  const { t } = useTranslation('scripts');
  const languageLabel = useLanguageLabel();
  return (
    <SelectField
      id={id}
      label={t('form.language')}
      value={value}
      options={contentLanguageTags}
      optionLabel={languageLabel}
      onChange={onChange}
    />
  );
}
