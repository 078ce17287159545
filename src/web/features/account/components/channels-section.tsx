import { SquarePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConnectedChannels } from '@/features/publishing';
import { AccountSection } from './account-section';

/** The channels the studio publishes to: connected from here, each with its picture and name. */
export function ChannelsSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="channels" title={t('channels.title')} description={t('channels.description')} icon={SquarePlay}>
      <ConnectedChannels />
    </AccountSection>
  );
}
