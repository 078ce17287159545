import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInPage } from '@/components/layout/signed-in-page';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { CalendarFeed } from '../components/calendar-feed';
import { PublishingCalendar } from '../components/publishing-calendar';

/** /calendar (signed in): every publication by day, rescheduling by drag and drop or in an entry's dialog, and the calendar feed. */
export function CalendarPage() {
  const { t } = useTranslation('publishing');
  // A move reports its outcome in a toast: have the toast UI ready.
  useEffect(preloadToaster, []);
  return (
    <SignedInPage>
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-8 px-4 pt-4 pb-20 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('calendarPage.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('calendarPage.intro')}</p>
        </div>
        <PublishingCalendar />
        <CalendarFeed />
      </main>
    </SignedInPage>
  );
}
