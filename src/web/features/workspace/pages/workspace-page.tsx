import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { useAuth } from '@/features/auth';
import { SubscriptionActivatedDialog, UpgradeButton, UsageMeter } from '@/features/billing';
import { ExportProjectButton, useCurrentProject, useReopenLastProject } from '@/features/projects';
import { ChannelsReturnNotice } from '@/features/publishing';
import { LoadingOverlay } from '@/components/loading-overlay/loading-overlay';
import { LoadingOverlayProvider } from '@/components/loading-overlay/loading-overlay-provider';
import { StudioLayout } from '../components/studio-layout';
import { TrialGate } from '../components/trial-gate';
import { WorkspaceHeader } from '../components/workspace-header';
import { WorkspaceTabs } from '../components/workspace-tabs';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { workspaceTabs, type WorkspaceTabId } from '../lib/workspace-tabs';

function WorkspaceShell({ tab, onTabChange }: { tab: WorkspaceTabId; onTabChange: (tab: WorkspaceTabId) => void }) {
  const { user } = useAuth();
  const { project } = useCurrentProject();
  const { isLoading } = useLoadingOverlay();
  const { t } = useTranslation('workspace');
  return (
    <div className="min-h-dvh bg-background">
      <StudioLayout
        inert={isLoading}
        header={<WorkspaceHeader />}
        banner={user && <TrialGate user={user} />}
        subtitle={
          <>
            <p className="min-w-0 text-muted-foreground wrap-anywhere">
              {project ? (
                <>
                  {t('layout.project')} <span className="font-medium text-foreground">{project.title}</span>
                </>
              ) : (
                t('layout.noProject')
              )}
            </p>
            {project && <ExportProjectButton project={project} />}
          </>
        }
        // Plans with limits (weekly, basic) show what is left of the period.
        aside={<UsageMeter />}
      >
        <WorkspaceTabs value={tab} onValueChange={onTabChange} />
      </StudioLayout>
      {/* Small screens have no room in the header: the upgrade button is docked at the foot instead.
          Not on the chat, whose message box and Send button sit at the foot of a phone's screen (the
          trial banner's See plans stays). */}
      {tab !== 'chat' && <UpgradeButton variant="floating" size="md" className="lg:hidden" />}
      <LoadingOverlay />
    </div>
  );
}

/** /app: the signed-in studio. */
export function WorkspacePage() {
  const { t } = useTranslation('workspace');
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The open tab lives in the address (?tab=), so a reload comes back to it.
  const activeTab = workspaceTabs.find(({ id }) => id === new URLSearchParams(search).get('tab')) ?? workspaceTabs[0];
  const tab = activeTab.id;
  const setTab = (next: WorkspaceTabId) => {
    const params = new URLSearchParams(search);
    if (next === workspaceTabs[0].id) params.delete('tab');
    else params.set('tab', next);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  useReopenLastProject();

  // The tabs report results and failures as toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  return (
    <LoadingOverlayProvider
      copy={activeTab.loading ? { title: t(`loading.${activeTab.id}.title`), message: t(`loading.${activeTab.id}.message`) } : {}}
    >
      <WorkspaceShell tab={tab} onTabChange={setTab} />
      {/* Back from the embedded payment form (?premium=true): 'Subscription Activated!' with the plan bought. */}
      <SubscriptionActivatedDialog />
      {/* Back from Google's consent screen (?channels=connected or error): a toast says what happened. */}
      <ChannelsReturnNotice />
    </LoadingOverlayProvider>
  );
}
