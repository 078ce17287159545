import { Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WebhooksPanel } from '@/features/webhooks';
import { AccountSection } from './account-section';

/** The account page's 'Webhooks' card: endpoints that hear of the user's renders, narrations, shorts and publications. */
export function WebhooksSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="webhooks" title={t('webhooks.title')} description={t('webhooks.description')} icon={Webhook}>
      <WebhooksPanel scope="user" />
    </AccountSection>
  );
}
