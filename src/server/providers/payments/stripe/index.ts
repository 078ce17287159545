// Stripe, all in this folder: its client, the payment processor on it, and its webhook (the
// signature and the shape of its events checked, each translated into a billing event that the
// billing feature applies).
export { createStripeClient, type StripeEvent } from './client';
export { createStripeProcessor } from './processor';
export { stripeWebhookRoutes } from './webhook-routes';
