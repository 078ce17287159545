import { z } from 'zod';
import { pagePaths } from '../routes';

/**
 * Publishing: the channels a creator connects (YouTube first), and the operator's Google OAuth
 * client they connect through. Tokens never appear here: they stay on the server, encrypted.
 */

export const publishingPlatforms = ['youtube'] as const;
export type PublishingPlatformId = (typeof publishingPlatforms)[number];

/** connected: the studio can publish to it; reconnect: Google refused the grant (revoked, expired): connect it again. */
export const channelStatuses = ['connected', 'reconnect'] as const;
export type ChannelStatus = (typeof channelStatuses)[number];

/** Where Google sends the browser back with the code (registered as the OAuth client's redirect URI). */
export const YOUTUBE_CALLBACK_PATH = '/api/channels/youtube/callback';

/** The redirect URI an operator registers in Google Cloud for this studio. */
export const youtubeRedirectUri = (origin: string) => `${origin.replace(/\/+$/, '')}${YOUTUBE_CALLBACK_PATH}`;

/** A connected channel as its owner sees it. */
export const channel = z.object({
  id: z.uuid(),
  platform: z.enum(publishingPlatforms),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  status: z.enum(channelStatuses),
  /** ISO 8601: when it was last connected (a reconnection renews it). */
  connectedAt: z.string(),
});
export type Channel = z.infer<typeof channel>;

/** GET /api/channels: the user's channels, and whether the operator has set up Google (else nothing can be connected). */
export const channelsResponse = z.object({
  channels: z.array(channel),
  youtubeConfigured: z.boolean(),
});
export type ChannelsResponse = z.infer<typeof channelsResponse>;

export const channelIdParams = z.object({ id: z.uuid('Channel not found') });

/** POST /api/channels/youtube/connect: Google's consent screen, to open in this browser. */
export const connectChannelResponse = z.object({ url: z.url() });
export type ConnectChannelResponse = z.infer<typeof connectChannelResponse>;

/** What Google adds to the redirect URI: the code and our state, or an error (the user said no). Other fields are ignored. */
export const channelCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/** Why a connection did not happen, as the studio's address says after the callback (`/app?channels=error&reason=…`). */
export const channelConnectProblems = [
  'access_denied',
  'invalid_state',
  'expired_state',
  'no_channel',
  'missing_scope',
  'not_configured',
  'provider_error',
] as const;
export type ChannelConnectProblem = (typeof channelConnectProblems)[number];

/** The query parameter the callback's redirect sets on /app: connected or error (with `reason`). */
export const CHANNELS_RETURN_PARAM = 'channels';

export const channelsReturnPath = (outcome: { ok: true } | { ok: false; reason: ChannelConnectProblem }) =>
  outcome.ok
    ? `${pagePaths.app}?${CHANNELS_RETURN_PARAM}=connected`
    : `${pagePaths.app}?${CHANNELS_RETURN_PARAM}=error&reason=${outcome.reason}`;

const NOT_CONFIGURED =
  'YouTube is not set up on this studio yet: an administrator must enter a Google OAuth client in the operator console (Publishing).';

/** The words for every outcome the studio shows (toasts, the card, the API's messages). */
export const publishingMessages = {
  channelNotFound: 'Channel not found',
  notConfigured: NOT_CONFIGURED,
  reconnect: 'YouTube no longer accepts this channel’s connection (it was revoked or expired). Reconnect the channel to publish to it.',
  tokenFailed: 'YouTube could not be reached to renew the channel’s connection. Please try again in a moment.',
  connected: 'Your YouTube channel is connected. You can publish to it from your projects.',
  disconnected: (name: string) => `${name} is disconnected. The studio no longer holds access to it.`,
  problems: {
    access_denied: 'You did not allow the studio to use your channel on Google’s consent screen, so nothing was connected.',
    invalid_state:
      'That connection link is not valid in this browser (it was used already, or was started elsewhere). Please connect again from your account page.',
    expired_state: 'That connection took longer than 10 minutes. Please connect again from your account page.',
    missing_scope:
      'You unticked some of what the studio asked for on Google’s consent screen (uploading videos, or managing their captions and publish time), so nothing was connected. Connect again and leave every permission ticked.',
    no_channel: 'That Google account has no YouTube channel. Create one on YouTube, or choose another account, then connect again.',
    not_configured: NOT_CONFIGURED,
    provider_error: 'Google did not complete the connection. Please try again in a moment.',
  } satisfies Record<ChannelConnectProblem, string>,
} as const;

