import { Brain, History, Palette, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMORY_PANEL, type ImageStyle } from '@shared/catalog/images';
import type { UserPreferences } from '@shared/contracts/images';
import { cn } from '@/lib/cn';
import { chipClass, PromptChips } from './prompt-chips';

type MemoryPanelProps = {
  preferences: UserPreferences;
  style: ImageStyle;
  onPickStyle: (style: ImageStyle) => void;
  onPickPrompt: (prompt: string) => void;
};

/** 'Your Memory' (spec §2, §9): the 3 most recent favourite styles and the 2 latest prompts. */
export function MemoryPanel({ preferences, style, onPickStyle, onPickPrompt }: MemoryPanelProps) {
  const styles = preferences.favoriteStyles.slice(0, MEMORY_PANEL.styles);
  const prompts = preferences.promptHistory.slice(0, MEMORY_PANEL.prompts);
  const titleId = useId();
  const { t } = useTranslation('images');
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-accent-line bg-accent/60 p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Brain aria-hidden className="size-4 text-primary" />
        {t('memory.title')}
      </h3>
      {styles.length === 0 && prompts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('memory.empty')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {styles.length > 0 && (
            <MemoryGroup icon={Palette} title={t('memory.favoriteStylesTitle')}>
              <ul aria-label={t('memory.favoriteStylesList')} className="flex flex-wrap gap-2">
                {styles.map((favorite) => (
                  <li key={favorite}>
                    <button
                      type="button"
                      aria-pressed={favorite === style}
                      className={cn(chipClass, favorite === style ? 'border-primary bg-accent' : 'border-border bg-card')}
                      onClick={() => onPickStyle(favorite)}
                    >
                      {t(`styles.${favorite}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </MemoryGroup>
          )}
          {prompts.length > 0 && (
            <MemoryGroup icon={History} title={t('memory.recentPromptsTitle')}>
              <PromptChips
                label={t('memory.recentPromptsList')}
                prompts={prompts}
                maxChars={MEMORY_PANEL.promptChars}
                onPick={onPickPrompt}
              />
            </MemoryGroup>
          )}
        </div>
      )}
    </section>
  );
}

/** One titled group of the panel. */
function MemoryGroup({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden className="size-3.5" />
        {title}
      </h4>
      {children}
    </div>
  );
}
