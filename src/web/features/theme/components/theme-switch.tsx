import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themePreferences, type ThemePreference } from '@shared/catalog/themes';
import { useThemeChoice } from '../use-theme';

export const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

const next = (theme: ThemePreference): ThemePreference =>
  themePreferences[(themePreferences.indexOf(theme) + 1) % themePreferences.length] ?? 'system';

/** The header's theme button: each press moves to the next of System, Light and Dark. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, choose } = useThemeChoice();
  const Icon = themeIcons[theme];
  const { t } = useTranslation();
  const name = t(`theme.names.${theme}`);
  return (
    <button
      type="button"
      aria-label={t('theme.switchLabel', { theme: name })}
      title={t('theme.switchTitle', { theme: name, next: t(`theme.names.${next(theme)}`) })}
      className={className}
      onClick={() => choose(next(theme))}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
