import { CircleAlert, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { SignedInPage } from '@/components/layout/signed-in-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { Spinner } from '@/components/ui/spinner';
import { useAffiliateDashboard } from '../api/get-dashboard';
import { AffiliateDashboardView } from '../components/affiliate-dashboard';
import { AffiliatePitch } from '../components/affiliate-pitch';

/** /affiliate (signed in): the pitch and join form without an account, else the dashboard. */
export function AffiliatePage() {
  const dashboard = useAffiliateDashboard();
  // The join form and the Copy button answer with toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  return (
    <SignedInPage>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:px-6">
        {dashboard.isError ? (
          <Card role="alert" className="mx-auto max-w-xl">
            <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
              <CircleAlert aria-hidden className="size-10 text-red-600" />
              <p>Failed to load your affiliate dashboard. Please try again.</p>
              <Button type="button" variant="outline" onClick={() => void dashboard.refetch()}>
                <RotateCw aria-hidden />
                Try Again
              </Button>
            </CardContent>
          </Card>
        ) : !dashboard.data ? (
          <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
            <Spinner />
            <span>Loading your affiliate dashboard...</span>
          </div>
        ) : dashboard.data.hasAccount ? (
          <AffiliateDashboardView dashboard={dashboard.data.dashboard} />
        ) : (
          <AffiliatePitch />
        )}
      </main>
    </SignedInPage>
  );
}
