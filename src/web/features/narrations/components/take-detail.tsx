import { Captions, FileText, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Narration, NarrationSummary, NarrationWord } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { AudioPlayer } from '@/features/voice';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download-file';
import { useFollowTake } from '../api/follow-take';
import { useNarration } from '../api/get-narration';
import { useRecordLine } from '../api/record-line';
import { usePlaybackWord } from '../hooks/use-playback-word';
import { moveMedia, playMedia, whenMediaLoaded } from '../lib/media';
import { editLabel, narrationFailureMessage } from '../lib/narration-text';
import { sentencesOf, sentenceText, wordAt, type TakeSentence } from '../lib/sentences';
import { CleanupForm } from './cleanup-form';
import { RecorderDialog } from './recorder-dialog';
import { Transcript } from './transcript';

export interface TakeDetailProps {
  take: NarrationSummary;
  name: string;
  /** The take this version was made from, when it is ready: offered as 'Original' in the compare. */
  parent: { take: NarrationSummary; name: string } | null;
  /** The text of the script version the take reads, when the panel has it (sentences then end at its lines too). */
  script: string | null;
  /** A clean-up or a re-recorded line made a new version. */
  onVersionMade: (version: Narration) => void;
}

interface PendingPosition {
  wordIndex: number;
  /** Seconds into that word, or the time itself when no word was being said. */
  offset: number;
  time: number;
  play: boolean;
}

/**
 * The take being listened to: the studio's player, the caption downloads, a notice for the parts of
 * the script it leaves out (and the offer to update the script to match), the transcript with the
 * word being said highlighted, the clean-up form and the line recorder. A version can be compared
 * with the take it was made from: 'Original' and the version switch the player at the same word.
 */
