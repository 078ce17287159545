import { Mic, RotateCcw, Square, Upload } from 'lucide-react';
import { useRef } from 'react';
import { VOICE_SAMPLE_MIN_SECONDS } from '@shared/catalog/voice';
import { Button } from '@/components/ui/button';
import { RECORDING_UNSUPPORTED_MESSAGE, type VoiceRecorder } from '../hooks/use-voice-recorder';
import { formatClock } from '@/lib/format-clock';
import { AudioPlayer } from './audio-player';

type SampleCaptureProps = {
  recorder: VoiceRecorder;
  /** While the profile is being created the sample stays as it is. */
  disabled?: boolean;
};

/**
 * Getting a voice sample (spec §2): record from the microphone or upload an audio file; while
 * recording, 'Recording: m:ss' and Stop; then a preview player and 'Record Again'.
 */
export function SampleCapture({ recorder, disabled = false }: SampleCaptureProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { sample, status, elapsedSeconds, error, isSupported } = recorder;

  return (
    <div className="grid gap-3" data-slot="sample-capture">
      {status === 'recording' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger-line bg-danger-soft p-4">
          <p role="timer" className="flex items-center gap-2 font-medium text-danger tabular-nums">
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-600" />
            Recording: {formatClock(elapsedSeconds)}
          </p>
          <Button type="button" variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden />
            Stop Recording
          </Button>
        </div>
      ) : sample ? (
        <div className="grid gap-2">
          <AudioPlayer src={sample.url} label="Sample preview" durationHint={sample.seconds ?? undefined} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span data-testid="sample-source" className="min-w-0 truncate">
              {sample.source === 'recording' ? `Recording · ${formatClock(sample.seconds ?? 0)}` : `File · ${sample.fileName}`}
            </span>
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={recorder.discard}>
              <RotateCcw aria-hidden />
              Record Again
            </Button>
          </div>
          {sample.seconds !== null && sample.seconds < VOICE_SAMPLE_MIN_SECONDS && (
            <p className="text-sm text-warning">
              This take is shorter than {VOICE_SAMPLE_MIN_SECONDS} seconds, too short to make a profile from. Please record again.
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            type="button"
            variant="brand"
            size="lg"
            disabled={disabled || !isSupported || status === 'starting' || status === 'checking'}
            onClick={() => void recorder.start()}
          >
            <Mic aria-hidden />
            {status === 'starting' ? 'Starting...' : status === 'checking' ? 'Checking the recording...' : 'Start Recording'}
          </Button>
          <Button type="button" variant="outline" size="lg" disabled={disabled} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            Upload Audio File
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="audio/*"
            aria-label="Upload audio file"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again still counts as a choice.
              event.target.value = '';
              if (file) recorder.acceptFile(file);
            }}
          />
        </div>
      )}
      {!isSupported && !sample && <p className="text-sm text-muted-foreground">{RECORDING_UNSUPPORTED_MESSAGE}</p>}
      {error && error !== RECORDING_UNSUPPORTED_MESSAGE && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
