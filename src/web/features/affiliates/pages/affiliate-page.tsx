import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInPage } from '@/components/layout/signed-in-page';
import { Card, CardContent } from '@/components/ui/card';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { useAffiliateDashboard } from '../api/get-dashboard';
import { AffiliateDashboardView } from '../components/affiliate-dashboard';
import { AffiliatePitch } from '../components/affiliate-pitch';

/** /affiliate (signed in): the pitch and join form without an account, else the dashboard. */
export function AffiliatePage() {
  const { t } = useTranslation('affiliates');
  const dashboard = useAffiliateDashboard();
  // The join form and the Copy button answer with toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  return (
    <SignedInPage>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:px-6">
        {dashboard.isError ? (
          <Card className="mx-auto max-w-xl">
            <CardContent className="py-12">
              <LoadFailed message={t('page.loadFailed')} onRetry={() => void dashboard.refetch()} />
            </CardContent>
          </Card>
        ) : !dashboard.data ? (
          <LoadingState label={t('page.loading')} className="py-24" />
        ) : dashboard.data.hasAccount ? (
          <AffiliateDashboardView dashboard={dashboard.data.dashboard} />
        ) : (
          <AffiliatePitch />
        )}
      </main>
    </SignedInPage>
  );
}
