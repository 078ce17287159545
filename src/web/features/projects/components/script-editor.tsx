import { AlertTriangle, Check, CloudOff, Copy, Download, History, Loader2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { countSpokenWords, estimatedTime, WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import { PROJECT_SCRIPT_MAX_CHARS, type Project } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';
import { downloadText, scriptFilename } from '@/lib/download-text';
import { useScriptAutosave, type SaveState } from '../hooks/use-script-autosave';
import { versionAuthor } from '../lib/version-author';

// The history loads when it is first opened, not with the studio.
const ScriptVersionsDialog = lazy(() => import('./script-versions-dialog').then((module) => ({ default: module.ScriptVersionsDialog })));

const saveLabels: Record<SaveState, { icon: ReactNode; text: string }> = {
  saved: { icon: <Check aria-hidden className="size-3.5" />, text: 'All changes saved' },
  unsaved: { icon: <Loader2 aria-hidden className="size-3.5" />, text: 'Unsaved changes' },
  saving: { icon: <Loader2 aria-hidden className="size-3.5 animate-spin" />, text: 'Saving...' },
  conflict: { icon: <AlertTriangle aria-hidden className="size-3.5" />, text: 'Not saved' },
  failed: { icon: <CloudOff aria-hidden className="size-3.5" />, text: 'Not saved: offline?' },
};

/** The pace the running time is shown at: the narrating voice's, named ("James's pace"). */
export interface ScriptPace {
  wordsPerMinute: number;
  label: string;
  /** Where the figure comes from (a tooltip). */
  detail?: string;
}

const TYPICAL_PACE: ScriptPace = { wordsPerMinute: WORDS_PER_MINUTE, label: 'a typical narration pace' };

/**
 * The project's script as an editor: editable, saved as the creator types, measured as it
 * changes (spoken words, and their running time at the narrating voice's `pace`), with its version
 * history. `children` goes under it (the voiceover card), given the text and a way to save it now.
 */
export function ScriptEditor({
  project,
  pace = TYPICAL_PACE,
  children,
}: {
  project: Project;
  pace?: ScriptPace;
  children?: (script: string, save: () => Promise<boolean>) => ReactNode;
}) {
  const id = useId();
  const { text, edit, state, flush, resolveConflict } = useScriptAutosave(project);
  const [historyOpen, setHistoryOpen] = useState(false);
  const wordCount = countSpokenWords(text);
  const script = project.script;

  return (
    <>
      <Card aria-label="Generated Script" role="region">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Generated Script</CardTitle>
            <CardDescription>Edit freely: every change is saved to “{project.title}”.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden />
              History
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copyText(text, 'Script')}>
              <Copy aria-hidden />
              Copy
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                downloadText(text, scriptFilename());
                toast({ title: 'Download Started', description: 'Your script is being downloaded.' });
              }}
            >
              <Download aria-hidden />
              Download
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {script && <Badge variant="soft">{versionAuthor(script)}</Badge>}
            <span data-testid="script-word-count">{wordCount} words</span>
            <span aria-hidden>·</span>
            <span data-testid="script-estimated-time" title={pace.detail}>
              ~{estimatedTime(wordCount, pace.wordsPerMinute)} at {pace.label}
            </span>
            <span aria-hidden>·</span>
            <span role="status" className="inline-flex items-center gap-1" data-state={state}>
              {saveLabels[state].icon}
              {saveLabels[state].text}
            </span>
          </div>
          {state === 'conflict' && (
            <div role="alert" className="grid gap-2 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning">
              <p>This script was changed in another tab or window. Your text is still here, not saved.</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => void resolveConflict('theirs')}>
                  Load the latest version
                </Button>
                <Button size="sm" onClick={() => void resolveConflict('mine')}>
                  Save mine as the latest
                </Button>
              </div>
            </div>
          )}
          <label htmlFor={`${id}-script`} className="sr-only">
            Script text
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
