// Publishing's public face: the channels a creator connects (the account page shows them), and the
// notice /app shows when Google sends the browser back.
export { channelsQueryKey, channelsQueryOptions, useChannels, useConnectChannel, useDisconnectChannel } from './api/channels';
export { ChannelsReturnNotice, channelsReturnOf } from './components/channels-return-notice';
export { ConnectedChannels } from './components/connected-channels';
