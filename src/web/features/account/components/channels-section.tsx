import { SquarePlay } from 'lucide-react';
import { ConnectedChannels } from '@/features/publishing';
import { AccountSection } from './account-section';

/** The channels the studio publishes to: connected from here, each with its picture and name. */
export function ChannelsSection() {
  return (
    <AccountSection
      id="channels"
      title="Connected channels"
      description="The YouTube channels the studio can publish your projects to. Tokens stay on the server; disconnecting gives the access back."
      icon={SquarePlay}
    >
      <ConnectedChannels />
    </AccountSection>
  );
}
