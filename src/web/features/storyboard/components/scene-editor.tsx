import { Combine, Scissors } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIP_VOLUME, sceneFills, sceneMotions, type StoryboardScene } from '@shared/contracts/storyboard';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { Medium } from '../hooks/use-scene-media';
import { fillLabels, motionLabels } from '../lib/labels';
import { storyboardProblemText } from '../lib/problems';
import { splitProblem, type Word } from '../lib/scenes';
import { ClipTimeline } from './clip-timeline';
import { MediumPoster } from './media-picker';
import { OptionGroup } from './option-group';
import { StudioCard, timeRange } from './scene-card';

interface SceneEditorProps {
  id: string;
  scene: StoryboardScene;
  number: number;
  last: boolean;
  /** The voiceover's words within the scene. */
  words: readonly Word[];
  medium: Medium | undefined;
  onChange: (scene: StoryboardScene) => void;
  onSplit: (word: Word) => void;
  onJoin: () => void;
}

/** One scene's editor: split at a word, join with the next, a clip's in and out points and sound, motion, fill and focus. */
export function SceneEditor({ id, scene, number, last, words, medium, onChange, onSplit, onJoin }: SceneEditorProps) {
  const { t } = useTranslation('storyboard');
  const heading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Partial<StoryboardScene>) => onChange({ ...scene, ...next });
  const clip = medium?.kind === 'video' ? medium : undefined;
  // Beside the words and choices: the clip's player when there is one (the focus point goes under the choices), else the focus point.
  const focusPoint = scene.fill === 'crop' && <FocusPoint id={`${id}-focus`} scene={scene} medium={medium} onChange={change} />;

  // Opened from a scene's 'Edit scene': the editor's heading takes the focus.
  useEffect(() => heading.current?.focus(), [scene.id]);

  function split(word: Word) {
    const refused = splitProblem(scene, word.start);
    setProblem(refused);
    if (!refused) onSplit(word);
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-5 rounded-xl border border-border bg-muted/30 p-4">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        {t('editor.heading', { number, range: timeRange(scene) })}
      </h3>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-5">
          <div className="grid gap-2">
            <h4 id={`${id}-split`} className="flex items-center gap-2 text-sm font-medium">
              <Scissors aria-hidden className="size-4" />
              {t('editor.splitTitle')}
            </h4>
            <p className="text-xs text-muted-foreground">{t('editor.splitHint')}</p>
            {words.length > 0 ? (
              <ul aria-labelledby={`${id}-split`} className="flex max-h-44 flex-wrap gap-1 overflow-y-auto p-0.5">
                {words.map((word) => {
                  const refused = splitProblem(scene, word.start) !== null;
                  return (
                    <li key={word.start}>
                      <button
                        type="button"
                        aria-disabled={refused || undefined}
                        aria-label={t('editor.splitBefore', { word: word.text })}
                        onClick={() => split(word)}
                        className={cn(
                          'cursor-pointer rounded-md border border-border bg-card px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
                          refused && 'cursor-not-allowed text-muted-foreground opacity-60 hover:bg-card',
                        )}
                      >
                        {word.text}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('editor.noWords')}</p>
            )}
            {problem && (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            )}
            <Button type="button" size="sm" variant="outline" className="justify-self-start" disabled={last} onClick={onJoin}>
              <Combine aria-hidden />
              {t('editor.join')}
            </Button>
          </div>

          <div className="grid gap-2">
            <div className="grid gap-4 sm:grid-cols-2">
              {clip ? (
                <div className="grid content-start gap-2">
                  <span className="text-sm font-medium">{t('editor.motion')}</span>
                  <p className="text-sm text-muted-foreground">{t('editor.clipMotion')}</p>
                </div>
              ) : (
                <OptionGroup
                  legend={t('editor.motion')}
                  value={scene.motion}
                  options={sceneMotions}
                  labels={motionLabels(t)}
                  onChange={(motion) => change({ motion })}
                />
              )}
              <OptionGroup
                legend={t('editor.fill')}
                value={scene.fill}
                options={sceneFills}
                labels={fillLabels(t)}
                onChange={(fill) => change({ fill })}
              />
            </div>
            <p className="text-xs text-muted-foreground">{t('editor.fillHint')}</p>
          </div>
          {clip && focusPoint}
        </div>

        <div className="grid min-w-0 content-start gap-5">
          {clip ? <ClipTrim id={`${id}-clip`} scene={scene} clip={clip} onChange={change} /> : focusPoint}
        </div>
      </div>
    </section>
  );
}

const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/** A clip's in and out points, set while it plays or typed, and its own sound under the voice. */
function ClipTrim({
  id,
  scene,
  clip,
  onChange,
}: {
  id: string;
  scene: StoryboardScene;
  clip: Medium;
  onChange: (next: Partial<StoryboardScene>) => void;
}) {
  const { t } = useTranslation('storyboard');
  const format = useFormat();
  const player = useRef<HTMLVideoElement>(null);
  const length = clip.durationSeconds ?? undefined;
  const inPoint = scene.inSeconds ?? 0;
  const outPoint = scene.outSeconds ?? length;
  const wrong = outPoint !== undefined && (outPoint <= inPoint || (length !== undefined && outPoint > length + 0.05));
  const volume = scene.clipVolume ?? CLIP_VOLUME.default;
  const volumeText = volume === 0 ? t('editor.muted') : format.number(volume / 100, { style: 'percent' });
  const seconds = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text)));
  const now = () => tenth(player.current?.currentTime ?? 0);
  const [position, setPosition] = useState(0);
  const showsTimeline = length !== undefined && length > 0 && (clip.filmstripUrl !== null || clip.waveform !== null);

  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-medium">{t('editor.clip')}</h4>
      <video
        ref={player}
        src={clip.fileUrl}
        controls
        preload="metadata"
        aria-label={t('editor.clipPlayer', { name: clip.name })}
        className="aspect-video w-full max-w-md rounded-lg bg-black"
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onSeeked={(event) => setPosition(event.currentTarget.currentTime)}
      />
      {showsTimeline && (
        <ClipTimeline
          name={clip.name}
          durationSeconds={length}
          filmstripUrl={clip.filmstripUrl}
          waveform={clip.waveform}
          inSeconds={inPoint}
          outSeconds={Math.min(outPoint ?? length, length)}
          position={position}
          onSeek={(seconds) => {
            if (player.current) player.current.currentTime = seconds;
            setPosition(seconds);
          }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => onChange({ inSeconds: now() })}>
          {t('editor.setIn')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange({ outSeconds: now() })}>
          {t('editor.setOut')}
        </Button>
      </div>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-in`}>{t('editor.inSeconds')}</Label>
          <Input
            id={`${id}-in`}
            type="number"
            inputMode="decimal"
            min={0}
            max={length}
            step={0.1}
            value={scene.inSeconds ?? ''}
            placeholder="0"
            aria-invalid={wrong || undefined}
            onChange={(event) => onChange({ inSeconds: seconds(event.target.value) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-out`}>{t('editor.outSeconds')}</Label>
          <Input
            id={`${id}-out`}
            type="number"
            inputMode="decimal"
            min={0}
            max={length}
            step={0.1}
            value={scene.outSeconds ?? ''}
            placeholder={length !== undefined ? String(tenth(length)) : t('editor.end')}
            aria-invalid={wrong || undefined}
            onChange={(event) => onChange({ outSeconds: seconds(event.target.value) })}
          />
        </div>
      </div>
      {wrong && (
        <p role="alert" className="text-sm text-danger">
          {storyboardProblemText('clipRange')}
        </p>
      )}
      <div className="grid max-w-md gap-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-volume`}>{t('editor.clipSound')}</Label>
          <output htmlFor={`${id}-volume`} className="text-sm text-muted-foreground tabular-nums">
            {volumeText}
          </output>
        </div>
        <input
          id={`${id}-volume`}
          type="range"
          min={CLIP_VOLUME.min}
          max={CLIP_VOLUME.max}
          step={5}
          value={volume}
          aria-valuetext={volumeText}
          onChange={(event) => onChange({ clipVolume: Number(event.target.value) })}
          className="w-full accent-primary"
        />
        <p className="text-xs text-muted-foreground">{t('editor.clipSoundHint')}</p>
      </div>
    </div>
  );
}

