import { Monitor, Moon, Sun } from 'lucide-react';
import { themePreferences, type ThemePreference } from '@shared/contracts/auth';
import { themeLabels } from '../theme';
import { useThemeChoice } from '../use-theme';

export const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

const next = (theme: ThemePreference): ThemePreference =>
  themePreferences[(themePreferences.indexOf(theme) + 1) % themePreferences.length] ?? 'system';

/** The header's theme button: each press moves to the next of System, Light and Dark. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, choose } = useThemeChoice();
  const Icon = themeIcons[theme];
  return (
    <button
      type="button"
      aria-label={`Theme: ${themeLabels[theme]}`}
      title={`Theme: ${themeLabels[theme]}. Press for ${themeLabels[next(theme)]}.`}
      className={className}
      onClick={() => choose(next(theme))}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
