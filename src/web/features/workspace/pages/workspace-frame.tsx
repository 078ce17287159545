import { useEffect } from 'react';
import { FormCard } from '@/components/ui/form-card';
import { fieldClass } from '@/components/ui/select-field';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SCRIPT_FORM_DESCRIPTION, TOPIC_LABEL, TOPIC_PLACEHOLDER } from '@/features/scripts';
import { cn } from '@/lib/cn';
import { NO_PROJECT_SUBTITLE, StudioHeaderBar, StudioLayout } from '../components/studio-layout';
import { workspaceTabs } from '../lib/workspace-tabs';

const placeholder = 'animate-pulse rounded-full bg-muted';
const noop = () => {};

/**
 * /app before the session is known: the studio's header, heading and tabs with nothing of the
 * user's in them. The build pre-renders it, so a signed-in visitor sees it at once; the studio
 * takes its place once the session is checked. Its controls are inert: nothing works before that.
 */
export function WorkspaceFrame() {
  // The studio's code loads while the session is checked.
  useEffect(() => void import('./workspace-page'), []);
  return (
    <div className="min-h-dvh bg-background" aria-busy>
      <StudioLayout
        inert
        header={
          <StudioHeaderBar>
            <span aria-hidden className={`h-9 w-28 ${placeholder}`} />
            <span aria-hidden className={`h-9 w-24 ${placeholder}`} />
          </StudioHeaderBar>
        }
        subtitle={<p className="min-w-0 text-muted-foreground">{NO_PROJECT_SUBTITLE}</p>}
      >
        <div aria-hidden className="flex flex-col gap-6">
          <Tabs value={workspaceTabs[0].id}>
            <TabsList>
              {workspaceTabs.map(({ id, label, shortLabel, icon: Icon }) => (
                <TabsTrigger key={id} value={id}>
                  <Icon />
                  <span className="sm:hidden">{shortLabel}</span>
                  <span className="sr-only sm:not-sr-only">{label}</span>
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          {/* The first tab's form as the Script Writing tab draws it (same words, same sizes): the
              studio that replaces it then paints nothing larger, so the frame is the page's largest paint. */}
          <div className="grid gap-6 lg:grid-cols-2">
            <FormCard title={workspaceTabs[0].label} description={SCRIPT_FORM_DESCRIPTION} onSubmit={noop}>
              <div className="grid gap-2">
                <p className="text-sm leading-none font-medium">{TOPIC_LABEL}</p>
                <textarea rows={4} disabled placeholder={TOPIC_PLACEHOLDER} className={cn(fieldClass, 'resize-y')} />
              </div>
              <div className="h-28 animate-pulse rounded-md bg-muted" />
            </FormCard>
          </div>
        </div>
        <p role="status" className="sr-only">
          Opening your studio…
        </p>
      </StudioLayout>
    </div>
  );
}
