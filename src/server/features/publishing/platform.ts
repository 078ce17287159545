import type { GoogleConfig } from '../../config/config';
import type { PublishingPlatform } from '../../providers/publishing/publishing-platform';
import type { GoogleClient } from './google-client/service';

/** What the YouTube platform is made from: the OAuth client, and where Google is (a stand-in's addresses in tests). */
export type YouTubeSettings = GoogleClient & Pick<GoogleConfig, 'accountsBaseUrl' | 'oauth2BaseUrl' | 'apiBaseUrl'>;

/** The platform for the client set up now (it may change while the app runs: the console's client is read per use). */
export type OpenPlatform = (client: GoogleClient) => PublishingPlatform;

/**
 * The one place the YouTube platform is made: from the client in use and Google's addresses, kept
 * while the client stays the same.
 */
export function platformOpener(google: GoogleConfig, create: (settings: YouTubeSettings) => PublishingPlatform): OpenPlatform {
  let opened: { client: GoogleClient; platform: PublishingPlatform } | undefined;
  return (client) => {
    if (opened?.client.clientId !== client.clientId || opened.client.clientSecret !== client.clientSecret) {
      const { accountsBaseUrl, oauth2BaseUrl, apiBaseUrl } = google;
      opened = { client, platform: create({ ...client, accountsBaseUrl, oauth2BaseUrl, apiBaseUrl }) };
    }
    return opened.platform;
  };
}
