import { Crosshair, Pause, Play } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneFill } from '@shared/contracts/storyboard';
import type { TimeSpan } from '@shared/shorts-clip';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { useClipPlayback } from '../hooks/use-clip-playback';
import { cropBox, type Focus } from '../lib/clip-edits';

/** How far an arrow key moves the focus point, as a share of the picture. */
const FOCUS_STEP = 0.02;

const share = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The clip as it will play: its kept parts one after the other (the player jumps over each cut and
 * stops at the out point), with the part of the picture the short's shape keeps around the focus
 * point. Dragging on the picture (or the arrow keys on the point) moves the focus; until then it
 * follows the motion.
 */
export function ClipPreview({
  fileUrl,
  spans,
  focus,
  motionFocus,
  frameAspect,
  fill,
  onFocusChange,
}: {
  fileUrl: string;
  /** The kept parts, in seconds of the source. */
  spans: readonly TimeSpan[];
  /** The creator's focus point, or null to follow the motion. */
  focus: Focus | null;
  /** Where the motion is in the clip: the focus until the creator moves it. */
  motionFocus: Focus;
  /** The short's width ÷ height. */
  frameAspect: number;
  fill: SceneFill;
  onFocusChange: (focus: Focus | null) => void;
}) {
  const { t } = useTranslation('shorts');
  const format = useFormat();
  /** A share of the picture as the language writes a percentage (for the screen reader). */
  const spoken = (value: number) => format.number(Math.round(value * 100) / 100, { style: 'percent' });
  const picture = useRef<HTMLDivElement>(null);
  const [sourceAspect, setSourceAspect] = useState(16 / 9);
  const { video, playing, toggle, showInPoint, stopped } = useClipPlayback(spans);
  const shown = focus ?? motionFocus;

  const focusAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = picture.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onFocusChange({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };
  const moveByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    onFocusChange({ x: share(shown.x + step[0] * FOCUS_STEP), y: share(shown.y + step[1] * FOCUS_STEP) });
  };

  const box = cropBox(sourceAspect, frameAspect, shown);
  const cropping = fill === 'crop';
  return (
    <div className="grid content-start gap-2">
      <div ref={picture} className="relative overflow-hidden rounded-lg bg-black" style={{ aspectRatio: sourceAspect }}>
        <video
          ref={video}
          className="absolute inset-0 size-full"
          src={fileUrl}
          preload="metadata"
          playsInline
          aria-label={t('preview.label')}
          onLoadedMetadata={(event) => {
            const player = event.currentTarget;
            if (player.videoWidth > 0 && player.videoHeight > 0) setSourceAspect(player.videoWidth / player.videoHeight);
            showInPoint();
          }}
          onPause={stopped}
        />
        {cropping && (
          <>
            <div
              aria-hidden
              data-testid="crop-box"
              className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_100vmax_rgb(0_0_0/0.55)]"
              style={{ left: percent(box.left), top: percent(box.top), width: percent(box.width), height: percent(box.height) }}
            />
            <div
              className="absolute inset-0 cursor-crosshair touch-none"
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                focusAt(event);
              }}
              onPointerMove={(event) => {
                if (event.currentTarget.hasPointerCapture(event.pointerId)) focusAt(event);
              }}
            />
            <button
              type="button"
              // The picture under it takes the pointer: a drag may start on the point itself.
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/80 shadow focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
              style={{ left: percent(shown.x), top: percent(shown.y) }}
              aria-label={t('preview.focusPoint', { x: spoken(shown.x), y: spoken(shown.y) })}
              onKeyDown={moveByKey}
            />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button type="button" variant="outline" size="sm" onClick={() => void toggle()} disabled={spans.length === 0}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {playing ? t('preview.pause') : t('preview.play')}
        </Button>
        {cropping ? (
          focus ? (
            <>
              <span>{t('preview.focusSet')}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => onFocusChange(null)}>
                <Crosshair aria-hidden />
                {t('preview.followMotion')}
              </Button>
            </>
          ) : (
            <span className="text-muted-foreground">{t('preview.followsMotion')}</span>
          )
        ) : (
          <span className="text-muted-foreground">{t('preview.blurred')}</span>
        )}
      </div>
    </div>
  );
}
