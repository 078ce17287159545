import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { generationFailureMessage } from '@/lib/generation-failure';
import { saveBlob } from '@/lib/save-blob';
import { useExportProject } from '../api/export-project';

/**
 * 'Export' beside the open project's title: downloads the publish package (script,
 * voiceover, captions, thumbnails, description, titles, tags) as the ZIP the server names. Until
 * the project has a script it stays unavailable and says why; it can still be focused, so the
 * reason is found by keyboard and by a tap too.
 */
export function ExportProjectButton({ project }: { project: Pick<Project, 'id' | 'hasScript'> }) {
  const { t } = useTranslation('projects');
  const needsScript = t('exportButton.needsScript');
  const hintId = useId();
  const exporting = useExportProject();
  const unavailable = !project.hasScript;

  function start() {
    if (exporting.isPending) return;
    if (unavailable) {
      toast({ title: t('exportButton.nothingYet'), description: needsScript });
      return;
    }
    exporting.mutate(project.id, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        toast({ title: t('exportButton.downloadStarted'), description: t('exportButton.downloading', { filename }) });
      },
      onError: (error) => toast({ variant: 'destructive', title: t('exportButton.failed'), description: generationFailureMessage(error) }),
    });
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="min-w-28 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        aria-disabled={unavailable || exporting.isPending}
        aria-describedby={unavailable ? hintId : undefined}
        title={unavailable ? needsScript : t('exportButton.title')}
        onClick={start}
      >
        {exporting.isPending ? <Spinner className="size-4 text-current" /> : <PackageOpen aria-hidden />}
        {exporting.isPending ? t('exportButton.exporting') : t('exportButton.export')}
      </Button>
      {unavailable && (
        // Small screens keep the line short: a tap on the button says the same.
        <span id={hintId} className="sr-only text-xs text-muted-foreground sm:not-sr-only">
          {needsScript}
        </span>
      )}
    </span>
  );
}
