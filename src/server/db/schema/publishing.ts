import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChannelStatus, PublicationStatus, PublishingPlatformId, VideoPrivacy } from '@shared/contracts/publishing';
import { id } from './columns';
import { projects } from './projects';
import { renders } from './renders';
import { users } from './users';

/**
 * The OAuth client of a platform an administrator saved in the operator console (Google, for
 * YouTube), one row per provider. GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET win over it. The secret
 * is sealed like the AI keys (AES-256-GCM, a key derived from SETTINGS_KEY, else the auth secret).
 */
export const publishingClients = pgTable('publishing_clients', {
  provider: text('provider').$type<'google'>().primaryKey(),
  clientId: text('client_id').notNull(),
  /** base64 of iv ‖ tag ‖ ciphertext. */
  clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A channel a creator connected (a YouTube channel first). Its tokens are sealed like the console's
 * keys and never leave the server. A refresh is claimed with `refreshingUntil` (a conditional
 * update), so one instance at a time renews a channel's access token.
 */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<PublishingPlatformId>().notNull(),
    /** The platform's id of the channel (YouTube's UC…). */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    /** Sealed; null when the platform granted no offline access (the channel then needs reconnecting once its access token ends). */
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    /** Sealed; null after the grant was refused. */
    accessTokenCiphertext: text('access_token_ciphertext'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    status: text('status').$type<ChannelStatus>().notNull(),
    /** Set while an instance renews the access token; a claim older than this is taken over. */
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true }),
    /** When it was last connected (a reconnection renews it). */
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('channels_user_platform_external_idx').on(table.userId, table.platform, table.externalId),
    index('channels_user_idx').on(table.userId, table.connectedAt),
  ],
);

/**
 * A consent screen a user opened (POST /api/channels/youtube/connect) and Google has not sent back
 * yet: the state's SHA-256 (the state itself travels only through the browser), the PKCE verifier
 * kept on the server, and the hash of the browser's own cookie, so the code is taken only in the
 * browser that asked. Single use (deleted as it is read) and short-lived.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<PublishingPlatformId>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The redirect URI the consent screen was opened with: the code is exchanged with the same one. */
    redirectUri: text('redirect_uri').notNull(),
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt), index('oauth_states_user_idx').on(table.userId, table.createdAt)],
);

export type ChannelRow = typeof channels.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

/**
 * A project's render sent to a channel, now or at `publishAt`: the row is the truth, a job in the
 * queue only asks for its next step (the upload, then checks of the video on the platform). The
 * resumable upload's session address is kept sealed (it lets anyone holding it send the file's
 * bytes) with the file's size, so a restarted server asks the platform how far it got and goes on
 * from there. `leasedUntil` keeps one run at a time (the running one extends it); `dueAt` says
 * when the next step is due, and a sweep sends a job for any row due and not held.
 */
export const publications = pgTable(
  'publications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null once the channel is disconnected (the calendar keeps what went out). */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    platform: text('platform').$type<PublishingPlatformId>().notNull(),
    renderId: uuid('render_id').references(() => renders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    categoryId: text('category_id').notNull(),
    language: text('language').notNull(),
    privacy: text('privacy').$type<VideoPrivacy>().notNull(),
    madeForKids: boolean('made_for_kids').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Whether the project's chosen thumbnail and the voiceover's captions were asked for. */
    thumbnail: boolean('thumbnail').notNull(),
    captions: boolean('captions').notNull(),
    status: text('status').$type<PublicationStatus>().notNull(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    notice: text('notice'),
    /** The resumable upload's session address, sealed like the channels' tokens; null before it is opened. */
    uploadUrlCiphertext: text('upload_url_ciphertext'),
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    /** The bytes the platform last confirmed (what progress shows; the platform is asked again on a resume). */
    confirmedBytes: bigint('confirmed_bytes', { mode: 'number' }).notNull().default(0),
    /** The publish time the platform holds (sent with the upload or a reschedule). */
    platformPublishAt: timestamp('platform_publish_at', { withTimezone: true }),
    /** The thumbnail and captions asked for were set (or reported as not set). */
    extrasDone: boolean('extras_done').notNull().default(false),
    videoId: text('video_id'),
    url: text('url'),
    /** Runs that claimed the row; a run holds it by its number. */
    attempts: integer('attempts').notNull().default(0),
    /** While a run holds the row: until when (the run extends it as it goes; null when no run holds it). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** When the next step is due (the upload, a check on the platform); null once nothing is left to do. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Tries in a row that failed for a reason that may pass (the platform down, a cut connection); progress resets it. */
    failures: integer('failures').notNull().default(0),
    /** Where the calendar shows it: publishAt, else when it was published, else when it was asked for. */
    calendarAt: timestamp('calendar_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('publications_user_calendar_idx').on(table.userId, table.calendarAt),
    index('publications_status_idx').on(table.status, table.leasedUntil),
    index('publications_updated_idx').on(table.updatedAt),
    index('publications_due_idx').on(table.dueAt),
  ],
);

/**
 * Quota units the platform's calls cost, by Pacific day and channel: a ledger of its own, so that
 * deleting a project, a publication or a user does not give back units Google has counted. A
 * disconnected channel's units stay in the day's total (its id set null).
 */
export const publishingQuotaSpend = pgTable(
  'publishing_quota_spend',
  {
    id: id(),
    platform: text('platform').$type<PublishingPlatformId>().notNull(),
    /** The Pacific day, '2027-01-31'. */
    day: text('day').notNull(),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    units: integer('units').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('publishing_quota_spend_day_idx').on(table.platform, table.day)],
);

/** A user's calendar feed: the SHA-256 of its secret address's token (the token itself is shown once). */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type PublicationRow = typeof publications.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
