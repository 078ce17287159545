import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { interfaceLocales, isInterfaceLocale, localeNames } from '@shared/i18n/locales';
import { cn } from '@/lib/cn';
import { useLocaleChoice } from '../use-locale';

/**
 * The interface language as a native select (keyboard and screen readers get the platform's own
 * control). `compact` (a header): the language's code shows, the select lies over it unseen.
 */
export function LanguageSwitch({
  className,
  compact = false,
  'aria-describedby': describedBy,
}: {
  className?: string;
  compact?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation();
  const { locale, choose, saving } = useLocaleChoice();
  return (
    <label
      className={cn(
        'relative inline-flex items-center gap-1.5 rounded-md text-sm',
        // The select is unseen in the compact form: its focus shows on the label.
        compact && 'has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-ring',
        className,
      )}
      title={t('language.label')}
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span className={compact ? 'sr-only' : 'font-medium'}>{t('language.label')}</span>
      {compact && (
        <span aria-hidden className="text-xs font-semibold uppercase">
          {locale.split('-')[0]}
        </span>
      )}
      <select
        aria-describedby={describedBy}
        value={locale}
        disabled={saving}
        onChange={(event) => {
          if (isInterfaceLocale(event.target.value)) void choose(event.target.value);
        }}
        className={cn(
          'cursor-pointer rounded-md bg-transparent text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          compact ? 'absolute inset-0 size-full opacity-0' : 'py-1 pr-1',
        )}
      >
        {interfaceLocales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
