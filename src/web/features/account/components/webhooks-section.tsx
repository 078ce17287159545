import { Webhook } from 'lucide-react';
import { WebhooksPanel } from '@/features/webhooks';
import { AccountSection } from './account-section';

/** The account page's 'Webhooks' card: endpoints that hear of the user's renders, narrations, shorts and publications. */
export function WebhooksSection() {
  return (
    <AccountSection
      id="webhooks"
      title="Webhooks"
      description="Tell another system when your renders, narrations, shorts and publications are done. Each delivery is signed (Standard Webhooks) and retried for about 17 hours."
      icon={Webhook}
    >
      <WebhooksPanel scope="user" />
    </AccountSection>
  );
}
