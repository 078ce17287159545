import { FolderOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { contentLanguage } from '@shared/catalog/languages';
import { Button } from '@/components/ui/button';
import { useCurrentProject } from '../hooks/use-current-project';

// 'My Projects' loads when it is first opened, not with the studio.
const ProjectsDialog = lazy(() => import('./projects-dialog').then((module) => ({ default: module.ProjectsDialog })));

/** The installed app's 'New project' shortcut opens the studio at /app?projects=new. */
export const NEW_PROJECT_PARAM = 'projects';

/**
 * The header's project switcher: the open project's title, and 'My Projects' to change it. Opened
 * at /app?projects=new (the installed app's shortcut), it starts with 'My Projects' open and
 * 'New Project' focused, and takes the parameter out of the address so a reload does not reopen it.
 */
export function ProjectSwitcher() {
  const { t } = useTranslation('projects');
  const { projectId, project, open } = useCurrentProject();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const openedByShortcut = () => new URLSearchParams(search).get(NEW_PROJECT_PARAM) === 'new';
  const [dialogOpen, setDialogOpen] = useState(openedByShortcut);
  const [focusNewProject, setFocusNewProject] = useState(openedByShortcut);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(NEW_PROJECT_PARAM) !== 'new') return;
    params.delete(NEW_PROJECT_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);
  const language = project ? contentLanguage(project.language) : null;
  // English is the default: only another language is named aloud.
  const label = !project
    ? t('switcher.myProjects')
    : language && language.tag !== 'en'
      ? t('switcher.openWithLanguage', { title: project.title, language: language.nativeName })
      : t('switcher.open', { title: project.title });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9 max-w-44 min-w-0 shrink sm:max-w-64"
        onClick={() => setDialogOpen(true)}
        aria-haspopup="dialog"
        aria-label={label}
      >
        <FolderOpen aria-hidden />
        <span className="hidden truncate sm:inline">{project?.title ?? t('switcher.myProjects')}</span>
        {language && (
          <span
            aria-hidden
            title={t('switcher.contentLanguage', { language: language.nativeName })}
            data-testid="project-language"
            className="hidden shrink-0 rounded border border-border px-1 text-[10px] font-semibold text-muted-foreground uppercase sm:inline"
          >
            {language.tag}
          </span>
        )}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ProjectsDialog
            open={dialogOpen}
            onOpenChange={(next) => {
              setDialogOpen(next);
              if (!next) setFocusNewProject(false);
            }}
            currentId={projectId}
            onOpenProject={(id) => open(id)}
            focusNewProject={focusNewProject}
          />
        </Suspense>
      )}
    </>
  );
}
