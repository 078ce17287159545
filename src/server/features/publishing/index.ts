// Publishing: the channels creators connect (YouTube first), the operator's Google OAuth client, the
// publications sent through them, and the calendar feed of those.
export { createChannelRepository, createOAuthStateRepository } from './channels/repository';
export { createChannelService, type ChannelService } from './channels/service';
export { channelRoutes } from './channels/routes';
export { createGoogleClientRepository } from './google-client/repository';
export { createGoogleClientService, type GoogleClient, type GoogleClientService } from './google-client/service';
export { googleClientRoutes } from './google-client/routes';
export { platformOpener, type OpenPlatform, type YouTubeSettings } from './platform';
export { createPublicationRepository } from './publications/repository';
export { createPublicationService, type PublicationService } from './publications/service';
export { publicationRoutes } from './publications/routes';
export { createCalendarFeedService } from './calendar/calendar-feed';
