import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { AdminNav } from '../components/admin-nav';
import { AffiliatesSection } from '../components/affiliates-section';
import { AiEnginesSection } from '../components/ai-engines-section';
import { AuditSection } from '../components/audit-section';
import { BackupButton } from '../components/backup-button';
import { DashboardSection } from '../components/dashboard-section';
import { NewsletterSection } from '../components/newsletter-section';
import { OutboxSection } from '../components/outbox-section';
import { PaymentsSection } from '../components/payments-section';
import { PublishingSection } from '../components/publishing-section';
import { SignInSection } from '../components/sign-in-section';
import { UsersSection } from '../components/users-section';
import { WebhooksSection } from '../components/webhooks-section';
import { sectionFrom, type AdminSectionId } from '../lib/sections';

const sectionViews: Record<AdminSectionId, () => ReactNode> = {
  dashboard: () => <DashboardSection />,
  users: () => <UsersSection />,
  affiliates: () => <AffiliatesSection />,
  payments: () => <PaymentsSection />,
  newsletter: () => <NewsletterSection />,
  outbox: () => <OutboxSection />,
  'ai-engines': () => <AiEnginesSection />,
  publishing: () => <PublishingSection />,
  'sign-in': () => <SignInSection />,
  webhooks: () => <WebhooksSection />,
  audit: () => <AuditSection />,
};

/**
 * /admin: the operator console (administrators only; the router shows everyone else the 404
 * page). The open section is `?section=` in the address, so reloads and links keep it.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const section = sectionFrom(useSearch());
  const label = t(`sections.${section}`);
  // Actions answer with toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-card/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Logo href={pagePaths.app} compact />
            <h1 className="flex min-w-0 items-center gap-1.5 truncate text-base font-semibold sm:text-lg">
              <ShieldCheck aria-hidden className="size-5 shrink-0 text-primary" />
              {t('page.title')}
            </h1>
          </div>
          <div className="flex items-center gap-2">
            <BackupButton />
            <Button asChild variant="ghost" size="sm" className="h-9">
              <Link href={pagePaths.app}>
                <ArrowLeft aria-hidden />
                <span className="sr-only sm:not-sr-only">{t('page.backToApp')}</span>
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:pt-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <AdminNav active={section} />
        </aside>
        <main className="min-w-0" aria-label={label}>
          {sectionViews[section]()}
        </main>
      </div>
    </div>
  );
}
