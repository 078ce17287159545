// Publishing: the channels creators connect (YouTube first) and the operator's Google OAuth client;
// publications land beside them.
export { createChannelRepository, createOAuthStateRepository } from './channels/repository';
export { createChannelService, type ChannelService } from './channels/service';
export { channelRoutes } from './channels/routes';
export { createGoogleClientRepository } from './google-client/repository';
export { createGoogleClientService, type GoogleClient, type GoogleClientService } from './google-client/service';
export { googleClientRoutes } from './google-client/routes';
export { platformOpener, type OpenPlatform, type YouTubeSettings } from './platform';
