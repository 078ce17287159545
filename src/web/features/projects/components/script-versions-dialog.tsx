import { History, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { errorBodyMessage } from '@/lib/api-client';
import { useRestoreScriptVersion, useScriptVersions } from '../api/script';
import { timeAgo } from '@/lib/time-ago';
import { versionAuthor } from '../lib/version-author';

/** What restoring or voicing says while the editor holds text it could not save. */
export const UNSAVED_FIRST = 'Save your latest changes (see the note above the script) before going on.';

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
  const versions = useScriptVersions(projectId, open);
  const restore = useRestoreScriptVersion();
  const list = versions.data?.versions ?? [];

  async function restoreVersion(version: number) {
    if (!(await beforeRestore())) {
      toast({ variant: 'destructive', title: 'Your changes are not saved', description: UNSAVED_FIRST });
      return;
    }
    restore.mutate(
      { id: projectId, version },
      {
        onSuccess: () => {
          toast({ title: 'Version Restored', description: `Version ${version} is the current script again.` });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Could not restore', description: errorBodyMessage(error) ?? 'Please try again.' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] max-w-2xl grid-rows-[auto_1fr] overflow-hidden">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History aria-hidden className="size-5" />
            Version History
          </DialogTitle>
          <DialogDescription>Each generation, restore and editing session is kept. Restoring makes a new version.</DialogDescription>
        </DialogHeader>
        <div className="-mx-2 overflow-y-auto px-2">
          {versions.isPending ? (
            <LoadingState label="Loading versions..." className="py-10" />
          ) : versions.isError ? (
            <LoadFailed compact message="The versions could not be loaded." onRetry={() => void versions.refetch()} className="py-8" />
          ) : (
            <ol aria-label="Script versions" className="grid gap-3">
              {list.map((version, index) => (
                <li key={version.version} className="grid gap-2 rounded-xl border border-border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-semibold">Version {version.version}</span>
                      {index === 0 && <Badge>Current</Badge>}
                      <span className="text-muted-foreground">{versionAuthor(version)}</span>
                    </div>
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={restore.isPending}
                        aria-label={`Restore version ${version.version}`}
                        onClick={() => void restoreVersion(version.version)}
                      >
                        <RotateCcw aria-hidden />
                        Restore
                      </Button>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {version.wordCount} words · ~{version.estimatedTime} · saved {timeAgo(version.updatedAt)}
                  </p>
                  <p className="line-clamp-3 text-sm whitespace-pre-line">{version.content || 'Empty script'}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
