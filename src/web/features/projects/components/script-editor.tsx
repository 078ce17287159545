import { AlertTriangle, Check, CloudOff, Copy, Download, History, Loader2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countSpokenWords, WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import { PROJECT_SCRIPT_MAX_CHARS, type Project } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { copyText } from '@/lib/copy-text';
import { downloadText, scriptFilename } from '@/lib/download-text';
import { useScriptAutosave, type SaveState } from '../hooks/use-script-autosave';
import { versionAuthor } from '../lib/version-author';

// The history loads when it is first opened, not with the studio.
const ScriptVersionsDialog = lazy(() => import('./script-versions-dialog').then((module) => ({ default: module.ScriptVersionsDialog })));

const saveIcons: Record<SaveState, ReactNode> = {
  saved: <Check aria-hidden className="size-3.5" />,
  unsaved: <Loader2 aria-hidden className="size-3.5" />,
  saving: <Loader2 aria-hidden className="size-3.5 animate-spin" />,
  conflict: <AlertTriangle aria-hidden className="size-3.5" />,
  failed: <CloudOff aria-hidden className="size-3.5" />,
};

/** The pace the running time is shown at: the narrating voice's, named ("James's pace"). */
export interface ScriptPace {
  wordsPerMinute: number;
  label: string;
  /** Where the figure comes from (a tooltip). */
  detail?: string;
}

/**
 * The project's script as an editor: editable, saved as the creator types, measured as it
 * changes (spoken words, and their running time at the narrating voice's `pace`), with its version
 * history. `children` goes under it (the voiceover card), given the text and a way to save it now.
 */
export function ScriptEditor({
  project,
  pace,
  children,
}: {
  project: Project;
  pace?: ScriptPace;
  children?: (script: string, save: () => Promise<boolean>) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const id = useId();
  const { text, edit, state, flush, resolveConflict } = useScriptAutosave(project);
  const [historyOpen, setHistoryOpen] = useState(false);
  const wordCount = countSpokenWords(text);
  const script = project.script;
  // Without a narrating voice's pace, the typical one.
  const wordsPerMinute = pace?.wordsPerMinute ?? WORDS_PER_MINUTE;
  const runningTime = format.duration(Math.round((wordCount / wordsPerMinute) * 60));

  return (
    <>
      <Card aria-label={t('scriptEditor.title')} role="region">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>{t('scriptEditor.title')}</CardTitle>
            <CardDescription>{t('scriptEditor.description', { title: project.title })}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden />
              {t('scriptEditor.history')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copyText(text, t('scriptEditor.copyWhat'))}>
              <Copy aria-hidden />
              {t('scriptEditor.copy')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                downloadText(text, scriptFilename());
                toast({ title: t('scriptEditor.downloadStarted'), description: t('scriptEditor.downloadDescription') });
              }}
            >
              <Download aria-hidden />
              {t('scriptEditor.download')}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {script && <Badge variant="soft">{versionAuthor(script)}</Badge>}
            <span data-testid="script-word-count">{t('scriptEditor.words', { count: wordCount })}</span>
            <span aria-hidden>·</span>
            <span data-testid="script-estimated-time" title={pace?.detail}>
              {t('scriptEditor.runningTime', { time: runningTime, pace: pace?.label ?? t('scriptEditor.typicalPace') })}
            </span>
            <span aria-hidden>·</span>
            <span role="status" className="inline-flex items-center gap-1" data-state={state}>
              {saveIcons[state]}
              {t(`scriptEditor.save.${state}`)}
            </span>
          </div>
          {state === 'conflict' && (
            <div role="alert" className="grid gap-2 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning">
              <p>{t('scriptEditor.conflict')}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => void resolveConflict('theirs')}>
                  {t('scriptEditor.loadLatest')}
                </Button>
                <Button size="sm" onClick={() => void resolveConflict('mine')}>
                  {t('scriptEditor.saveMine')}
                </Button>
              </div>
            </div>
          )}
          <label htmlFor={`${id}-script`} className="sr-only">
            {t('scriptEditor.scriptText')}
          </label>
          <textarea
            id={`${id}-script`}
            value={text}
            maxLength={PROJECT_SCRIPT_MAX_CHARS}
            spellCheck
            onChange={(event) => edit(event.target.value)}
            onBlur={() => void flush()}
            className="min-h-96 w-full resize-y rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/35"
          />
        </CardContent>
      </Card>
      {children?.(text, flush)}
      {historyOpen && (
        <Suspense fallback={null}>
          <ScriptVersionsDialog projectId={project.id} open={historyOpen} onOpenChange={setHistoryOpen} beforeRestore={flush} />
        </Suspense>
      )}
    </>
  );
}
