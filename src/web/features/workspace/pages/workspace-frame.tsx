import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/ui/form-card';
import { fieldClass } from '@/components/ui/select-field';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useScriptFormText } from '@/features/scripts';
import { cn } from '@/lib/cn';
import { StudioHeaderBar, StudioLayout } from '../components/studio-layout';
import { workspaceTabs } from '../lib/workspace-tabs';

const placeholder = 'animate-pulse rounded-full bg-muted';
const noop = () => {};

/**
 * /app before the session is known: the studio's header, heading and tabs with nothing of the
 * user's in them. The build pre-renders it, so a signed-in visitor sees it at once; the studio
 * takes its place once the session is checked. Its controls are inert: nothing works before that.
 */
export function WorkspaceFrame() {
  const { t } = useTranslation('workspace');
  const scriptForm = useScriptFormText();
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
        subtitle={<p className="min-w-0 text-muted-foreground">{t('layout.noProject')}</p>}
      >
        <div aria-hidden className="flex flex-col gap-6">
          <Tabs value={workspaceTabs[0].id}>
            <TabsList>
              {workspaceTabs.map(({ id, icon: Icon }) => (
                <TabsTrigger key={id} value={id}>
                  <Icon />
                  <span className="sm:hidden">{t(`tabs.${id}.shortLabel`)}</span>
                  <span className="sr-only sm:not-sr-only">{t(`tabs.${id}.label`)}</span>
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          {/* The first tab's form as the Script Writing tab draws it (same words, same sizes): the
              studio that replaces it then paints nothing larger, so the frame is the page's largest paint. */}
          <div className="grid gap-6 lg:grid-cols-2">
            <FormCard title={scriptForm.title} description={scriptForm.description} onSubmit={noop}>
              <div className="grid gap-2">
                <p className="text-sm leading-none font-medium">{scriptForm.topicLabel}</p>
                <textarea rows={4} disabled placeholder={scriptForm.topicPlaceholder} className={cn(fieldClass, 'resize-y')} />
              </div>
              <div className="h-28 animate-pulse rounded-md bg-muted" />
            </FormCard>
          </div>
        </div>
        <p role="status" className="sr-only">
          {t('layout.opening')}
        </p>
      </StudioLayout>
    </div>
  );
}
