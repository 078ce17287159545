import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepository(db: Database) {
  return {
    /** True when the address is new, false when it was already subscribed. */
    async subscribe(email: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0;
    },
  };
}
