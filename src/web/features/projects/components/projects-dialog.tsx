import { Copy, FilePlus2, FileText, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TITLE_MAX_LENGTH, type ProjectSummary } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { i18n } from '@/i18n/i18n';
import { errorBodyMessage } from '@/lib/api-client';
import { useCreateProject, useDeleteProject, useDuplicateProject, useProjectList, useUpdateProject } from '../api/projects';
import { timeAgo } from '@/lib/time-ago';

type ProjectsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentId: string | null;
  onOpenProject: (id: string | null) => void;
  /** Focus 'New Project' rather than the search box (the installed app's 'New project' shortcut). */
  focusNewProject?: boolean;
};

const failed = (title: () => string) => (error: Error) =>
  toast({ variant: 'destructive', title: title(), description: errorBodyMessage(error) ?? i18n.t('projects:errors.connection') });

/** 'My Projects': find, start, open, rename, duplicate and delete the videos being worked on. */
export function ProjectsDialog({ open, onOpenChange, currentId, onOpenProject, focusNewProject = false }: ProjectsDialogProps) {
  const { t } = useTranslation('projects');
  const newProjectButton = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useProjectList({ page, search: debounced });
  const create = useCreateProject();
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  function openProject(id: string) {
    onOpenProject(id);
    onOpenChange(false);
  }

  function startNew() {
    create.mutate({}, { onSuccess: (project) => openProject(project.id), onError: failed(() => t('errors.createFailed')) });
  }

  const projects = list.data?.projects ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 0;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          className="max-h-[90dvh] max-w-3xl grid-rows-[auto_auto_1fr_auto] overflow-hidden"
          onOpenAutoFocus={(event) => {
            if (!focusNewProject) return;
            event.preventDefault();
            newProjectButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('dialog.title')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              label={t('dialog.searchLabel')}
              placeholder={t('dialog.searchPlaceholder')}
              className="min-w-48 flex-1"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <Button ref={newProjectButton} type="button" variant="brand" onClick={startNew} disabled={create.isPending}>
              <FilePlus2 aria-hidden />
              {create.isPending ? t('dialog.creating') : t('dialog.newProject')}
            </Button>
          </div>
          <div className="-mx-2 min-h-40 overflow-y-auto px-2" aria-busy={list.isFetching}>
            {list.isPending ? (
              <LoadingState label={t('dialog.loading')} className="py-12" />
            ) : list.isError ? (
              <LoadFailed compact message={t('dialog.loadFailed')} onRetry={() => void list.refetch()} className="py-8" />
            ) : projects.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
                <FileText aria-hidden className="size-10 opacity-50" />
                <p>{debounced ? t('dialog.noMatch', { search: debounced }) : t('dialog.empty')}</p>
              </div>
            ) : (
              <ul aria-label={t('dialog.listLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {projects.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    isCurrent={project.id === currentId}
                    onOpen={() => openProject(project.id)}
                    onDuplicated={(id) => openProject(id)}
                    onDelete={() => setDeleting(project)}
                  />
                ))}
              </ul>
            )}
          </div>
          {totalPages > 1 && (
            <nav aria-label={t('dialog.pagesLabel')} className="flex items-center justify-center gap-3 text-sm">
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('dialog.previous')}
              </Button>
              <span>{t('dialog.pageOf', { page, total: totalPages })}</span>
              <Button type="button" variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                {t('dialog.next')}
              </Button>
            </nav>
          )}
        </DialogContent>
      </Dialog>
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === currentId) onOpenProject(null);
        }}
      />
    </>
  );
}

function ProjectCard({
  project,
  isCurrent,
  onOpen,
  onDuplicated,
  onDelete,
}: {
  project: ProjectSummary;
  isCurrent: boolean;
  onOpen: () => void;
  onDuplicated: (id: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('projects');
  const [renaming, setRenaming] = useState(false);
  const duplicate = useDuplicateProject();
  return (
    <li className="grid min-w-0 gap-2 rounded-xl border border-border bg-card p-4 shadow-xs">
      {renaming ? (
        <RenameForm project={project} onDone={() => setRenaming(false)} />
      ) : (
        <button
          type="button"
          onClick={onOpen}
          className="w-full min-w-0 cursor-pointer rounded-md text-left focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {/* The chosen thumbnail (or the first image); the title beside it names the button. */}
          <span className="mb-2 flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-muted">
            {project.thumbnailUrl ? (
              <img src={project.thumbnailUrl} alt="" width={320} height={180} loading="lazy" className="size-full object-cover" />
            ) : (
              <FileText aria-hidden className="size-8 text-muted-foreground opacity-50" />
            )}
          </span>
          <span className="block truncate font-semibold">{project.title}</span>
          <span className="block truncate text-sm text-muted-foreground">{project.topic || t('card.noTopic')}</span>
        </button>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {isCurrent && <Badge>{t('card.open')}</Badge>}
        {project.hasScript && <Badge variant="soft">{t('card.script')}</Badge>}
        {project.hasVoiceover && <Badge variant="soft">{t('card.voiceover')}</Badge>}
        <span>{t('card.updated', { ago: timeAgo(project.updatedAt) })}</span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={t('card.renameLabel', { title: project.title })}
        >
          <Pencil aria-hidden />
          {t('card.rename')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={duplicate.isPending}
          aria-label={t('card.duplicateLabel', { title: project.title })}
          onClick={() =>
            duplicate.mutate(project.id, {
              onSuccess: (copy) => {
                toast({ title: t('card.duplicatedTitle'), description: t('card.duplicatedDescription', { title: copy.title }) });
                onDuplicated(copy.id);
              },
              onError: failed(() => t('errors.duplicateFailed')),
            })
          }
        >
          <Copy aria-hidden />
          {t('card.duplicate')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-danger"
          onClick={onDelete}
          aria-label={t('card.deleteLabel', { title: project.title })}
        >
          <Trash2 aria-hidden />
          {t('card.delete')}
        </Button>
      </div>
    </li>
  );
}

function RenameForm({ project, onDone }: { project: ProjectSummary; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const [title, setTitle] = useState(project.title);
  const update = useUpdateProject();
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = title.trim();
    if (!next || next === project.title) return onDone();
    update.mutate({ id: project.id, title: next }, { onSuccess: onDone, onError: failed(() => t('errors.renameFailed')) });
  }
  return (
    <form onSubmit={submit} className="flex gap-2" onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), onDone())}>
      <Input
        aria-label={t('card.titleLabel')}
        autoFocus
        maxLength={PROJECT_TITLE_MAX_LENGTH}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        className="h-9"
      />
      <Button type="submit" size="sm" className="h-9" disabled={update.isPending}>
        {t('card.save')}
      </Button>
    </form>
  );
}

function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: ProjectSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('projects');
  const remove = useDeleteProject();
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteDialog.title', { title: project?.title ?? '' })}</DialogTitle>
          <DialogDescription>{t('deleteDialog.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              project &&
              remove.mutate(project.id, {
                onSuccess: (id) => {
                  toast({
                    title: t('deleteDialog.deletedTitle'),
                    description: t('deleteDialog.deletedDescription', { title: project.title }),
                  });
                  onDeleted(id);
                  onClose();
                },
                onError: failed(() => t('errors.deleteFailed')),
              })
            }
          >
            {remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
