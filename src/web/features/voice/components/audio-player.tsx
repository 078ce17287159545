import { Pause, Play, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_LOAD_TIMEOUT_MS } from '@shared/catalog/voice';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { audioLoadFailed, mediaErrorMessage, playbackFailed, type AudioMessageId } from '../lib/audio-errors';
import { formatClock } from '@/lib/format-clock';

export type AudioPlayerProps = {
  /** The audio's address (a /files/… URL or a blob: URL). A new src starts a fresh player. */
  src: string;
  /** The player's accessible name: 'Voiceover', 'Sample preview', 'Voice message' (default: 'Audio player'). */
  label?: string;
  /** The length to show while the file does not state one (live recordings in some browsers). */
  durationHint?: number;
  /** Starts playing as soon as the audio can play; a browser that blocks it gets a 'press play' notice, not an error. */
  autoPlay?: boolean;
  /** Called when playback reaches the end. */
  onEnded?: () => void;
  /**
   * Given the <audio> element while it is shown, for a caller that follows or moves the playback
   * (a transcript that highlights the word being said, a compare that keeps the position).
   */
  mediaRef?: (audio: HTMLAudioElement | null) => void;
  className?: string;
};

// HTMLMediaElement states (HTML standard).
const HAVE_METADATA = 1;
const NETWORK_IDLE = 1;

/**
 * A native <audio> with its own controls (spec §2): play/pause, a seek slider (step 0.1 s), volume
 * 0–100 with mute, and the current time over the length. A file that has not loaded within 10 s,
 * or that fails to load, shows the spec's message (§8) with 'Try Again' and an 'Audio Loading Error'
 * toast; a failed play() shows 'Playback Error'.
 */
export function AudioPlayer(props: AudioPlayerProps) {
  return <Player key={props.src} {...props} />;
}

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

function Player({ src, label, durationHint, autoPlay = false, onEnded, mediaRef, className }: AudioPlayerProps) {
  const { t } = useTranslation('voice');
  const { number } = useFormat();
  const audioRef = useRef<HTMLAudioElement>(null);
  const attachAudio = useCallback(
    (node: HTMLAudioElement | null) => {
      audioRef.current = node;
      mediaRef?.(node);
    },
    [mediaRef],
  );
  const playRequested = useRef(false);
  const autoPlayed = useRef(false);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  // Restarts the load timer (Try Again, or play pressed on a file the browser had not started loading).
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [volume, setVolume] = useState(100);
  const [muted, setMuted] = useState(false);
  const [message, setMessage] = useState<AudioMessageId | null>(null);

  const duration = mediaDuration ?? (durationHint && durationHint > 0 ? durationHint : 0);

  function loadFailed(reason: AudioMessageId) {
    setPhase('error');
    setPlaying(false);
    setMessage(reason);
    const failed = audioLoadFailed();
    toast({ variant: 'destructive', title: failed.title, description: failed.message });
  }

  function readDuration(audio: HTMLAudioElement) {
    if (Number.isFinite(audio.duration) && audio.duration > 0) setMediaDuration(audio.duration);
  }

  const onLoadTimeout = useEffectEvent(() => {
    const audio = audioRef.current;
    if (audio && audio.readyState >= HAVE_METADATA) {
      setPhase('ready');
      return;
    }
    // A browser that loads nothing until play is pressed (preload ignored) is waiting, not failing.
    if (audio && audio.networkState === NETWORK_IDLE && !playRequested.current) return;
    loadFailed('loadTimeout');
  });

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setTimeout(onLoadTimeout, AUDIO_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase, attempt]);

  async function play() {
    const audio = audioRef.current;
    if (!audio) return;
    if (!playRequested.current && phase === 'loading') setAttempt((count) => count + 1);
    playRequested.current = true;
    setMessage((current) => (current === 'needsInteraction' ? null : current));
    try {
      await audio.play();
    } catch (error) {
      const name = errorName(error);
      // Interrupted by pause() or a new load: nothing went wrong.
      if (name === 'AbortError') return;
      if (name === 'NotAllowedError') {
        setMessage('needsInteraction');
        return;
      }
      setPlaying(false);
      const failed = playbackFailed();
      toast({ variant: 'destructive', title: failed.title, description: failed.message });
    }
  }

  function togglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing && !audio.paused) audio.pause();
    else void play();
  }

  function retry() {
    setMessage(null);
    setPhase('loading');
    setAttempt((count) => count + 1);
    audioRef.current?.load();
  }

  function seek(seconds: number) {
    const audio = audioRef.current;
    if (audio) audio.currentTime = seconds;
    setCurrentTime(seconds);
  }

  function changeVolume(percent: number) {
    const audio = audioRef.current;
    if (audio) audio.volume = percent / 100;
    setVolume(percent);
    if (percent > 0) setMuted(false);
  }

  const shownVolume = muted ? 0 : volume;
  const failed = phase === 'error';

  return (
    <div
      role="group"
      aria-label={label ?? t('player.label')}
      data-slot="audio-player"
      className={cn('grid gap-2 rounded-xl border border-border bg-muted/30 p-3', className)}
    >
      <audio
        ref={attachAudio}
        src={src}
        preload="metadata"
        muted={muted}
        onLoadedMetadata={(event) => {
          setPhase('ready');
          readDuration(event.currentTarget);
        }}
        onDurationChange={(event) => readDuration(event.currentTarget)}
        onCanPlay={() => {
          setPhase((current) => (current === 'loading' ? 'ready' : current));
          // Auto-play starts once there is something to play, and only the first time.
          if (autoPlay && !autoPlayed.current) {
            autoPlayed.current = true;
            void play();
          }
        }}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          onEnded?.();
        }}
        onError={(event) => loadFailed(mediaErrorMessage(event.currentTarget.error?.code))}
      />
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="brand"
          size="icon"
          className="rounded-full"
          aria-label={playing ? t('player.pause') : t('player.play')}
          disabled={failed}
          onClick={togglePlay}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <input
          type="range"
          aria-label={t('player.seek')}
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(currentTime, duration)}
          aria-valuetext={t('player.seekValue', { current: formatClock(currentTime), total: formatClock(duration) })}
          disabled={failed || duration === 0}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed"
          onChange={(event) => seek(Number(event.target.value))}
        />
        <span data-testid="audio-time" className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {formatClock(currentTime)} / {formatClock(duration)}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={muted ? t('player.unmute') : t('player.mute')}
          onClick={() => setMuted((current) => !current)}
        >
          {shownVolume === 0 ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <input
          type="range"
          aria-label={t('player.volume')}
          min={0}
          max={100}
          step={1}
          value={shownVolume}
          aria-valuetext={number(shownVolume / 100, { style: 'percent' })}
          className="h-2 w-28 cursor-pointer accent-primary"
          onChange={(event) => changeVolume(Number(event.target.value))}
        />
      </div>
      {message && (
        <div
          role={failed ? 'alert' : 'status'}
          className={cn('flex flex-wrap items-center justify-between gap-2 text-sm', failed ? 'text-danger' : 'text-muted-foreground')}
        >
          <span>{t(`player.messages.${message}`)}</span>
          {failed && (
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              <RotateCw aria-hidden />
              {t('player.tryAgain')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
