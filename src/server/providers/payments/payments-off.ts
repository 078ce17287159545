import { plans } from '@shared/catalog/plans';
import { paymentsOffMessages } from '@shared/contracts/plans';
import { HttpError } from '../../http/http-error';
import type { PaymentProcessor } from './payment-processor';

const unavailable = (message: string) => async (): Promise<never> => {
  throw new HttpError(503, 'PAYMENTS_OFF', message);
};

/** PAYMENTS=off: the plans are shown, nothing can be bought or donated. */
export function createPaymentsOff(): PaymentProcessor {
  return {
    name: 'off',
    priceIdOf: (planId) => plans[planId].priceId,
    createSubscriptionCheckout: unavailable(paymentsOffMessages.subscriptions),
    createSubscriptionIntent: unavailable(paymentsOffMessages.subscriptions),
    createDonationCheckout: unavailable(paymentsOffMessages.donations),
    // A plan bought before payments were turned off never renews by itself: nothing to stop.
    cancelAtPeriodEnd: async () => {},
    createPortalSession: unavailable(paymentsOffMessages.subscriptions),
    // Nothing renews without a processor: nothing to end.
    cancelNow: async () => {},
    // Payments made through the local test checkout before it was turned off charged nothing.
    refund: async () => {},
  };
}
