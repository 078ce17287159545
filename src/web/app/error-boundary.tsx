import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CrashBoundary } from '@/components/crash-boundary';

/** The generic crash screen (spec §2). */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t('errorScreen.title')}</h1>
        <p className="text-muted-foreground">{t('errorScreen.description')}</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('errorScreen.refresh')}
        </Button>
      </div>
    </main>
  );
}

/** The app-wide boundary: the crash screen instead of a page that threw. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return <CrashBoundary fallback={<ErrorScreen />}>{children}</CrashBoundary>;
}