/** The point a crop keeps in view: click on the picture, or move the two sliders. */
function FocusPoint({
  id,
  scene,
  medium,
  onChange,
}: {
  id: string;
  scene: StoryboardScene;
  medium: Medium | undefined;
  onChange: (next: Partial<StoryboardScene>) => void;
}) {
  const { t } = useTranslation('storyboard');
  const format = useFormat();
  const focusId = useId();
  const focus = scene.focus ?? { x: 0.5, y: 0.5 };
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

  function pick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ focus: { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) } });
  }

  const slider = (axis: 'x' | 'y', label: string) => (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={`${id}-${axis}`}>{label}</Label>
        <output htmlFor={`${id}-${axis}`} className="text-sm text-muted-foreground tabular-nums">
          {format.number(Math.round(focus[axis] * 100) / 100, { style: 'percent' })}
        </output>
      </div>
      <input
        id={`${id}-${axis}`}
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(focus[axis] * 100)}
        onChange={(event) => onChange({ focus: { ...focus, [axis]: clamp(Number(event.target.value) / 100) } })}
        className="w-full accent-primary"
      />
    </div>
  );

  return (
    <div className="grid gap-3">
      <h4 id={focusId} className="text-sm font-medium">
        {t('editor.focusPoint')}
      </h4>
      <p className="text-xs text-muted-foreground">{t('editor.focusHint')}</p>
      <div className="grid max-w-sm gap-3">
        {/* Pointer users click the spot; the sliders below do the same from the keyboard. */}
        <div
          data-testid="focus-picture"
          onClick={pick}
          className="relative grid aspect-video cursor-crosshair place-items-center overflow-hidden rounded-lg bg-muted"
        >
          {medium ? <MediumPoster medium={medium} /> : <StudioCard />}
          <span
            aria-hidden
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/60 shadow-[0_0_0_2px_rgb(0_0_0/0.5)]"
            style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          />
        </div>
        <div role="group" aria-labelledby={focusId} className="grid gap-3 sm:grid-cols-2">
          {slider('x', t('editor.focusAcross'))}
          {slider('y', t('editor.focusDown'))}
        </div>
      </div>
    </div>
  );
}
