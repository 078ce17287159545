import { useTranslation } from 'react-i18next';
import { themePreferences } from '@shared/catalog/themes';
import { cn } from '@/lib/cn';
import { useThemeChoice } from '../use-theme';
import { themeIcons } from './theme-switch';

/** The account page's choice of theme: three options, kept for the account on every device. */
export function AppearanceChoice() {
  const { theme, choose, error } = useThemeChoice();
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t('theme.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {themePreferences.map((option) => {
          const Icon = themeIcons[option];
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/40',
                'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60',
                theme === option && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => choose(option)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`theme.names.${option}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`theme.descriptions.${option}`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {t('theme.saveFailed')}
        </p>
      )}
    </fieldset>
  );
}
