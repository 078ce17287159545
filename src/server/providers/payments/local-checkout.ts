import { and, eq } from 'drizzle-orm';
import { plans } from '@shared/catalog/plans';
import type { Database } from '../../db/client';
import { checkouts, type CheckoutRow } from '../../db/schema';
import type { Clock } from '../../deps';
import type { PaymentProcessor } from './payment-processor';

/**
 * The embedded default processor: a checkout page of our own at /checkout/local/:id, clearly
 * marked as test mode, where Pay records the payment and nothing is charged.
 */
export function createLocalCheckout(db: Database, clock: Clock) {
  async function decide(id: string, status: 'paid' | 'canceled'): Promise<CheckoutRow | null> {
    const [row] = await db
      .update(checkouts)
      .set({ status, completedAt: clock.now() })
      .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
      .returning();
    return row ?? null;
  }

  async function open(values: typeof checkouts.$inferInsert): Promise<{ url: string }> {
    const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
    if (!row) throw new Error('checkout insert returned no row');
    // The page lives on the site the visitor returns to.
    return { url: `${new URL(values.successUrl).origin}/checkout/local/${row.id}` };
  }

  const processor: PaymentProcessor = {
    name: 'local',
    priceIdOf: (planId) => plans[planId].priceId,
    createSubscriptionCheckout: ({ userId, plan, successUrl, cancelUrl }) =>
      open({
        kind: 'subscription',
        userId,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: 'usd',
        successUrl,
        cancelUrl,
      }),
    createDonationCheckout: (input) => open({ kind: 'donation', ...input }),
    // Local subscriptions never renew by themselves: there is nothing to stop and no portal.
    cancelAtPeriodEnd: async () => {},
    createPortalSession: async () => null,
  };

  return {
    processor,
    async find(id: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
      return row ?? null;
    },
    /** Null when the checkout is unknown or already decided. */
    pay: (id: string) => decide(id, 'paid'),
    cancel: (id: string) => decide(id, 'canceled'),
  };
}
