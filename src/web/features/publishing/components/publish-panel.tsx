import { Clapperboard, SquarePlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Project } from '@shared/contracts/projects';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { useRenders } from '@/features/renders';
import { useChannels } from '../api/channels';
import { ProjectPublications } from './project-publications';
import { PublishForm } from './publish-form';

/** Why the form is not shown, and where to go about it. */
function Notice({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId: string }) {
  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-4 text-sm" data-testid={testId}>
      {children}
      {action}
    </div>
  );
}

const accountLink = (text: string) => (
  <Button asChild variant="outline" size="sm" className="h-9 w-fit">
    <Link href={pagePaths.account}>
      <SquarePlay aria-hidden />
      {text}
    </Link>
  </Button>
);

/** The form once there is somewhere to publish to and something to publish; else what is missing. */
function PublishSetup({ project }: { project: Project }) {
  const { t } = useTranslation('publishing');
  const channels = useChannels();
  const renders = useRenders(project.id);

  if (channels.isError) {
    return <LoadFailed compact message={t('panel.channelsLoadFailed')} onRetry={() => void channels.refetch()} className="py-2" />;
  }
  if (!channels.data) return <LoadingState label={t('channels.loading')} className="justify-start py-2 text-sm" />;

  const { channels: list, youtubeConfigured } = channels.data;
  if (!youtubeConfigured) {
    return (
      <Notice testId="publish-not-configured">
        <p>{t('messages.notConfigured')}</p>
      </Notice>
    );
  }
  const connected = list.filter((channel) => channel.status === 'connected');
  const lapsed = list.filter((channel) => channel.status === 'reconnect');
  if (list.length === 0) {
    return (
      <Notice testId="publish-no-channel" action={accountLink(t('panel.connectChannel'))}>
        <p>{t('panel.noChannel')}</p>
      </Notice>
    );
  }
  if (connected.length === 0) {
    return (
      <Notice testId="publish-reconnect" action={accountLink(t('panel.reconnectOnAccount'))}>
        <p className="font-medium">{lapsed.map((channel) => channel.name).join(', ')}</p>
        <p>{t('messages.reconnect')}</p>
      </Notice>
    );
  }

  if (renders.isError) {
    return <LoadFailed compact message={t('panel.rendersLoadFailed')} onRetry={() => void renders.refetch()} className="py-2" />;
  }
  if (!renders.data) return <LoadingState label={t('panel.rendersLoading')} className="justify-start py-2 text-sm" />;
  const finished = renders.data.renders
    .filter((render) => render.status === 'done')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  if (finished.length === 0) {
    return (
      <Notice testId="publish-no-render">
        <p className="flex items-center gap-2">
          <Clapperboard aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {t('panel.noRender')}
        </p>
      </Notice>
    );
  }
  return <PublishForm project={project} channels={connected} lapsed={lapsed} renders={finished} />;
}

/**
 * The open project's 'Publish to YouTube' card: a finished render sent to one of the creator's
 * channels, now or at a set time, with the project's SEO as the defaults; then the project's
 * publications with their progress.
 */
export function PublishPanel({ project, className }: { project: Project; className?: string }) {
  const { t } = useTranslation('publishing');
  return (
    <Card aria-label={t('panel.title')} role="region" className={className}>
      <CardHeader>
        <CardTitle>{t('panel.title')}</CardTitle>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="panel.description"
            components={{ pageLink: <Link href={pagePaths.calendar} className="font-medium text-primary underline underline-offset-2" /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PublishSetup project={project} />
        <ProjectPublications projectId={project.id} className="border-t border-border pt-5" />
      </CardContent>
    </Card>
  );
}
