import { ChevronDown, FolderPlus } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/realtime';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCreateProject, useCurrentProject } from '@/features/projects';
import type { WorkspaceTabId } from '@/features/workspace';
import { errorBodyMessage } from '@/lib/api-client';
import { clipAtWord } from '@shared/clip-text';
import { replyIdeas, type ReplyIdea } from '../lib/reply-ideas';

/** Where a project started from a chat idea opens: its topic is in the Script Writing form, ready to generate. */
const SCRIPT_TAB: WorkspaceTabId = 'script';

/**
 * 'Use in project' on an assistant reply: a new project whose topic is the reply's idea
 * opens on the Script Writing tab. A reply with several ideas lets the creator pick one.
 */
export function UseInProject({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const ideas = useMemo(() => replyIdeas(message.content), [message.content]);
  const [picking, setPicking] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const create = useCreateProject();
  const { open } = useCurrentProject();

  function start(idea: ReplyIdea) {
    create.mutate(
      {
        topic: idea.topic,
        ...(idea.title ? { title: idea.title } : {}),
        ...(idea.tone ? { tone: idea.tone } : {}),
        ...(idea.videoLength ? { videoLength: idea.videoLength } : {}),
      },
      {
        onSuccess: (project) => {
          toast({ title: t('useInProject.started'), description: t('useInProject.startedDescription', { title: project.title }) });
          open(project.id, { params: { tab: SCRIPT_TAB } });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('useInProject.failed'),
            description: errorBodyMessage(error) ?? t('useInProject.failedDescription'),
          }),
      },
    );
  }

  if (ideas.length === 0) return null;
  const busy = create.isPending;

  if (ideas.length === 1) {
    const [idea] = ideas as [ReplyIdea];
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={busy ? t('useInProject.starting') : t('useInProject.useIdea', { idea: clipAtWord(idea.label, 80) })}
        title={t('useInProject.hint')}
        onClick={() => start(idea)}
      >
        <FolderPlus aria-hidden />
        {busy ? t('useInProject.starting') : t('useInProject.use')}
      </Button>
    );
  }

  return (
    <div
      className="grid w-full gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && picking) {
          event.stopPropagation();
          setPicking(false);
          toggle.current?.focus();
        }
      }}
    >
      <Button
        ref={toggle}
        type="button"
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-expanded={picking}
        aria-controls={`${id}-ideas`}
        aria-label={busy ? t('useInProject.starting') : t('useInProject.pickOne', { total: ideas.length })}
        onClick={() => setPicking((shown) => !shown)}
      >
        <FolderPlus aria-hidden />
        {busy ? t('useInProject.starting') : t('useInProject.use')}
        <ChevronDown aria-hidden className={picking ? 'rotate-180' : undefined} />
      </Button>
      {picking && (
        <div id={`${id}-ideas`} role="group" aria-label={t('useInProject.ideasGroup')} className="grid gap-1.5">
          <p className="text-xs text-muted-foreground">{t('useInProject.whichIdea')}</p>
          <ul className="grid gap-1.5">
            {ideas.map((idea, index) => (
              <li key={index} className="min-w-0">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  className="h-auto min-h-8 w-full justify-start py-1.5 text-left whitespace-normal break-words"
                  aria-label={t('useInProject.startIdea', { number: index + 1, idea: clipAtWord(idea.label, 120) })}
                  onClick={() => start(idea)}
                >
                  <span className="shrink-0 font-semibold tabular-nums">{index + 1}.</span>
                  <span className="min-w-0">{clipAtWord(idea.label, 120)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