export function TakeDetail({ take, name, parent, script, onVersionMade }: TakeDetailProps) {
  const { t } = useTranslation('narrations');
  const id = useId();
  const [side, setSide] = useState<'version' | 'original'>('version');
  const comparing = side === 'original' && parent !== null;
  const full = useNarration(take);
  const original = useNarration(parent?.take ?? null, { enabled: comparing });
  const source = comparing ? original : full;
  const shown = source.data ?? null;
  const words = useMemo<readonly NarrationWord[]>(() => shown?.words ?? [], [shown]);
  const sentences = useMemo(() => sentencesOf(words, script), [words, script]);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const { index, seek } = usePlaybackWord(audio, words);
  const [selectedSentence, setSelectedSentence] = useState<number | null>(null);
  const [lineToRecord, setLineToRecord] = useState<TakeSentence | null>(null);
  const recordLine = useRecordLine();
  const follow = useFollowTake();
  const [followProblem, setFollowProblem] = useState<string | null>(null);
  const pending = useRef<PendingPosition | null>(null);

  const missingWords = words.filter((word) => !word.aligned).length;
  const sentencesWithGaps = sentences.filter((sentence) => words.slice(sentence.first, sentence.last + 1).some((word) => !word.aligned));
  const sentencesLeftOut = sentences.filter((sentence) => words.slice(sentence.first, sentence.last + 1).every((word) => !word.aligned));

  const versionLabel = take.edit.kind === 'line' ? t('detail.newLine') : t('detail.cleaned');

  /** Switches the compare, keeping the word being said (same word, same point in it) and whether it plays. */
  function choose(next: 'version' | 'original') {
    if (next === side) return;
    const time = audio?.currentTime ?? 0;
    const wordIndex = wordAt(words, time);
    pending.current = {
      wordIndex,
      offset: wordIndex >= 0 ? time - words[wordIndex]!.start : time,
      time,
      play: audio ? !audio.paused : false,
    };
    setSide(next);
  }

  /** The other side of the compare starts where the last one was: the same word, the same point in it. */
  const resume = useEffectEvent((media: HTMLAudioElement) => {
    const position = pending.current;
    if (!position) return;
    pending.current = null;
    const target = position.wordIndex >= 0 ? words[position.wordIndex] : undefined;
    moveMedia(media, target ? target.start + position.offset : position.time);
    if (position.play) playMedia(media);
  });

  // Once the other side's audio and words are in.
  const shownId = shown?.id ?? null;
  const wantedId = comparing ? (parent?.take.id ?? null) : take.id;
  useEffect(() => {
    if (!audio || shownId === null || shownId !== wantedId || !pending.current) return;
    return whenMediaLoaded(audio, () => resume(audio));
  }, [audio, shownId, wantedId]);

  const seekTo = useCallback(
    (seconds: number, play = false) => {
      seek(seconds);
      if (play && audio) playMedia(audio);
    },
    [seek, audio],
  );

  function followScript() {
    setFollowProblem(null);
    follow.mutate(take.id, {
      onSuccess: () => toast({ title: t('detail.followedToast.title'), description: t('detail.followedToast.description') }),
      onError: (error) => setFollowProblem(narrationFailureMessage(error)),
    });
  }

  const captions = shown?.captions ?? null;
  const fileBase = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-primary/30 p-3 sm:p-4"
      data-testid="take-detail"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">{editLabel(take.edit)}</p>
      </div>

      {parent && (
        <div className="grid gap-2">
          <div role="group" aria-label={t('detail.compare')} className="inline-flex w-fit rounded-lg border border-border p-0.5">
            {(['original', 'version'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={side === option}
                onClick={() => choose(option)}
                className={cn(
                  'h-8 cursor-pointer rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  side === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
                )}
              >
                {option === 'original' ? t('detail.original') : versionLabel}
              </button>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('detail.compareNote', { name: parent.name })}</p>
        </div>
      )}

      {source.isPending ? (
        <LoadingState label={t('detail.loading')} className="py-10" />
      ) : source.isError || !shown ? (
        <LoadFailed compact message={t('detail.loadFailed')} onRetry={() => void source.refetch()} className="py-6" />
      ) : (
        <>
          {shown.audioUrl && (
            <AudioPlayer
              src={shown.audioUrl}
              label={comparing ? t('detail.originalPlayer', { name: parent!.name }) : t('detail.player', { name })}
              durationHint={shown.durationSeconds}
              mediaRef={setAudio}
            />
          )}

          {captions && (
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => void downloadFile(captions.srt, `${fileBase}.srt`)}>
                <Captions aria-hidden />
                {t('detail.downloadSrt')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => void downloadFile(captions.vtt, `${fileBase}.vtt`)}>
                <Captions aria-hidden />
                {t('detail.downloadVtt')}
              </Button>
            </div>
          )}

          {missingWords > 0 && (
            <div
              role="note"
              className="flex gap-2 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning"
              data-testid="not-aligned-notice"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                {t('detail.notAligned')}{' '}
                {t('detail.notAlignedCounts', {
                  words: t('detail.words', { count: missingWords }),
                  sentences: t('detail.sentences', { count: sentencesWithGaps.length }),
                })}
              </p>
            </div>
          )}

          {!comparing && sentencesLeftOut.length > 0 && (
            <div className="grid gap-2 rounded-lg border border-border p-3" data-testid="follow-take">
              <p className="text-sm">{t('detail.leftOut', { count: sentencesLeftOut.length })}</p>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="button" size="sm" variant="outline" disabled={follow.isPending} onClick={followScript}>
                  {follow.isPending ? <Spinner className="size-4 text-current" /> : <FileText aria-hidden />}
                  {t('detail.follow')}
                </Button>
                {followProblem && (
                  <p role="alert" className="text-sm text-danger">
                    {followProblem}
                  </p>
                )}
              </div>
            </div>
          )}

          <Transcript
            words={words}
            sentences={sentences}
            currentIndex={index}
            onSeek={seekTo}
            selectedSentence={selectedSentence}
            onSelectSentence={setSelectedSentence}
            onRecordLine={comparing ? undefined : setLineToRecord}
          />

          {!comparing && full.data && <CleanupForm take={full.data} name={name} onMade={onVersionMade} />}
        </>
      )}

      <RecorderDialog
        open={lineToRecord !== null}
        onOpenChange={(open) => {
          if (!open) setLineToRecord(null);
        }}
        mode={{ kind: 'line', sentence: lineToRecord ? sentenceText(words, lineToRecord) : '', number: (lineToRecord?.index ?? 0) + 1 }}
        onUse={async (recorded) => {
          const sentence = lineToRecord!;
          const version = await recordLine.mutateAsync({
            id: take.id,
            sentenceIndex: sentence.index,
            audio: recorded.blob,
            fileName: recorded.fileName,
          });
          toast({
            title: t('detail.lineSentToast.title'),
            description: t('detail.lineSentToast.description', { number: sentence.index + 1, name }),
          });
          onVersionMade(version);
        }}
      />
    </section>
  );
}
