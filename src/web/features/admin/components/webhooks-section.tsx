import { WebhooksPanel } from '@/features/webhooks';
import { SectionHeader } from './section-header';

/** The console's webhooks: endpoints that hear of the instance's events (new accounts, payments, refunds). */
export function WebhooksSection() {
  return (
    <section aria-labelledby="webhooks-title" className="grid gap-6">
      <SectionHeader
        id="webhooks-title"
        title="Webhooks"
        description="Tell another system (a CRM, a chat channel, accounting) of new accounts, payments and refunds. Each delivery is signed and retried; a failing endpoint is paused and the administrators mailed."
      />
      <div className="rounded-xl border border-border bg-card p-4 sm:p-6">
        <WebhooksPanel scope="instance" />
      </div>
    </section>
  );
}
