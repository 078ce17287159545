/** Settings that put the app on the Stripe processor, against `apiUrl` (a test server) when given. */
export function stripeEnv(apiUrl = 'http://127.0.0.1:9'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_genesis',
    STRIPE_WEBHOOK_SECRET: 'whsec_genesis_test',
    STRIPE_PRICE_WEEKLY: 'price_stripe_weekly',
    STRIPE_PRICE_BASIC: 'price_stripe_basic',
    STRIPE_PRICE_PREMIUM: 'price_stripe_premium',
    STRIPE_API_URL: apiUrl,
  };
}
