import { History, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { errorBodyMessage } from '@/lib/api-client';
import { useRestoreScriptVersion, useScriptVersions } from '../api/script';
import { timeAgo } from '@/lib/time-ago';
import { runningTimeSeconds } from '../lib/running-time';
import { versionAuthor } from '../lib/version-author';

/** The script's saved versions, newest first; any older one can be brought back as the newest. */
export function ScriptVersionsDialog({
  projectId,
  open,
  onOpenChange,
  beforeRestore,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves what is typed first, so restoring never drops it (it stays in the history); false when it could not be saved. */
  beforeRestore: () => Promise<boolean>;
}) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const versions = useScriptVersions(projectId, open);
  const restore = useRestoreScriptVersion();
  const list = versions.data?.versions ?? [];

  const runningTime = (text: string) => {
    const seconds = runningTimeSeconds(text);
    return seconds === null ? text : format.duration(seconds);
  };

  async function restoreVersion(version: number) {
    if (!(await beforeRestore())) {
      toast({ variant: 'destructive', title: t('versions.notSavedTitle'), description: t('versions.unsavedFirst') });
      return;
    }
    restore.mutate(
      { id: projectId, version },
      {
        onSuccess: () => {
          toast({ title: t('versions.restoredTitle'), description: t('versions.restoredDescription', { version }) });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('versions.restoreFailedTitle'),
            description: errorBodyMessage(error) ?? t('versions.restoreFailedDescription'),
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] max-w-2xl grid-rows-[auto_1fr] overflow-hidden">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History aria-hidden className="size-5" />
            {t('versions.title')}
          </DialogTitle>
          <DialogDescription>{t('versions.description')}</DialogDescription>
        </DialogHeader>
        <div className="-mx-2 overflow-y-auto px-2">
          {versions.isPending ? (
            <LoadingState label={t('versions.loading')} className="py-10" />
          ) : versions.isError ? (
            <LoadFailed compact message={t('versions.loadFailed')} onRetry={() => void versions.refetch()} className="py-8" />
          ) : (
            <ol aria-label={t('versions.listLabel')} className="grid gap-3">
              {list.map((version, index) => (
                <li key={version.version} className="grid gap-2 rounded-xl border border-border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-semibold">{t('versions.version', { version: version.version })}</span>
                      {index === 0 && <Badge>{t('versions.current')}</Badge>}
                      <span className="text-muted-foreground">{versionAuthor(version)}</span>
                    </div>
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={restore.isPending}
                        aria-label={t('versions.restoreLabel', { version: version.version })}
                        onClick={() => void restoreVersion(version.version)}
                      >
                        <RotateCcw aria-hidden />
                        {t('versions.restore')}
                      </Button>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {t('versions.meta', {
                      count: version.wordCount,
                      time: runningTime(version.estimatedTime),
                      ago: timeAgo(version.updatedAt),
                    })}
                  </p>
                  <p className="line-clamp-3 text-sm whitespace-pre-line">{version.content || t('versions.emptyScript')}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
