import { isPlanId } from '@shared/catalog/plans';
import type { CheckoutRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { createLocalCheckout } from '../../providers/payments/local-checkout';
import type { WebhookEvents } from '../webhooks';
import { applyBillingEvent, type BillingEvent, type BillingEventOutcome } from './billing-events';

/**
 * What payment processors tell us, applied to users' plans: a processor's event (Stripe's
 * webhook), and the local test checkout's own pages, where paying a plan emits the event a
 * processor's paid invoice would, in the same transaction.
 */
export function createPaymentEvents(deps: Pick<AppDeps, 'database' | 'clock' | 'sessions'> & { webhooks: WebhookEvents }) {
  const { db } = deps.database;
  /** Once committed: the instance's webhooks hear of each payment and refund. */
  const tell = (outcome: BillingEventOutcome) => {
    if (outcome.applied) for (const news of outcome.news) deps.webhooks.emit(news);
  };
  const checkouts = createLocalCheckout(db, deps.clock);
  /** Once the change is committed: the user's next request, on any instance, has the new plan. */
  const changed = async (userId: string | null | undefined) => {
    if (userId) await deps.sessions.forgetUser(userId);
  };
  return {
    /** Applies an event once (a repeat is recognised by its id); false when it changed nothing. */
    async apply(event: BillingEvent): Promise<boolean> {
      const outcome = await applyBillingEvent(db, event);
      // Told before the sessions are forgotten: a throw there must not lose the event (a repeat of it applies nothing).
      tell(outcome);
      if (outcome.applied) await changed(outcome.changedUserId);
      return outcome.applied;
    },

    localCheckout: {
      find: (id: string): Promise<CheckoutRow | null> => checkouts.find(id),
      cancel: (id: string) => checkouts.cancel(id),
      pay: async (id: string) => {
        const outcomes: BillingEventOutcome[] = [];
        const row = await db.transaction(async (tx) => {
          const row = await createLocalCheckout(tx, deps.clock).pay(id);
          if (row?.kind === 'subscription' && row.userId && isPlanId(row.planId)) {
            outcomes.push(
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
              }),
            );
          }
          if (row?.kind === 'donation') {
            outcomes.push(
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
              }),
            );
          }
          return row;
        });
        outcomes.forEach(tell);
        if (row?.kind === 'subscription') await changed(row.userId);
        return row;
      },
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
