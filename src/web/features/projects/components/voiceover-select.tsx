import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectVoiceover } from '@shared/contracts/projects';
import { fieldClass } from '@/components/ui/select-field';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { speechEngineLabel } from '@/lib/speech-engine-label';
import { timeAgo } from '@/lib/time-ago';

/** What the Voice choice needs of a voiceover. */
export type VoiceChoice = Pick<ProjectVoiceover, 'id' | 'durationSeconds' | 'engine' | 'source' | 'voiceId' | 'createdAt'>;

/**
 * 'Your recording · 2:31 · 5 minutes ago', 'Offline voice · eSpeak NG (en-us-ava) · 0:42 · yesterday'
 * (in the interface language; call it while rendering).
 */
export function voiceoverLabel(voiceover: VoiceChoice, newest: boolean): string {
  const who =
    voiceover.source === 'narration'
      ? speechEngineLabel('recording')
      : i18n.t('projects:voiceoverSelect.engineVoice', { engine: speechEngineLabel(voiceover.engine), voice: voiceover.voiceId });
  const parts = { who, length: formatClock(voiceover.durationSeconds), when: timeAgo(voiceover.createdAt) };
  return newest ? i18n.t('projects:voiceoverSelect.optionNewest', parts) : i18n.t('projects:voiceoverSelect.option', parts);
}

export interface VoiceoverSelectProps {
  id: string;
  /** The project's voiceovers and takes, newest first. */
  voiceovers: readonly VoiceChoice[];
  value: string;
  onChange: (voiceoverId: string) => void;
  /** Shown and reachable, its note read, but not changed (a disabled select is skipped by Tab, its reason unheard). */
  locked?: boolean;
  /** Said under the choice (and read with it). */
  note: ReactNode;
}

/**
 * The video's voice: one of the project's voiceovers or the creator's own takes. The storyboard
 * and the Video panel each show it, bound to the same choice: the scenes are timed on the voice
 * the video is rendered with.
 */
export function VoiceoverSelect({ id, voiceovers, value, onChange, locked = false, note }: VoiceoverSelectProps) {
  const { t } = useTranslation('projects');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('voiceoverSelect.label')}
      </label>
      <select
        id={id}
        className={cn(fieldClass, 'h-10', locked && 'opacity-60')}
        value={value}
        aria-disabled={locked || undefined}
        onChange={(event) => {
          if (!locked) onChange(event.target.value);
        }}
        aria-describedby={`${id}-note`}
      >
        {voiceovers.map((item, index) => (
          <option key={item.id} value={item.id}>
            {voiceoverLabel(item, index === 0)}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
