import { Copy, FilePlus2, FileText, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { PROJECT_TITLE_MAX_LENGTH, type ProjectSummary } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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

const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: errorBodyMessage(error) ?? 'Please check your connection and try again.' });

/** 'My Projects': find, start, open, rename, duplicate and delete the videos being worked on. */
export function ProjectsDialog({ open, onOpenChange, currentId, onOpenProject, focusNewProject = false }: ProjectsDialogProps) {
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
    create.mutate({}, { onSuccess: (project) => openProject(project.id), onError: failed('Could not create the project') });
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
            <DialogTitle>My Projects</DialogTitle>
            <DialogDescription>Each project keeps one video's topic and script, saved as you work.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              label="Search projects"
              placeholder="Search projects..."
              className="min-w-48 flex-1"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <Button ref={newProjectButton} type="button" variant="brand" onClick={startNew} disabled={create.isPending}>
              <FilePlus2 aria-hidden />
              {create.isPending ? 'Creating...' : 'New Project'}
            </Button>
          </div>
          <div className="-mx-2 min-h-40 overflow-y-auto px-2" aria-busy={list.isFetching}>
            {list.isPending ? (
              <LoadingState label="Loading projects..." className="py-12" />
            ) : list.isError ? (
              <LoadFailed compact message="Your projects could not be loaded." onRetry={() => void list.refetch()} className="py-8" />
            ) : projects.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
                <FileText aria-hidden className="size-10 opacity-50" />
                <p>{debounced ? `No projects match “${debounced}”.` : 'No projects yet. Start one for your next video.'}</p>
              </div>
            ) : (
              <ul aria-label="Projects" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
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
            <nav aria-label="Project pages" className="flex items-center justify-center gap-3 text-sm">
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {totalPages}
              </span>
              <Button type="button" variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                Next
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
          <span className="block truncate text-sm text-muted-foreground">{project.topic || 'No topic yet'}</span>
        </button>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {isCurrent && <Badge>Open</Badge>}
        {project.hasScript && <Badge variant="soft">Script</Badge>}
        {project.hasVoiceover && <Badge variant="soft">Voiceover</Badge>}
        <span>Updated {timeAgo(project.updatedAt)}</span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Button type="button" variant="ghost" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${project.title}`}>
          <Pencil aria-hidden />
          Rename
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={duplicate.isPending}
          aria-label={`Duplicate ${project.title}`}
          onClick={() =>
            duplicate.mutate(project.id, {
              onSuccess: (copy) => {
                toast({ title: 'Project Duplicated', description: `“${copy.title}” is open.` });
                onDuplicated(copy.id);
              },
              onError: failed('Could not duplicate the project'),
            })
          }
        >
          <Copy aria-hidden />
          Duplicate
        </Button>
        <Button type="button" variant="ghost" size="sm" className="text-danger" onClick={onDelete} aria-label={`Delete ${project.title}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

function RenameForm({ project, onDone }: { project: ProjectSummary; onDone: () => void }) {
  const [title, setTitle] = useState(project.title);
  const update = useUpdateProject();
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = title.trim();
    if (!next || next === project.title) return onDone();
    update.mutate({ id: project.id, title: next }, { onSuccess: onDone, onError: failed('Could not rename the project') });
  }
  return (
    <form onSubmit={submit} className="flex gap-2" onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), onDone())}>
      <Input
        aria-label="Project title"
        autoFocus
        maxLength={PROJECT_TITLE_MAX_LENGTH}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        className="h-9"
      />
      <Button type="submit" size="sm" className="h-9" disabled={update.isPending}>
        Save
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
  const remove = useDeleteProject();
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{project?.title}”?</DialogTitle>
          <DialogDescription>Its script and every saved version are deleted. Images stay in your gallery.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              project &&
              remove.mutate(project.id, {
                onSuccess: (id) => {
                  toast({ title: 'Project Deleted', description: `“${project.title}” was deleted.` });
                  onDeleted(id);
                  onClose();
                },
                onError: failed('Could not delete the project'),
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete Project'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
