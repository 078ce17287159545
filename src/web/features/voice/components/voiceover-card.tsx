import { AudioWaveform, Captions, Download, Mic, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { VOICEOVER_MAX_CHARS } from '@shared/catalog/scripts';
import { PROJECT_SCRIPT_MAX_CHARS, type ProjectVoiceover } from '@shared/contracts/projects';
import type { EngineFallback } from '@shared/contracts/ai';
import type { GenerateVoiceoverResponse } from '@shared/contracts/voice';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { Label } from '@/components/ui/label';
import { LoadFailed } from '@/components/ui/load-state';
import { fieldClass } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { useDeleteProjectVoiceover, useVoiceProjectScript } from '@/features/projects';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { useFormat } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download-file';
import { speechEngineLabel } from '@/lib/speech-engine-label';
import { useGenerateVoiceover } from '../api/generate-voiceover';
import { useVoices } from '../api/get-voices';
import { formatClock } from '@/lib/format-clock';
import { voiceoverFilename } from '../lib/format';
import { toastProblem, voiceProblem } from '../lib/problem';
import { voiceoverFailedTitle, voiceoverFailureMessage } from '../lib/voiceover-failure';
import { AudioPlayer } from './audio-player';

export type VoiceoverCardProps = {
  /** The script to speak (the card is shown once a script exists). */
  script: string;
  /**
   * The open project: its saved script is voiced (up to 30,000 characters) and each
   * voiceover is kept there, listed newest first. `beforeVoicing` saves what is typed first.
   */
  project?: { id: string; scriptVersion: number; voiceovers: ProjectVoiceover[]; beforeVoicing: () => Promise<boolean> };
  /**
   * The voice choice when its owner keeps it (the Script Writing tab: scripts are written at that
   * voice's pace): the chosen id, or null for the default, and what to do when another is chosen.
   * Without these the card keeps the choice itself.
   */
  voiceId?: string | null;
  onVoiceChange?: (voiceId: string) => void;
};

/** The overlay's words while the voiceover is made (spec §4: pending shows the overlay with a title and subtitle). */
const voiceoverLoading = () => ({ title: i18n.t('voice:voiceover.generating'), message: i18n.t('voice:voiceover.generatingSubtitle') });

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
export function VoiceoverCard({ script, project, voiceId: heldVoice, onVoiceChange }: VoiceoverCardProps) {
  const { t } = useTranslation('voice');
  const { number } = useFormat();
  const id = useId();
  const voices = useVoices();
  const generate = useGenerateVoiceover();
  const voiceProject = useVoiceProjectScript();
  const deleteVoiceover = useDeleteProjectVoiceover();
  const pending = generate.isPending || voiceProject.isPending;
  const { showLoading, hideLoading } = useLoadingOverlay();
  const [ownChoice, setOwnChoice] = useState<string | null>(null);
  const chosenVoice = onVoiceChange ? (heldVoice ?? null) : ownChoice;
  const setChosenVoice = onVoiceChange ?? setOwnChoice;
  const [voiceover, setVoiceover] = useState<Voiceover | null>(null);

  const list = voices.data?.voices ?? [];
  const stock = list.filter((voice) => voice.kind === 'stock');
  const profiles = list.filter((voice) => voice.kind === 'profile');
  const voiceId = list.some((voice) => voice.id === chosenVoice) ? chosenVoice : (list[0]?.id ?? null);
  const text = script.trim();
  const maxChars = project ? PROJECT_SCRIPT_MAX_CHARS : VOICEOVER_MAX_CHARS;
  const tooLong = text.length > maxChars;
  const nameOf = (id: string) => list.find((voice) => voice.id === id)?.name ?? id;
  const kept = project?.voiceovers ?? [];
  const current = !project && voiceover && voiceover.text === text ? voiceover : null;
  const deletable = (item: ProjectVoiceover) => ({
    voiceover: item,
    voiceName: nameOf(item.voiceId),
    note: item.scriptVersion === project?.scriptVersion ? undefined : t('voiceover.scriptVersion', { version: item.scriptVersion }),
    onDelete: () =>
      deleteVoiceover.mutate(
        { projectId: project!.id, voiceoverId: item.id },
        {
          onSuccess: () => toast({ title: t('voiceover.deleted'), description: t('voiceover.deletedDescription') }),
          onError: (error) =>
            toast({ variant: 'destructive', title: t('voiceover.deleteFailed'), description: voiceoverFailureMessage(error) }),
        },
      ),
  });
  const newest = kept[0] && deletable(kept[0]);
  // The answer to the voiceover just made says when eSpeak NG spoke in the set engine's place (the list does not).
  const newestFallback = voiceProject.data?.id === kept[0]?.id ? voiceProject.data?.fallbackFrom : undefined;
  const earlier = kept.slice(1).map(deletable);

  const ready = (durationSeconds: number) =>
    toast({ title: t('voiceover.generated'), description: t('voiceover.generatedDescription', { time: formatClock(durationSeconds) }) });
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: voiceoverFailedTitle(), description: voiceoverFailureMessage(error) });

  function submit() {
    if (!text) {
      toastProblem(voiceProblem('noScript'));
      return;
    }
    if (tooLong) {
      toastProblem(voiceProblem('scriptTooLong'));
      return;
    }
    showLoading(voiceoverLoading());
    const voice = voiceId ? { voice_id: voiceId } : {};
    if (project) {
      // What is typed is saved first: the server voices the project's saved script.
      void project.beforeVoicing().then((saved) => {
        if (!saved) {
          hideLoading();
          toast({
            variant: 'destructive',
            title: voiceoverFailedTitle(),
            description: t('voiceover.notSaved'),
          });
          return;
        }
        voiceProject.mutate(
          { projectId: project.id, ...voice },
          { onSuccess: (made) => ready(made.durationSeconds), onError: failed, onSettled: hideLoading },
        );
      });
      return;
    }
    generate.mutate(
      { text, ...voice },
      {
        onSuccess: (response) => {
          setVoiceover({ text, voiceName: nameOf(response.voiceId), response });
          ready(response.durationSeconds);
        },
        onError: failed,
        onSettled: hideLoading,
      },
    );
  }

  return (
    <Card role="region" aria-label={t('voiceover.title')}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <AudioWaveform aria-hidden className="size-5 text-primary" />
          {t('voiceover.title')}
        </CardTitle>
        <CardDescription>{t('voiceover.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-voice`}>{t('voiceover.voice')}</Label>
          <select
            id={`${id}-voice`}
            className={cn(fieldClass, 'h-10')}
            value={voiceId ?? ''}
            disabled={list.length === 0}
            onChange={(event) => setChosenVoice(event.target.value)}
          >
            {list.length === 0 && <option value="">{voices.isPending ? t('voiceover.loadingVoices') : t('voiceover.defaultVoice')}</option>}
            {stock.length > 0 && (
              <optgroup label={t('voiceover.stockVoices')}>
                {stock.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                  </option>
                ))}
              </optgroup>
            )}
            {profiles.length > 0 && (
              <optgroup label={t('voiceover.yourProfiles')}>
                {profiles.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {voices.isError && <LoadFailed compact message={t('voiceover.voicesFailed')} onRetry={() => void voices.refetch()} />}
          {voices.data && profiles.length === 0 && (
            <p className="text-xs text-muted-foreground">
              <Trans
                t={t}
                i18nKey="voiceover.ownVoice"
                components={{
                  setup: <Link href={pagePaths.ownerVoice} className="font-medium text-primary underline-offset-4 hover:underline" />,
                }}
              />
            </p>
          )}
        </div>

        <p data-testid="voiceover-characters" className={cn('text-xs', tooLong ? 'text-danger' : 'text-muted-foreground')}>
          {t('voiceover.characters', { used: number(text.length), max: number(maxChars) })}
        </p>

        <Button type="button" variant="brand" disabled={pending} onClick={submit}>
          <Mic aria-hidden />
          {pending ? t('voiceover.generating') : t('voiceover.generate')}
        </Button>

        {current && <VoiceoverResult voiceover={current.response} voiceName={current.voiceName} fallback={current.response.fallbackFrom} />}
        {newest && (
          <VoiceoverResult
            voiceover={newest.voiceover}
            voiceName={newest.voiceName}
            note={newest.note}
            onDelete={newest.onDelete}
            fallback={newestFallback}
          />
        )}

        {earlier.length > 0 && (
          <details className="rounded-lg border border-border p-3">
            <summary className="cursor-pointer text-sm font-medium">
              {t('voiceover.earlierCount', { number: number(earlier.length) })}
            </summary>
            <ul aria-label={t('voiceover.earlier')} className="mt-3 grid gap-4">
              {earlier.map((item) => (
                <li key={item.voiceover.id}>
                  <VoiceoverResult voiceover={item.voiceover} voiceName={item.voiceName} note={item.note} onDelete={item.onDelete} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

type PlayableVoiceover = Pick<GenerateVoiceoverResponse, 'audioUrl' | 'durationSeconds' | 'captions'> & {
  engine: GenerateVoiceoverResponse['engine'] | 'recording';
};

/** One voiceover: its player, the engine and voice that spoke it, its length, and the MP3 and subtitle downloads. */
function VoiceoverResult({
  voiceover,
  voiceName,
  note,
  onDelete,
  fallback,
}: {
  voiceover: PlayableVoiceover;
  voiceName: string;
  note?: string | undefined;
  onDelete?: (() => void) | undefined;
  /** The speech engine the settings name, when it was not used and eSpeak NG spoke instead. */
  fallback?: EngineFallback | undefined;
}) {
  const { t } = useTranslation('voice');
  return (
    <div data-testid="voiceover-result" className="grid gap-3">
      {fallback && <EngineFallbackNote capability="speech" fallback={fallback} outcome={t('voiceover.fallbackOutcome')} />}
      <AudioPlayer src={voiceover.audioUrl} label={t('voiceover.player')} durationHint={voiceover.durationSeconds} />
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="soft">{speechEngineLabel(voiceover.engine)}</Badge>
        <span>{voiceName}</span>
        <span aria-hidden>·</span>
        <span data-testid="voiceover-duration">{formatClock(voiceover.durationSeconds)}</span>
        {note && <span className="text-xs">({note})</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void downloadFile(voiceover.audioUrl, voiceoverFilename('mp3'))}>
          <Download aria-hidden />
          {t('voiceover.downloadMp3')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          title={t('voiceover.subtitlesHint')}
          onClick={() => void downloadFile(voiceover.captions.srt, voiceoverFilename('srt'))}
        >
          <Captions aria-hidden />
          {t('voiceover.downloadSubtitles')}
        </Button>
        {onDelete && (
          <Button type="button" variant="ghost" size="sm" className="text-danger" onClick={onDelete}>
            <Trash2 aria-hidden />
            {t('voiceover.delete')}
          </Button>
        )}
      </div>
    </div>
  );
}
