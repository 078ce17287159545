// Publishing's public face: the channels a creator connects (the account page shows them), and the
// notice /app shows when Google sends the browser back.
export { channelsQueryKey, channelsQueryOptions, useChannels, useConnectChannel, useDisconnectChannel } from './api/channels';
export { ChannelsReturnNotice, channelsReturnOf } from './components/channels-return-notice';
export { ConnectedChannels } from './components/connected-channels';
// The open project's Publish panel (loaded when first shown): a finished render sent to YouTube, and the project's publications.
export { PublishPanel } from './components/publish-panel-lazy';
// The publishing calendar (/calendar): publications by day, rescheduling, and the calendar feed.
export {
  calendarFeedQueryKey,
  publicationRangesQueryKey,
  useCalendarFeed,
  useCreateCalendarFeed,
  usePublicationsInRange,
  useReschedulePublication,
  useRevokeCalendarFeed,
} from './api/calendar';
export { CalendarFeed } from './components/calendar-feed';
export { PublicationStatusBadge } from './components/publication-status-badge';
export { PublishingCalendar } from './components/publishing-calendar';