// ---------------------------------------------------------------------------------------------
// The operator console: the Google OAuth client
// ---------------------------------------------------------------------------------------------

/**
 * The Google OAuth client as the console shows it. The secret never leaves the server: only whether
 * one is saved. `source`: 'environment' (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; read-only here),
 * 'console' (saved here) or 'none' (YouTube cannot be connected).
 */
export const googleClientView = z.object({
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  source: z.enum(['environment', 'console', 'none']),
  variables: z.array(z.string()),
  /** The redirect URI to register for the client in Google Cloud (PUBLIC_URL, else this request's origin). */
  redirectUri: z.string(),
  /** The secret saved here cannot be read (AUTH_SECRET or SETTINGS_KEY changed): enter it again. */
  problem: z.string().nullable(),
});
export type GoogleClientView = z.infer<typeof googleClientView>;

/**
 * PUT /api/admin/google: the client id and secret. `clientSecret` absent keeps the saved one; a
 * `clientId` of null removes the client (and its secret) from the console.
 */
export const putGoogleClientBody = z.strictObject({
  clientId: z
    .string()
    .trim()
    .min(1, 'Enter the client ID')
    .max(300)
    .regex(/^[\w.-]+$/, 'A client ID holds letters, digits, dots, dashes and underscores (…apps.googleusercontent.com)')
    .nullable(),
  clientSecret: z.string().trim().min(1, 'Enter the client secret').max(500).optional(),
});
export type PutGoogleClientBody = z.input<typeof putGoogleClientBody>;

// ---------------------------------------------------------------------------------------------
// Publications: a project's video sent to a channel, now or at a set time, and the calendar
// ---------------------------------------------------------------------------------------------

/**
 * Where a publication is. uploading: its file is being sent (a new one waits at 0 %, and one cut off
 * waits to go on: see `error`); processing: the platform has the whole file and makes it ready;
 * scheduled: ready, and private on the platform until `publishAt`; published: out, as `privacy`
 * says; failed: see `error`; canceled: stopped before the platform had the whole file.
 */
export const publicationStatuses = ['scheduled', 'uploading', 'processing', 'published', 'failed', 'canceled'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

export const videoPrivacies = ['private', 'unlisted', 'public'] as const;
export type VideoPrivacy = (typeof videoPrivacies)[number];

/** YouTube's categories a video may be given (videoCategories.list: the assignable ones). */
export const youtubeCategoryIds = ['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29'] as const;
export type YoutubeCategoryId = (typeof youtubeCategoryIds)[number];
export const youtubeCategoryNames: Record<YoutubeCategoryId, string> = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
};
export const DEFAULT_YOUTUBE_CATEGORY: YoutubeCategoryId = '22';

/** YouTube's documented limits of a video's snippet (videos resource: snippet.title, .description, .tags[]). */
export const youtubeLimits = { titleChars: 100, descriptionBytes: 5000, tagsChars: 500 } as const;

/** A tag list's length as YouTube counts it: a comma between tags, and a tag with a space as if in quotes. */
export const youtubeTagsLength = (tags: readonly string[]) =>
  tags.reduce((total, tag) => total + tag.length + (/\s/.test(tag) ? 2 : 0), 0) + Math.max(0, tags.length - 1);

/** How far ahead a publish time may be set. */
export const PUBLISH_AT_MAX_DAYS = 365;

