import { Mic, RotateCcw, Square, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_SAMPLE_MIN_SECONDS } from '@shared/catalog/voice';
import { Button } from '@/components/ui/button';
import type { VoiceRecorder } from '../hooks/use-voice-recorder';
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
  const { t } = useTranslation('voice');
  const fileInput = useRef<HTMLInputElement>(null);
  const { sample, status, elapsedSeconds, error, isSupported } = recorder;

  return (
    <div className="grid gap-3" data-slot="sample-capture">
      {status === 'recording' ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger-line bg-danger-soft p-4">
          <p role="timer" className="flex items-center gap-2 font-medium text-danger tabular-nums">
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-600" />
            {t('capture.recording', { time: formatClock(elapsedSeconds) })}
          </p>
          <Button type="button" variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden />
            {t('capture.stop')}
          </Button>
        </div>
      ) : sample ? (
        <div className="grid gap-2">
          <AudioPlayer src={sample.url} label={t('capture.preview')} durationHint={sample.seconds ?? undefined} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span data-testid="sample-source" className="min-w-0 truncate">
              {sample.source === 'recording'
                ? t('capture.recordingSource', { time: formatClock(sample.seconds ?? 0) })
                : t('capture.fileSource', { name: sample.fileName })}
            </span>
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={recorder.discard}>
              <RotateCcw aria-hidden />
              {t('capture.recordAgain')}
            </Button>
          </div>
          {sample.seconds !== null && sample.seconds < VOICE_SAMPLE_MIN_SECONDS && (
            <p className="text-sm text-warning">{t('capture.tooShort', { count: VOICE_SAMPLE_MIN_SECONDS })}</p>
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
            {status === 'starting' ? t('capture.starting') : status === 'checking' ? t('capture.checking') : t('capture.start')}
          </Button>
          <Button type="button" variant="outline" size="lg" disabled={disabled} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden />
            {t('capture.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="audio/*"
            aria-label={t('capture.uploadLabel')}
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
      {!isSupported && !sample && <p className="text-sm text-muted-foreground">{t('capture.errors.unsupported')}</p>}
      {error && error !== 'unsupported' && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t(`capture.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
