import { AudioWaveform, Captions, Download, Mic } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { VOICEOVER_MAX_CHARS } from '@shared/catalog/scripts';
import { voiceProblems } from '@shared/catalog/voice';
import type { GenerateVoiceoverResponse } from '@shared/contracts/voice';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-state';
import { fieldClass } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { useLoadingOverlay } from '@/features/workspace';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download-file';
import { speechEngineLabel } from '@/lib/speech-engine-label';
import { useGenerateVoiceover } from '../api/generate-voiceover';
import { useVoices } from '../api/get-voices';
import { formatClock } from '@/lib/format-clock';
import { voiceoverFilename } from '../lib/format';
import { toastProblem } from '../lib/problem';
import { VOICEOVER_FAILED_TITLE, voiceoverFailureMessage } from '../lib/voiceover-failure';
import { AudioPlayer } from './audio-player';

export type VoiceoverCardProps = {
  /** The script to speak (the card is shown once a script exists). */
  script: string;
};

/** The overlay's words while the voiceover is made (spec §4: pending shows the overlay with a title and subtitle). */
export const VOICEOVER_LOADING = { title: 'Generating Voiceover...', message: 'Turning your script into speech' };

const numberFormat = new Intl.NumberFormat('en-US');

interface Voiceover {
  /** The script text it speaks: a new script hides an old voiceover. */
  text: string;
  voiceName: string;
  response: GenerateVoiceoverResponse;
}

/**
 * The Script Writing tab's voiceover card (spec §2): a voice (stock voices first, the first the
 * default, then the user's profiles), Generate Voiceover, then the player, the engine that spoke,
 * the length, and MP3 and subtitle downloads.
 */
export function VoiceoverCard({ script }: VoiceoverCardProps) {
  const id = useId();
  const voices = useVoices();
  const generate = useGenerateVoiceover();
  const { showLoading, hideLoading } = useLoadingOverlay();
  const [chosenVoice, setChosenVoice] = useState<string | null>(null);
  const [voiceover, setVoiceover] = useState<Voiceover | null>(null);

  const list = voices.data?.voices ?? [];
  const stock = list.filter((voice) => voice.kind === 'stock');
  const profiles = list.filter((voice) => voice.kind === 'profile');
  const voiceId = list.some((voice) => voice.id === chosenVoice) ? chosenVoice : (list[0]?.id ?? null);
  const text = script.trim();
  const tooLong = text.length > VOICEOVER_MAX_CHARS;
  const current = voiceover && voiceover.text === text ? voiceover : null;

  function submit() {
    if (!text) {
      toastProblem(voiceProblems.noScript);
      return;
    }
    if (tooLong) {
      toastProblem(voiceProblems.scriptTooLong);
      return;
    }
    showLoading(VOICEOVER_LOADING);
    generate.mutate(
      { text, ...(voiceId ? { voice_id: voiceId } : {}) },
      {
        onSuccess: (response) => {
          const voiceName = list.find((voice) => voice.id === response.voiceId)?.name ?? response.voiceId;
          setVoiceover({ text, voiceName, response });
          toast({
            title: 'Voiceover Generated!',
            description: `Your ${formatClock(response.durationSeconds)} voiceover is ready.`,
          });
        },
        onError: (error) => toast({ variant: 'destructive', title: VOICEOVER_FAILED_TITLE, description: voiceoverFailureMessage(error) }),
        onSettled: hideLoading,
      },
    );
  }

  return (
    <Card role="region" aria-label="AI Voiceover">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <AudioWaveform aria-hidden className="size-5 text-primary" />
          AI Voiceover
        </CardTitle>
        <CardDescription>Turn your script into narration you can play and download.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-voice`}>Voice</Label>
          <select
            id={`${id}-voice`}
            className={cn(fieldClass, 'h-10')}
            value={voiceId ?? ''}
            disabled={list.length === 0}
            onChange={(event) => setChosenVoice(event.target.value)}
          >
            {list.length === 0 && <option value="">{voices.isPending ? 'Loading voices...' : 'Default voice'}</option>}
            {stock.length > 0 && (
              <optgroup label="Stock voices">
                {stock.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                  </option>
                ))}
              </optgroup>
            )}
            {profiles.length > 0 && (
              <optgroup label="Your voice profiles">
                {profiles.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {voices.isError && (
            <LoadFailed
              compact
              message="Failed to load the voice list. The default voice will be used."
              onRetry={() => void voices.refetch()}
            />
          )}
          {voices.data && profiles.length === 0 && (
            <p className="text-xs text-muted-foreground">
              Want it in your own voice?{' '}
              <Link href={pagePaths.ownerVoice} className="font-medium text-primary underline-offset-4 hover:underline">
                Create a voice profile
              </Link>
            </p>
          )}
        </div>

        <p data-testid="voiceover-characters" className={cn('text-xs', tooLong ? 'text-red-700' : 'text-muted-foreground')}>
          {numberFormat.format(text.length)} of {numberFormat.format(VOICEOVER_MAX_CHARS)} characters
        </p>

        <Button type="button" variant="brand" disabled={generate.isPending} onClick={submit}>
          <Mic aria-hidden />
          {generate.isPending ? 'Generating Voiceover...' : 'Generate Voiceover'}
        </Button>

        {current && (
          <div data-testid="voiceover-result" className="grid gap-3">
            <AudioPlayer src={current.response.audioUrl} label="Voiceover" durationHint={current.response.durationSeconds} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="soft">{speechEngineLabel(current.response.engine)}</Badge>
              <span>{current.voiceName}</span>
              <span aria-hidden>·</span>
              <span data-testid="voiceover-duration">{formatClock(current.response.durationSeconds)}</span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void downloadFile(current.response.audioUrl, voiceoverFilename('mp3'))}
              >
                <Download aria-hidden />
                Download MP3
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                title="SubRip subtitles (.srt)"
                onClick={() => void downloadFile(current.response.captions.srt, voiceoverFilename('srt'))}
              >
                <Captions aria-hidden />
                Download subtitles
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label="Download subtitles (WebVTT)"
                title="WebVTT subtitles (.vtt)"
                onClick={() => void downloadFile(current.response.captions.vtt, voiceoverFilename('vtt'))}
              >
                .vtt
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