/** Uploads of one user running or waiting at once. */
export const PUBLICATIONS_PENDING_MAX = 5;

const noAngleBrackets = (text: string) => !/[<>]/.test(text);
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * POST /api/projects/{id}/publications: a finished render of the project to one of the user's
 * channels. `madeForKids` has no default (YouTube requires the answer). With `publishAt` (in the
 * future), the video is uploaded private and the platform makes it public then, whatever `privacy` says.
 */
export const createPublicationInput = z
  .strictObject({
    channelId: z.uuid('Choose one of your connected channels'),
    renderId: z.uuid('Choose a finished video of the project'),
    title: z
      .string()
      .trim()
      .min(1, 'Enter a title')
      .max(youtubeLimits.titleChars, `A YouTube title is at most ${youtubeLimits.titleChars} characters`)
      .refine(noAngleBrackets, 'A YouTube title cannot contain < or >')
      .refine((title) => !/[\r\n]/.test(title), 'A YouTube title is one line'),
    description: z
      .string()
      .max(youtubeLimits.descriptionBytes, `A YouTube description is at most ${youtubeLimits.descriptionBytes} bytes`)
      .refine(
        (text) => utf8Length(text) <= youtubeLimits.descriptionBytes,
        `A YouTube description is at most ${youtubeLimits.descriptionBytes} bytes`,
      )
      .refine(noAngleBrackets, 'A YouTube description cannot contain < or >'),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A tag cannot be empty')
          .max(youtubeLimits.tagsChars)
          .refine((tag) => noAngleBrackets(tag) && !/[,\r\n]/.test(tag), 'A tag cannot contain <, >, a comma or a line break'),
      )
      .max(youtubeLimits.tagsChars)
      .refine(
        (tags) => youtubeTagsLength(tags) <= youtubeLimits.tagsChars,
        `YouTube takes at most ${youtubeLimits.tagsChars} characters of tags (a comma between tags counts, and a tag with a space counts two more)`,
      ),
    categoryId: z.enum(youtubeCategoryIds, 'Choose one of YouTube’s categories'),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'The language is a code such as en or pt-BR')
      .max(35),
    privacy: z.enum(videoPrivacies, 'Privacy is private, unlisted or public'),
    madeForKids: z.boolean('Say whether the video is made for kids: YouTube requires the answer'),
    publishAt: z.iso.datetime({ offset: true, error: 'The publish time is a date and time such as 2027-01-31T18:00:00Z' }).optional(),
    thumbnail: z.boolean('Say whether to set the project’s chosen thumbnail'),
    captions: z.boolean('Say whether to add the voiceover’s captions'),
  })
  // YouTube takes a publish time only for a private upload, which it makes public then.
  .refine((input) => input.publishAt === undefined || input.privacy === 'public', {
    message: 'A scheduled video goes public at its time: choose Public, or publish without a time',
    path: ['privacy'],
  });
export type CreatePublicationInput = z.infer<typeof createPublicationInput>;

/** A publication as its owner sees it (the calendar's entries too). Times are ISO 8601. */
export const publication = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  /** Null once the channel was disconnected. */
  channelId: z.uuid().nullable(),
  channelName: z.string().nullable(),
  platform: z.enum(publishingPlatforms),
  /** Null once the render was deleted. */
  renderId: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  categoryId: z.string(),
  language: z.string(),
  privacy: z.enum(videoPrivacies),
  madeForKids: z.boolean(),
  publishAt: z.string().nullable(),
  thumbnail: z.boolean(),
  captions: z.boolean(),
  status: z.enum(publicationStatuses),
  /** 0–100: of the file sent while uploading; 100 once the platform has it all. */
  progress: z.number().int(),
  /** Why it failed; while uploading, what interrupted it and that it goes on by itself. */
  error: z.string().nullable(),
  /** What the creator should know besides: the thumbnail or captions not set, an upload started again, a video kept private. */
  notice: z.string().nullable(),
  videoId: z.string().nullable(),
  /** The video's address on the platform, once it has one. */
  url: z.string().nullable(),
  /** Where the calendar shows it: `publishAt`, else when it was published, else when it was asked for. */
  calendarAt: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Publication = z.infer<typeof publication>;

