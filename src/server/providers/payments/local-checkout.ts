import { and, eq } from 'drizzle-orm';
import { plans } from '@shared/catalog/plans';
import type { Database } from '../../db/client';
import { checkouts, type CheckoutRow } from '../../db/schema';
import type { Clock } from '../../app/deps';
import { LOCAL_CLIENT_SECRET_PREFIX } from '@shared/contracts/checkout';
import type { PaymentProcessor, SubscriptionCheckoutInput } from './payment-processor';

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

  async function insert(values: typeof checkouts.$inferInsert): Promise<string> {
    const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
    if (!row) throw new Error('checkout insert returned no row');
    return row.id;
  }

  async function open(values: typeof checkouts.$inferInsert): Promise<{ url: string }> {
    const id = await insert(values);
    // The page lives on the site the visitor returns to.
    return { url: `${new URL(values.successUrl).origin}/checkout/local/${id}` };
  }

  const subscription = ({ userId, plan, successUrl, cancelUrl }: Omit<SubscriptionCheckoutInput, 'email' | 'stripeCustomerId'>) =>
    ({
      kind: 'subscription',
      userId,
      planId: plan.id,
      amountCents: plan.priceCents,
      currency: 'usd',
      successUrl,
      cancelUrl,
    }) satisfies typeof checkouts.$inferInsert;

  const processor: PaymentProcessor = {
    name: 'local',
    priceIdOf: (planId) => plans[planId].priceId,
    createSubscriptionCheckout: (input) => open(subscription(input)),
    // The embedded form pays the same checkout through POST /api/checkout/local/:id/pay.
    createSubscriptionIntent: async ({ returnUrl, ...input }) => ({
      clientSecret: `${LOCAL_CLIENT_SECRET_PREFIX}${await insert(subscription({ ...input, successUrl: returnUrl }))}`,
    }),
    createDonationCheckout: (input) => open({ kind: 'donation', ...input }),
    // Local subscriptions never renew by themselves: there is nothing to stop and no portal.
    cancelAtPeriodEnd: async () => {},
    createPortalSession: async () => null,
    cancelNow: async ({ userId }) => {
      await db
        .update(checkouts)
        .set({ status: 'canceled', completedAt: clock.now() })
        .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')));
    },
    // Nothing was charged: marking the payment refunded is all there is to do.
    refund: async () => {},
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
