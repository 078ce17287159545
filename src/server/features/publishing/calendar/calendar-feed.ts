import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { publicationMessages, type CalendarFeedStatus, type Publication } from '@shared/contracts/publishing';
import { pagePaths } from '@shared/routes';
import type { Clock } from '../../../app/deps';
import type { Database } from '../../../db/client';
import { calendarFeeds } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import type { PublicationRepository } from '../publications/repository';
import { FEED_ENTRIES_MAX, toPublication } from '../publications/service';

/** The feed's file: `{token}.ics`, the token 32 random bytes in base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** How long a calendar event lasts on the creator's calendar (a publication is a moment). */
const EVENT_MINUTES = 15;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const calendarMissing = () => notFound(publicationMessages.calendarNotFound, 'CALENDAR_NOT_FOUND');

export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

const statusWords: Record<Publication['status'], string> = {
  scheduled: 'Scheduled',
  uploading: 'Uploading',
  processing: 'Processing on the platform',
  published: 'Published',
  failed: 'Failed',
  canceled: 'Canceled',
};

/**
 * A user's calendar feed: a secret address their own calendar app subscribes to (an ICS file of
 * their publications). Only the token's SHA-256 is kept; a new address replaces the last one, and a
 * revoked one answers 404 at once.
 */
export function createCalendarFeedService(deps: { db: Database; publications: PublicationRepository; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
    },

    /** A new secret address (the previous one stops working); shown once. */
    async create(userId: string, origin: string): Promise<{ url: string }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash: sha256(token), createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: sha256(token), createdAt: now } });
      return { url: `${origin.replace(/\/+$/, '')}${calendarFeedPath(token)}` };
    },

    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The ICS file for a feed's address; 404 for an unknown or revoked one. */
    async file(fileName: string, origin: string): Promise<string> {
      const token = FEED_FILE.exec(fileName)?.[1];
      if (!token) throw calendarMissing();
      const [feed] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, sha256(token)));
      if (!feed) throw calendarMissing();
      const rows = await deps.publications.forFeed(feed.userId, FEED_ENTRIES_MAX);
      const calendar = ical({ name: 'Genesis Studio publications', prodId: { company: 'Genesis Studio', product: 'publications' } });
      for (const publication of rows.map(toPublication)) {
        const start = new Date(publication.calendarAt);
        const where = publication.channelName ? ` on ${publication.channelName}` : '';
        calendar.createEvent({
          id: `${publication.id}@genesis-studio`,
          start,
          end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
          summary: `${statusWords[publication.status]}: ${publication.title}`,
          description: [
            `${publication.projectTitle}${where} (${publication.platform === 'youtube' ? 'YouTube' : publication.platform})`,
            publication.error,
            publication.notice,
            publication.url,
          ]
            .filter(Boolean)
            .join('\n'),
          url: publication.url ?? `${origin.replace(/\/+$/, '')}${pagePaths.calendar}`,
          status:
            publication.status === 'failed' || publication.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
          stamp: new Date(publication.updatedAt),
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
