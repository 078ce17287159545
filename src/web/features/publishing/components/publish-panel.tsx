import { Clapperboard, SquarePlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Project } from '@shared/contracts/projects';
import { publishingMessages } from '@shared/contracts/publishing';
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
  const channels = useChannels();
  const renders = useRenders(project.id);

  if (channels.isError) {
    return <LoadFailed compact message="Could not load your YouTube channels." onRetry={() => void channels.refetch()} className="py-2" />;
  }
  if (!channels.data) return <LoadingState label="Loading your channels..." className="justify-start py-2 text-sm" />;

  const { channels: list, youtubeConfigured } = channels.data;
  if (!youtubeConfigured) {
    return (
      <Notice testId="publish-not-configured">
        <p>{publishingMessages.notConfigured}</p>
      </Notice>
    );
  }
  const connected = list.filter((channel) => channel.status === 'connected');
  const lapsed = list.filter((channel) => channel.status === 'reconnect');
  if (list.length === 0) {
    return (
      <Notice testId="publish-no-channel" action={accountLink('Connect a channel')}>
        <p>No YouTube channel is connected yet. Connect your channel on your account page, then publish this project to it.</p>
      </Notice>
    );
  }
  if (connected.length === 0) {
    return (
      <Notice testId="publish-reconnect" action={accountLink('Reconnect on your account page')}>
        <p className="font-medium">{lapsed.map((channel) => channel.name).join(', ')}</p>
        <p>{publishingMessages.reconnect}</p>
      </Notice>
    );
  }

  if (renders.isError) {
    return <LoadFailed compact message="Could not load this project’s videos." onRetry={() => void renders.refetch()} className="py-2" />;
  }
  if (!renders.data) return <LoadingState label="Loading the project’s videos..." className="justify-start py-2 text-sm" />;
  const finished = renders.data.renders
    .filter((render) => render.status === 'done')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  if (finished.length === 0) {
    return (
      <Notice testId="publish-no-render">
        <p className="flex items-center gap-2">
          <Clapperboard aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          Render the video first: publishing sends a finished render.
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
  return (
    <Card aria-label="Publish to YouTube" role="region" className={className}>
      <CardHeader>
        <CardTitle>Publish to YouTube</CardTitle>
        <CardDescription>
          Send a finished video of this project to your channel, now or at a time you choose. Every project’s videos are on your{' '}
          <Link href={pagePaths.calendar} className="font-medium text-primary underline underline-offset-2">
            publishing calendar
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PublishSetup project={project} />
        <ProjectPublications projectId={project.id} className="border-t border-border pt-5" />
      </CardContent>
    </Card>
  );
}
