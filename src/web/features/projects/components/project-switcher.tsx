import { FolderOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentProject } from '../hooks/use-current-project';

// 'My Projects' loads when it is first opened, not with the studio.
const ProjectsDialog = lazy(() => import('./projects-dialog').then((module) => ({ default: module.ProjectsDialog })));

/** The header's project switcher: the open project's title, and 'My Projects' to change it. */
export function ProjectSwitcher() {
  const { projectId, project, open } = useCurrentProject();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9 max-w-44 sm:max-w-64"
        onClick={() => setDialogOpen(true)}
        aria-haspopup="dialog"
        aria-label={project ? `My Projects: ${project.title}` : 'My Projects'}
      >
        <FolderOpen aria-hidden />
        <span className="hidden truncate sm:inline">{project?.title ?? 'My Projects'}</span>
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ProjectsDialog open={dialogOpen} onOpenChange={setDialogOpen} currentId={projectId} onOpenProject={(id) => open(id)} />
        </Suspense>
      )}
    </>
  );
}