export const publicationIdParams = z.object({ id: z.uuid('Publication not found') });

/** GET /api/projects/{id}/publications: the project's publications, newest first (publicationsResponse). */

/** The longest span GET /api/publications answers for at once (a calendar's month or week, with room to spare). */
export const PUBLICATIONS_RANGE_MAX_DAYS = 400;

/** GET /api/publications?from=&to=: the user's publications whose `calendarAt` is in [from, to). */
/** The calendar's dates are years 1 to 9999 (what ISO 8601 and the database both hold). */
const calendarDate = (iso: string) => Date.parse(iso) >= Date.parse('0001-01-01T00:00:00Z');

export const publicationsQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'from is a date and time such as 2027-01-01T00:00:00Z' }),
    to: z.iso.datetime({ offset: true, error: 'to is a date and time such as 2027-02-01T00:00:00Z' }),
  })
  .refine((query) => calendarDate(query.from), { message: 'from is a date from year 1 on', path: ['from'] })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), { message: 'to must come after from', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= PUBLICATIONS_RANGE_MAX_DAYS * 86_400_000, {
    message: `Ask for at most ${PUBLICATIONS_RANGE_MAX_DAYS} days at once`,
    path: ['to'],
  });
export type PublicationsQuery = z.infer<typeof publicationsQuery>;

export const publicationsResponse = z.object({ publications: z.array(publication) });
export type PublicationsResponse = z.infer<typeof publicationsResponse>;

/** PATCH /api/publications/{id}: a new publish time (in the future). */
export const reschedulePublicationInput = z.strictObject({
  publishAt: z.iso.datetime({ offset: true, error: 'The publish time is a date and time such as 2027-01-31T18:00:00Z' }),
});
export type ReschedulePublicationInput = z.infer<typeof reschedulePublicationInput>;

/** GET /api/publications/quota?channelId=: the platform's daily quota as the studio counts it. */
export const publishingQuotaQuery = z.object({ channelId: z.uuid('Channel not found').optional() });

export const publishingQuota = z.object({
  platform: z.enum(publishingPlatforms),
  /** The Google project's units a day (YouTube's default; Google may have granted the project more). */
  dailyLimit: z.number().int(),
  /** What each call of a publication costs: an upload, then the thumbnail and captions if asked. */
  costs: z.object({
    upload: z.number().int(),
    thumbnail: z.number().int(),
    captions: z.number().int(),
    reschedule: z.number().int(),
    statusCheck: z.number().int(),
  }),
  /** Units the studio's publications spent today (the Pacific day), every user's: the project's quota is shared. */
  usedToday: z.number().int(),
  /** Of those, the units spent on `channelId`'s publications (null without one). */
  channelUsedToday: z.number().int().nullable(),
  left: z.number().int(),
  /** Whole uploads `left` still pays for. */
  uploadsLeft: z.number().int(),
  /** Midnight Pacific time, when YouTube's quota day starts again. */
  resetsAt: z.string(),
  /** In words: that this is the studio's own count, and that an unaudited Google project's uploads stay private. */
  notes: z.array(z.string()),
});
export type PublishingQuota = z.infer<typeof publishingQuota>;

