import { useTranslation } from 'react-i18next';
import { WebhooksPanel } from '@/features/webhooks';
import { SectionHeader } from './section-header';

/** The console's webhooks: endpoints that hear of the instance's events (new accounts, payments, refunds). */
export function WebhooksSection() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-6">
      <SectionHeader id="webhooks-title" title={t('webhooks.title')} description={t('webhooks.description')} />
      <div className="rounded-xl border border-border bg-card p-4 sm:p-6">
        <WebhooksPanel scope="instance" />
      </div>
    </section>
  );
}
