// Plans, usage and payments' public face. Features that generate take `Entitlements` from the composition root.
export { createEntitlements, type Entitlements } from './entitlements';
export { fairUseLimitsOf } from './fair-use';
export { createPaymentEvents } from './payment-events';
export { createBillingRepository } from './repository';
export { applyBillingEvent, paymentNews, type BillingEvent, type UserRef } from './billing-events';
export { billingRoutes } from './routes';
export { localCheckoutRoutes } from './local-checkout-routes';
