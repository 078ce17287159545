import type * as YouTubeApi from '@googleapis/youtube';
import { onFirstUse } from '../../../lib/on-first-use';
import { PlatformError, privacyStatuses, type PlatformChannel, type PlatformVideoState, type PrivacyStatus } from '../publishing-platform';
import { callGoogle, unexpectedAnswer } from './google-errors';

/**
 * The YouTube Data API v3 calls besides the upload, through Google's client (@googleapis/youtube):
 * channels.list, thumbnails.set, captions.insert, videos.list and videos.update. Each call carries
 * the access token it is given as a bearer header; refreshing it is the caller's business.
 */

const youtubeSdk = onFirstUse<typeof YouTubeApi>('@googleapis/youtube');

type Youtube = YouTubeApi.youtube_v3.Youtube;
type VideoStatus = YouTubeApi.youtube_v3.Schema$VideoStatus;

export interface DataApiCalls {
  apiBaseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** The address everyone opens a video at. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

const uploadStates = ['uploaded', 'processed', 'failed', 'rejected', 'deleted'] as const;

/**
 * The status fields a videos.update may write. YouTube replaces the whole `status` part, so a
 * field left out is reset: an update sends all of these as they were, changing only its own.
 */
const writableStatus = [
  'privacyStatus',
  'publishAt',
  'license',
  'embeddable',
  'publicStatsViewable',
  'selfDeclaredMadeForKids',
  'containsSyntheticMedia',
] as const;

export function createDataApi(calls: DataApiCalls) {
  let client: Youtube | undefined;
  // Made on first use, not with the platform: Google's client is large, and many instances never publish.
  const api = () => (client ??= youtubeSdk().youtube({ version: 'v3', rootUrl: calls.apiBaseUrl, fetchImplementation: calls.fetch }));

  /**
   * One call's options: the bearer token, the signal, no retries of the client's own (the caller
   * decides, from PlatformError.retryable). rootUrl again: Google's client builds a media upload's
   * address from the call's options only, not the client's.
   */
  const options = (accessToken: string, signal: AbortSignal) => ({
    rootUrl: calls.apiBaseUrl,
    headers: { authorization: `Bearer ${accessToken}` },
    signal,
    retry: false,
  });
  const limits = (accessToken: string, signal: AbortSignal | undefined) => ({ timeoutMs: calls.timeoutMs, signal, secrets: [accessToken] });

  async function readStatus(accessToken: string, videoId: string, parts: string[], signal: AbortSignal | undefined) {
    const what = 'the video query';
    return callGoogle(what, limits(accessToken, signal), async (callSignal) => {
      const { data } = await api().videos.list({ id: [videoId], part: parts }, options(accessToken, callSignal));
      const video = data.items?.[0];
      // YouTube lists nothing for a video it does not have (deleted, or never there).
      if (!video) throw new PlatformError(`YouTube has no video ${videoId}`, 'videoNotFound', 404, false);
      if (!video.status) throw unexpectedAnswer(what, 200);
      return { status: video.status, processing: video.processingDetails };
    });
  }

  return {
    channels(accessToken: string, signal?: AbortSignal): Promise<PlatformChannel[]> {
      return callGoogle('the channel query', limits(accessToken, signal), async (callSignal) => {
        const { data } = await api().channels.list({ part: ['snippet'], mine: true, maxResults: 50 }, options(accessToken, callSignal));
        return (data.items ?? []).flatMap((channel) => {
          if (!channel.id) return [];
          const thumbnails = channel.snippet?.thumbnails;
          const picture = thumbnails?.medium ?? thumbnails?.default ?? thumbnails?.high;
          return [{ externalId: channel.id, name: channel.snippet?.title ?? channel.id, pictureUrl: picture?.url ?? null }];
        });
      });
    },

    async setThumbnail(
      accessToken: string,
      videoId: string,
      image: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' },
      signal?: AbortSignal,
    ): Promise<void> {
      await callGoogle('the thumbnail', limits(accessToken, signal), (callSignal) =>
        api().thumbnails.set({ videoId, media: { mimeType: image.contentType, body: image.bytes } }, options(accessToken, callSignal)),
      );
    },

    async setCaptions(
      accessToken: string,
      videoId: string,
      track: { language: string; name: string; vtt: Buffer },
      signal?: AbortSignal,
    ): Promise<void> {
      await callGoogle('the captions', limits(accessToken, signal), (callSignal) =>
        api().captions.insert(
          {
            part: ['snippet'],
            requestBody: { snippet: { videoId, language: track.language, name: track.name, isDraft: false } },
            // As text: Google's client sends a string part of its multipart body as it is (a Buffer it cannot).
            media: { mimeType: 'text/vtt', body: track.vtt.toString('utf8') },
          },
          options(accessToken, callSignal),
        ),
      );
    },

    async videoState(accessToken: string, videoId: string, signal?: AbortSignal): Promise<PlatformVideoState> {
      const { status, processing } = await readStatus(accessToken, videoId, ['status', 'processingDetails'], signal);
      const upload = uploadStates.find((state) => state === status.uploadStatus);
      const privacy = privacyStatuses.find((value) => value === status.privacyStatus);
      if (!upload || !privacy) throw unexpectedAnswer('the video query', 200);
      return {
        upload,
        privacy,
        publishAt: status.publishAt ? new Date(status.publishAt) : null,
        problem: status.failureReason ?? status.rejectionReason ?? processing?.processingFailureReason ?? null,
        url: watchUrl(videoId),
      };
    },

    async removeVideo(accessToken: string, videoId: string, signal?: AbortSignal): Promise<void> {
      await callGoogle('the video’s deletion', limits(accessToken, signal), (callSignal) =>
        api().videos.delete({ id: videoId }, options(accessToken, callSignal)),
      );
    },

    async reschedule(accessToken: string, videoId: string, publishAt: Date, signal?: AbortSignal): Promise<void> {
      const { status: current } = await readStatus(accessToken, videoId, ['status'], signal);
      const status: VideoStatus = {};
      for (const field of writableStatus)
        if (current[field] !== undefined && current[field] !== null) Object.assign(status, { [field]: current[field] });
      status.privacyStatus = 'private' satisfies PrivacyStatus;
      status.publishAt = publishAt.toISOString();
      await callGoogle('the new publish time', limits(accessToken, signal), (callSignal) =>
        api().videos.update({ part: ['status'], requestBody: { id: videoId, status } }, options(accessToken, callSignal)),
      );
    },
  };
}
