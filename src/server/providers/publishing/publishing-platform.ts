/**
 * One interface for every platform the studio publishes to (DESIGN.md §7), as payments go through
 * one processor interface: YouTube first (./youtube). The platform speaks the vendor's protocol;
 * which user, channel and video is the caller's business (features/publishing), which keeps the
 * tokens encrypted at rest and hands this layer an access token per call.
 */

export type PlatformId = 'youtube';

/** What the platform granted: the access token, when it expires, and the refresh token (offline access). */
export interface PlatformGrant {
  accessToken: string;
  /** Null when the platform did not send one again (a refresh keeps the one already held). */
  refreshToken: string | null;
  expiresAt: Date;
  scopes: string[];
}

/** A channel (or page, or account) the grant publishes to. */
export interface PlatformChannel {
  externalId: string;
  name: string;
  pictureUrl: string | null;
}

export const privacyStatuses = ['private', 'unlisted', 'public'] as const;
export type PrivacyStatus = (typeof privacyStatuses)[number];

/** Quota units: the daily allowance and each call's cost (a refused call costs too). */
export interface PlatformQuota {
  dailyLimit: number;
  upload: number;
  thumbnail: number;
  captions: number;
  /** A change of the video (reschedule). */
  update: number;
  /** Deleting a video. */
  remove: number;
  /** A look at the video's state. */
  statusCheck: number;
}

/** What the video says about itself when it is uploaded. */
export interface VideoDetails {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  /** BCP-47, e.g. 'en'. */
  language: string;
  /** What it is once published; a scheduled video is uploaded private whatever this says. */
  privacy: PrivacyStatus;
  madeForKids: boolean;
  /** A scheduled video goes up private and the platform makes it public then. */
  publishAt: Date | null;
}

/** A resumable upload the platform opened: where its bytes go. The caller keeps it, so a restarted server resumes it. */
export interface UploadSession {
  url: string;
}

/** How far an upload is: the bytes the platform has confirmed, or the video it became. */
export type UploadProgress = { state: 'incomplete'; confirmedBytes: number } | { state: 'complete'; videoId: string };

/** The video's state on the platform, as the calendar shows it. */
export interface PlatformVideoState {
  /** uploaded: being processed; processed: ready; failed or rejected: see `problem`. */
  upload: 'uploaded' | 'processed' | 'failed' | 'rejected' | 'deleted';
  privacy: PrivacyStatus;
  publishAt: Date | null;
  /** The platform's reason for a failed or rejected upload, in its words. */
  problem: string | null;
  url: string;
}

/**
 * Every call takes an optional AbortSignal last: it ends the call (and the caller gets the signal's
 * reason back, not a PlatformError). Every call also has a deadline of its own; running out of it is
 * a PlatformError 'timeout'.
 */
export interface PublishingPlatform {
  readonly id: PlatformId;
  /** The platform's daily allowance of quota units and what each call costs (YouTube: an upload 1,600 of 10,000). */
  readonly quota: PlatformQuota;
  /** The scopes a grant must hold for everything publishing does (a consent screen lets the user untick some). */
  readonly requiredScopes: readonly string[];
  /** Every chunk sendChunk is given but the last is a whole multiple of this many bytes (YouTube: 256 KiB). */
  readonly chunkUnit: number;
  /** The consent screen: authorization code with PKCE (S256), offline access, the platform's scopes. */
  consentUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }, signal?: AbortSignal): Promise<PlatformGrant>;
  refresh(refreshToken: string, signal?: AbortSignal): Promise<PlatformGrant>;
  /** Revokes the grant (a refresh token revokes its access tokens too); a token already revoked or expired counts as revoked. */
  revoke(token: string, signal?: AbortSignal): Promise<void>;
  /** The channels the grant can publish to. */
  channels(accessToken: string, signal?: AbortSignal): Promise<PlatformChannel[]>;
  /** Opens a resumable upload of `bytes` bytes of `contentType` with the video's details. */
  startUpload(
    accessToken: string,
    details: VideoDetails,
    file: { bytes: number; contentType: string },
    signal?: AbortSignal,
  ): Promise<UploadSession>;
  /** Asks the platform how many bytes of the upload it holds (or which video it became). */
  uploadStatus(accessToken: string, session: UploadSession, totalBytes: number, signal?: AbortSignal): Promise<UploadProgress>;
  /**
   * Sends bytes [from, from + chunk.length) of the upload; the platform's answer says how far it is,
   * which may be less than was sent: go on from `confirmedBytes`. A chunk other than the last that is
   * not a multiple of `chunkUnit` is a RangeError (the caller's mistake, nothing is sent).
   */
  sendChunk(
    accessToken: string,
    session: UploadSession,
    chunk: { bytes: Buffer; from: number; totalBytes: number },
    signal?: AbortSignal,
  ): Promise<UploadProgress>;
  setThumbnail(
    accessToken: string,
    videoId: string,
    image: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' },
    signal?: AbortSignal,
  ): Promise<void>;
  setCaptions(
    accessToken: string,
    videoId: string,
    track: { language: string; name: string; vtt: Buffer },
    signal?: AbortSignal,
  ): Promise<void>;
  /** The video's state; a video the platform no longer has (deleted there) is PlatformError 'videoNotFound'. */
  videoState(accessToken: string, videoId: string, signal?: AbortSignal): Promise<PlatformVideoState>;
  /** Deletes the video on the platform (one uploaded all the same when its publication was canceled). */
  removeVideo(accessToken: string, videoId: string, signal?: AbortSignal): Promise<void>;
  /** Moves a scheduled video's publish time (it stays private until then; its other settings are kept). */
  reschedule(accessToken: string, videoId: string, publishAt: Date, signal?: AbortSignal): Promise<void>;
}

/**
 * The reasons callers act on. YouTube's own reasons pass through as Google names them (its Data API's
 * `errors[0].reason`, its OAuth `error`), so others may come; these are the ones with a meaning here:
 * - 'authError': the access token was refused (expired or revoked): refresh it, then try again.
 * - 'invalid_grant': the refresh token or code is no good (revoked, expired, used): the channel needs
 *   connecting again ('Reconnect').
 * - 'quotaExceeded': the Google project's daily quota is spent (until midnight Pacific time).
 * - 'uploadLimitExceeded': the channel's own daily upload limit is reached (try again in 24 hours).
 * - 'forbidden': the platform does not allow this for this channel or project.
 * - 'uploadSessionExpired': the resumable upload is gone: start a new one, from byte 0.
 * - 'videoNotFound': the video is not (or no longer) on the platform.
 * - 'unavailable': no answer (connection refused or cut); 'timeout': no answer in time.
 */
export type PlatformErrorReason =
  | 'authError'
  | 'invalid_grant'
  | 'quotaExceeded'
  | 'uploadLimitExceeded'
  | 'forbidden'
  | 'uploadSessionExpired'
  | 'videoNotFound'
  | 'unavailable'
  | 'timeout'
  | (string & {});

/**
 * What the platform refused, with its machine reason ('quotaExceeded', 'uploadLimitExceeded',
 * 'forbidden', 'invalid_grant', …) and whether trying again later can help. Callers explain it in
 * words (features/publishing); the message never holds a token.
 */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly reason: PlatformErrorReason,
    /** The HTTP status answered; 0 when no answer came. */
    readonly status: number,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PlatformError';
  }
}
