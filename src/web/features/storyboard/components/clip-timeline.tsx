import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';

interface ClipTimelineProps {
  name: string;
  durationSeconds: number;
  filmstripUrl: string | null;
  waveform: number[] | null;
  inSeconds: number;
  outSeconds: number;
  /** Where the player is. */
  position: number;
  onSeek: (seconds: number) => void;
}

/** Seconds an arrow key moves the player, and with Shift. */
const STEP = 1;
const BIG_STEP = 5;

const percent = (seconds: number, length: number) => `${(Math.min(length, Math.max(0, seconds)) / length) * 100}%`;

/** Below this loudest peak a sound is drawn at this scale, so a quiet one's shape still shows and silence stays flat. */
const QUIET_PEAK = 0.25;

/** One bar a peak, centred on the middle line, in a box 1 unit high and one unit a peak wide; the loudest peak fills it. */
function waveformPath(peaks: number[]): string {
  const scale = 1 / Math.max(QUIET_PEAK, ...peaks);
  return peaks
    .map((peak, i) => {
      const height = Math.max(0.02, peak * scale);
      return `M${i + 0.1} ${(1 - height) / 2}h0.8v${height}h-0.8z`;
    })
    .join('');
}

/**
 * A clip's filmstrip over its sound's waveform, with the part outside the in and out points shaded
 * and the player's position marked. A slider: clicking it or the arrow keys move the player.
 */
export function ClipTimeline({
  name,
  durationSeconds,
  filmstripUrl,
  waveform,
  inSeconds,
  outSeconds,
  position,
  onSeek,
}: ClipTimelineProps) {
  const { t } = useTranslation('storyboard');
  const format = useFormat();
  const tenths = (seconds: number) => format.number(seconds, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seek = (seconds: number) => onSeek(Math.min(durationSeconds, Math.max(0, Math.round(seconds * 10) / 10)));

  function click(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * durationSeconds);
  }

  function key(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const to = {
      ArrowLeft: position - step,
      ArrowDown: position - step,
      ArrowRight: position + step,
      ArrowUp: position + step,
      Home: 0,
      End: durationSeconds,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    seek(to);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('timeline.position', { name })}
      aria-valuemin={0}
      aria-valuemax={durationSeconds}
      aria-valuenow={position}
      aria-valuetext={t('timeline.value', { position: tenths(position), length: tenths(durationSeconds) })}
      onClick={click}
      onKeyDown={key}
      className="relative w-full max-w-md cursor-pointer overflow-hidden rounded-md border bg-black focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {filmstripUrl && <img src={filmstripUrl} alt="" draggable={false} className="block h-12 w-full object-fill" />}
      {waveform && waveform.length > 0 && (
        <svg
          data-testid="clip-waveform"
          viewBox={`0 0 ${waveform.length} 1`}
          preserveAspectRatio="none"
          aria-hidden
          className="block h-8 w-full bg-muted text-primary"
        >
          <path d={waveformPath(waveform)} fill="currentColor" />
        </svg>
      )}
      <div
        data-testid="before-in"
        className="absolute inset-y-0 left-0 bg-black/60"
        style={{ width: percent(inSeconds, durationSeconds) }}
      />
      <div
        data-testid="after-out"
        className="absolute inset-y-0 right-0 bg-black/60"
        style={{ width: percent(durationSeconds - outSeconds, durationSeconds) }}
      />
      <div
        aria-hidden
        className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white"
        style={{ left: percent(position, durationSeconds) }}
      />
    </div>
  );
}
