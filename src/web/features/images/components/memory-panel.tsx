import { Brain, History, Palette } from 'lucide-react';
import { useId } from 'react';
import { imageStyleLabel, MEMORY_PANEL, type ImageStyle } from '@shared/catalog/images';
import type { UserPreferences } from '@shared/contracts/images';
import { cn } from '@/lib/cn';
import { truncate } from '../lib/memory-text';

type MemoryPanelProps = {
  preferences: UserPreferences;
  style: ImageStyle;
  onPickStyle: (style: ImageStyle) => void;
  onPickPrompt: (prompt: string) => void;
};

export const chipClass =
  'cursor-pointer rounded-full border px-3 py-1 text-xs font-medium transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

/** 'Your Memory' (spec §2, §9): the 3 most recent favourite styles and the 2 latest prompts. */
export function MemoryPanel({ preferences, style, onPickStyle, onPickPrompt }: MemoryPanelProps) {
  const styles = preferences.favoriteStyles.slice(0, MEMORY_PANEL.styles);
  const prompts = preferences.promptHistory.slice(0, MEMORY_PANEL.prompts);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-violet-200 bg-violet-50/60 p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Brain aria-hidden className="size-4 text-primary" />
        Your Memory
      </h3>
      {styles.length === 0 && prompts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Your favorite styles and recent prompts will appear here.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {styles.length > 0 && (
            <div className="grid content-start gap-2">
              <h4 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Palette aria-hidden className="size-3.5" />
                Favorite Styles
              </h4>
              <ul aria-label="Favorite styles" className="flex flex-wrap gap-2">
                {styles.map((favorite) => (
                  <li key={favorite}>
                    <button
                      type="button"
                      aria-pressed={favorite === style}
                      className={cn(chipClass, favorite === style ? 'border-primary bg-accent' : 'border-border bg-card')}
                      onClick={() => onPickStyle(favorite)}
                    >
                      {imageStyleLabel(favorite)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {prompts.length > 0 && (
            <div className="grid content-start gap-2">
              <h4 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <History aria-hidden className="size-3.5" />
                Recent Prompts
              </h4>
              <ul aria-label="Recent prompts" className="flex flex-wrap gap-2">
                {prompts.map((prompt) => (
                  <li key={prompt}>
                    <button
                      type="button"
                      title={prompt}
                      className={cn(chipClass, 'border-border bg-card text-left')}
                      onClick={() => onPickPrompt(prompt)}
                    >
                      {truncate(prompt, MEMORY_PANEL.promptChars)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
