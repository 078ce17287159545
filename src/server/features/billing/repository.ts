import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentPlaces, users, type UserRow } from '../../db/schema';

/** The billing facts kept on a user's own row (and where they pay from), each write scoped to that user. */
export function createBillingRepository(db: Database) {
  return {
    /**
     * Our own record of a processor customer we just created for the user (not news from the
     * processor): it never replaces a customer already linked (by a webhook, say).
     */
    async linkCustomer(userId: string, stripeCustomerId: string): Promise<void> {
      await db
        .update(users)
        .set({ stripeCustomerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
    },

    /** Where the user started paying from: a referred account paying from its affiliate's address earns them nothing. */
    async rememberPaymentPlace(userId: string, addressHash: string, at: Date): Promise<void> {
      await db
        .insert(paymentPlaces)
        .values({ userId, addressHash, lastSeenAt: at })
        .onConflictDoUpdate({ target: [paymentPlaces.userId, paymentPlaces.addressHash], set: { lastSeenAt: at } });
    },

    /** The plan stops renewing; the user as they are now. */
    async cancelAtPeriodEnd(userId: string): Promise<UserRow | undefined> {
      const [updated] = await db.update(users).set({ cancelAtPeriodEnd: true }).where(eq(users.id, userId)).returning();
      return updated;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