/** POST /api/calendar/feed: the secret address of the user's calendar (a new one each time; the last one stops working). */
export const calendarFeedResponse = z.object({ url: z.url() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** GET /api/calendar/feed: whether the user has a feed (its address is shown only when it is made). */
export const calendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

export const calendarFileParams = z.object({ file: z.string().max(200) });

export const publicationMessages = {
  notFound: 'Publication not found',
  publishAtPast: 'Choose a publish time in the future.',
  publishAtTooFar: `Choose a publish time within ${PUBLISH_AT_MAX_DAYS} days.`,
  publishAtPassed: 'The publish time had passed when the upload could start, so the video went out as soon as it was uploaded.',
  waitedTooLong:
    'The upload waited a week for the channel to be reconnected (or for YouTube to be set up), so it stopped. Publish again once the channel is connected.',
  processingTooLong: (hours: number) =>
    `YouTube was still processing the video after ${hours} hours, so the studio stopped following it. Check it in YouTube Studio.`,
  tooManyPending: `You have ${PUBLICATIONS_PENDING_MAX} videos uploading. Publish this one when one of them is done.`,
  notCancelable:
    'This publication cannot be canceled: the platform has the whole video already (or the publication has ended). Change or delete the video in YouTube Studio.',
  notReschedulable: 'This video is out already: there is no publish time left to change.',
  notScheduled: 'This video was sent to publish at once, without a time: there is no publish time to change.',
  canceledAndRemoved: 'YouTube had the whole video just as the upload was canceled, so the studio deleted it there.',
  canceledTooLate: (url: string) =>
    `YouTube had the whole video just as the upload was canceled, and the studio could not delete it there: it is on the channel (${url}). Delete it in YouTube Studio.`,
  reconnectToResume:
    'YouTube no longer accepts the channel’s connection. Reconnect the channel (Account → Connected channels): the upload then goes on from where it stopped.',
  calendarNotFound: 'Calendar not found',
  quotaExceeded:
    'YouTube’s daily upload quota for this studio’s Google project is used up. Uploads can continue after midnight Pacific time, or ask Google for more quota.',
  uploadLimitExceeded:
    'YouTube says this channel has reached its daily upload limit. Publish again in 24 hours (verifying the channel with a phone number raises the limit).',
  forbidden:
    'YouTube does not allow this channel or this studio’s Google project to upload this video. Check the channel in YouTube Studio (can it upload, is it in good standing?) and ask the operator whether the Google project has the YouTube Data API enabled, then publish again.',
  channelGone: 'The channel was disconnected, so the video was not sent. Connect the channel again, then publish again.',
  renderGone: 'The video file is gone (its render was deleted), so it was not sent.',
  failed: 'The upload did not finish after several tries. Publish again to try once more.',
  interrupted: (percent: number, seconds: number) =>
    `The connection to YouTube was interrupted at ${percent} %. The upload goes on from there by itself in about ${seconds} s.`,
  restartedFromZero:
    'YouTube let the unfinished upload expire (it keeps one for about a week), so the studio started it again from the beginning.',
  processingFailed: (reason: string) => `YouTube could not process the video (${reason}). Check the render, then publish again.`,
  rejected: (reason: string) => `YouTube rejected the video (${reason}).`,
  deletedOnPlatform: 'The video was deleted on YouTube.',
  noThumbnail: 'No thumbnail is chosen in the project, so YouTube shows a frame of its own.',
  thumbnailNotSet: (why: string) => `The video is on YouTube, but its thumbnail was not set: ${why} Set it in YouTube Studio.`,
  noCaptions: 'The render has no voiceover captions, so none were added.',
  captionsNotSet: (why: string) => `The video is on YouTube, but its captions were not added: ${why} Add them in YouTube Studio.`,
  rescheduleNotSent: (why: string) => `The new publish time did not reach YouTube: ${why} Set it again here or in YouTube Studio.`,
  keptPrivate:
    'YouTube keeps this video private: videos uploaded through a Google project that has not passed Google’s API audit stay private until it has. The operator can apply for the audit in Google Cloud.',
  quotaCount:
    'These are the studio’s own count of the quota units its publications spent today (YouTube’s quota day ends at midnight Pacific time). Google Cloud’s console shows the project’s exact use, which includes anything else using the same project.',
  auditNote:
    'Videos uploaded through a Google project that has not passed Google’s API audit stay private, whatever privacy was chosen, until the project passes it.',
} as const;
