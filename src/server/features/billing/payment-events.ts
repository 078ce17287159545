import { isPlanId } from '@shared/catalog/plans';
import type { CheckoutRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { createLocalCheckout } from '../../providers/payments/local-checkout';
import { applyBillingEvent, type BillingEvent } from './billing-events';

/**
 * What payment processors tell us, applied to users' plans: a processor's event (Stripe's
 * webhook), and the local test checkout's own pages, where paying a plan emits the event a
 * processor's paid invoice would, in the same transaction.
 */
export function createPaymentEvents(deps: Pick<AppDeps, 'database' | 'clock' | 'sessions'>) {
  const { db } = deps.database;
  const checkouts = createLocalCheckout(db, deps.clock);
  /** Once the change is committed: the user's next request, on any instance, has the new plan. */
  const changed = async (userId: string | null | undefined) => {
    if (userId) await deps.sessions.forgetUser(userId);
  };
  return {
    /** Applies an event once (a repeat is recognised by its id); false when it changed nothing. */
    async apply(event: BillingEvent): Promise<boolean> {
      const outcome = await applyBillingEvent(db, event);
      if (outcome.applied) await changed(outcome.changedUserId);
      return outcome.applied;
    },

    localCheckout: {
      find: (id: string): Promise<CheckoutRow | null> => checkouts.find(id),
      cancel: (id: string) => checkouts.cancel(id),
      pay: async (id: string) => {
        const row = await db.transaction(async (tx) => {
          const row = await createLocalCheckout(tx, deps.clock).pay(id);
          if (row?.kind === 'subscription' && row.userId && isPlanId(row.planId)) {
            await applyBillingEvent(tx, {
              type: 'invoice.paid',
              processor: 'local',
              eventId: `local:${row.id}:paid`,
              occurredAt: row.completedAt ?? deps.clock.now(),
              user: { userId: row.userId, stripeCustomerId: null },
              planId: row.planId,
              invoiceRef: `local:${row.id}`,
              paymentRef: null,
              amountCents: row.amountCents,
              currency: row.currency,
              periodEnd: null,
            });
          }
          if (row?.kind === 'donation') {
            await applyBillingEvent(tx, {
              type: 'donation.paid',
              eventId: `local:${row.id}:donated`,
              occurredAt: row.completedAt ?? deps.clock.now(),
              user: { userId: row.userId, stripeCustomerId: null },
              processor: 'local',
              donationRef: `local:${row.id}`,
              paymentRef: null,
              amountCents: row.amountCents,
              currency: row.currency,
            });
          }
          return row;
        });
        if (row?.kind === 'subscription') await changed(row.userId);
        return row;
      },
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
