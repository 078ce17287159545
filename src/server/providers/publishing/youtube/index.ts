import { googleAccountsApi, googleApi, googleOAuth2Api } from '../../../config/config';
import type { PublishingPlatform } from '../publishing-platform';
import { createDataApi } from './data-api';
import { createOAuth } from './oauth';
import { youtubeQuota } from './quota';
import { createResumableUpload } from './resumable-upload';

export { youtubeScopes } from './oauth';
export { youtubeQuota } from './quota';
export { CHUNK_UNIT } from './resumable-upload';
export { watchUrl } from './data-api';

/**
 * The Google OAuth client and where Google is. The three base URLs are Google's unless a test points
 * them at a stand-in (GOOGLE_ACCOUNTS_BASE_URL, GOOGLE_OAUTH2_BASE_URL, GOOGLE_API_BASE_URL).
 */
export interface YouTubeSettings {
  clientId: string;
  clientSecret: string;
  /** The consent screen is at `{accountsBaseUrl}/o/oauth2/v2/auth`. Default https://accounts.google.com. */
  accountsBaseUrl?: string;
  /** `{oauth2BaseUrl}/token` and `/revoke`. Default https://oauth2.googleapis.com. */
  oauth2BaseUrl?: string;
  /** `/youtube/v3/…` and the resumable upload at `/upload/youtube/v3/videos`. Default https://www.googleapis.com. */
  apiBaseUrl?: string;
}

export interface YouTubeDeps {
  /** Every call goes through it (Google's clients too). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Each call but a chunk gets this long for its answer. Default 30 s. */
  requestTimeoutMs?: number;
  /** A chunk gets this long to be sent and answered. Default 5 minutes (8 MiB at 256 kbit/s). */
  chunkTimeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const CHUNK_TIMEOUT_MS = 5 * 60_000;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** YouTube as a PublishingPlatform. Nothing is loaded or called until a method is. */
export function createYouTubePlatform(settings: YouTubeSettings, deps: YouTubeDeps = {}): PublishingPlatform {
  const fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const accountsBaseUrl = withoutTrailingSlash(settings.accountsBaseUrl ?? googleAccountsApi);
  const oauth2BaseUrl = withoutTrailingSlash(settings.oauth2BaseUrl ?? googleOAuth2Api);
  const apiBaseUrl = withoutTrailingSlash(settings.apiBaseUrl ?? googleApi);

  const oauth = createOAuth(
    { clientId: settings.clientId, clientSecret: settings.clientSecret, accountsBaseUrl, oauth2BaseUrl },
    { fetch: fetchImpl, timeoutMs },
  );
  const upload = createResumableUpload({
    apiBaseUrl,
    fetch: fetchImpl,
    timeoutMs,
    chunkTimeoutMs: deps.chunkTimeoutMs ?? CHUNK_TIMEOUT_MS,
  });
  const data = createDataApi({ apiBaseUrl, fetch: fetchImpl, timeoutMs });

  return {
    id: 'youtube',
    quota: {
      dailyLimit: youtubeQuota.dailyLimit,
      upload: youtubeQuota.uploadCost,
      thumbnail: youtubeQuota.thumbnailCost,
      captions: youtubeQuota.captionsCost,
      update: youtubeQuota.updateCost,
      remove: youtubeQuota.deleteCost,
      statusCheck: youtubeQuota.listCost,
    },
    // Uploads and thumbnails take youtube.upload; captions and a new publish time, youtube.force-ssl.
    requiredScopes: ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube.force-ssl'],
    chunkUnit: upload.chunkUnit,
    consentUrl: oauth.consentUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    revoke: oauth.revoke,
    channels: data.channels,
    startUpload: upload.startUpload,
    uploadStatus: upload.uploadStatus,
    sendChunk: upload.sendChunk,
    setThumbnail: data.setThumbnail,
    setCaptions: data.setCaptions,
    videoState: data.videoState,
    reschedule: data.reschedule,
    removeVideo: data.removeVideo,
  };
}
