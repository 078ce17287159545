import { Mic, MicVocal, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATION_MAX_BYTES, type Narration } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateNarration } from '../api/create-narration';
import { useNarrations } from '../api/get-narrations';
import { useNarrationEvents } from '../hooks/use-narration-events';
import { narrationFailureMessage, narrationProblemText } from '../lib/narration-text';
import { takeTree } from '../lib/take-tree';
import { RecorderDialog } from './recorder-dialog';
import { TakeDetail } from './take-detail';
import { TakeItem } from './take-item';

/** What the file picker offers: any audio, and the formats the server takes by name for pickers that go by extension. */
export const NARRATION_ACCEPT = 'audio/*,.wav,.mp3,.m4a,.aac,.ogg,.opus,.webm,.flac';

export interface NarrationPanelProps {
  projectId: string;
  /** The project's latest script version, or null before there is one (recording is then disabled, saying why). */
  script: { version: number; content: string } | null;
  className?: string;
}

/**
 * 'Your narration': the creator's own reading of the script. Record it here (the recorder shows the
 * script as a teleprompter) or upload a recording; the server aligns it to the script, every word
 * timed, and a ready take is one of the project's voiceovers (captions, chapters, the video's
 * voice). The takes are listed newest first with their versions (clean-ups, lines recorded again)
 * under them; the take chosen to listen to shows its player and transcript.
 */
export function NarrationPanel({ projectId, script, className }: NarrationPanelProps) {
  const { t } = useTranslation('narrations');
  const id = useId();
  const takes = useNarrations(projectId);
  const create = useCreateNarration();
  const fileInput = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);

  const list = takes.data?.narrations ?? [];
  const listed = takeTree(list);
  const aligning = list.some((take) => take.status === 'aligning');
  useNarrationEvents(projectId, aligning);

  const chosen = list.find((take) => take.id === chosenId && take.status === 'ready');
  const shown = chosen ?? list.find((take) => take.status === 'ready') ?? null;
  const shownEntry = shown ? listed.find((entry) => entry.take.id === shown.id) : undefined;
  const parentEntry = shown?.parentId
    ? listed.find((entry) => entry.take.id === shown.parentId && entry.take.status === 'ready')
    : undefined;
  const disabled = script === null;

  async function send(audio: Blob, fileName: string) {
    const take = await create.mutateAsync({ projectId, audio, fileName, ...(script ? { scriptVersion: script.version } : {}) });
    toast({ title: t('panel.sentToast.title'), description: t('panel.sentToast.description') });
    return take;
  }

  function upload(file: File) {
    setProblem(null);
    // The server decides (it reads the file); this only saves sending a file it would refuse for its size.
    if (file.size > NARRATION_MAX_BYTES) {
      setProblem(narrationProblemText('tooLarge'));
      return;
    }
    send(file, file.name).catch((error: unknown) => setProblem(narrationFailureMessage(error)));
  }

  function versionMade(version: Narration) {
    setChosenId(version.id);
  }

  return (
    <Card role="region" aria-label={t('panel.title')} className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MicVocal aria-hidden className="size-5 text-primary" />
          {t('panel.title')}
        </CardTitle>
        <CardDescription>{t('panel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="brand"
              disabled={disabled}
              aria-describedby={disabled ? `${id}-hint` : undefined}
              onClick={() => setRecording(true)}
            >
              <Mic aria-hidden />
              {t('panel.record')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={disabled || create.isPending}
              aria-describedby={disabled ? `${id}-hint` : undefined}
              onClick={() => fileInput.current?.click()}
            >
              {create.isPending ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden />}
              {create.isPending ? t('panel.uploading') : t('panel.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={NARRATION_ACCEPT}
              aria-label={t('panel.fileLabel')}
              tabIndex={-1}
              className="sr-only"
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again still counts as a choice.
                event.target.value = '';
                if (file) upload(file);
              }}
            />
          </div>
          {disabled ? (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {narrationProblemText('noScript')}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">{t('panel.formats')}</p>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-danger">
              {problem}
            </p>
          )}
        </div>

        <section aria-labelledby={`${id}-takes`} className="grid gap-3">
          <h3 id={`${id}-takes`} ref={listHeading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t('panel.takesHeading')}
          </h3>
          {takes.isPending ? (
            <LoadingState label={t('panel.loadingTakes')} className="py-8" />
          ) : takes.isError ? (
            <LoadFailed compact message={t('panel.takesFailed')} onRetry={() => void takes.refetch()} className="py-6" />
          ) : listed.length === 0 ? (
            <EmptyState icon={MicVocal} className="py-8">
              {t('panel.empty')}
            </EmptyState>
          ) : (
            <ul aria-label={t('panel.takesList')} className="grid gap-2">
              {listed.map((entry) => (
                <TakeItem
                  key={entry.take.id}
                  take={entry.take}
                  name={entry.name}
                  depth={entry.depth}
                  selected={entry.take.id === shown?.id}
                  onSelect={() => setChosenId(entry.take.id)}
                  onDeleted={() => listHeading.current?.focus()}
                />
              ))}
            </ul>
          )}
        </section>

        {shown && shownEntry && (
          <TakeDetail
            key={shown.id}
            take={shown}
            name={shownEntry.name}
            parent={parentEntry ? { take: parentEntry.take, name: parentEntry.name } : null}
            script={script && script.version === shown.scriptVersion ? script.content : null}
            onVersionMade={versionMade}
          />
        )}
      </CardContent>

      {script && (
        <RecorderDialog
          open={recording}
          onOpenChange={setRecording}
          mode={{ kind: 'take', script: script.content }}
          onUse={(take) => send(take.blob, take.fileName)}
        />
      )}
    </Card>
  );
}
