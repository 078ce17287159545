import { isPlanId, type PlanId } from '@shared/catalog/plans';
import { paymentReturnPath } from '@shared/routes';

/** Where a paid embedded form lands: /app?premium=true&plan=…, which confirms the plan bought. */
export function paymentReturnUrl(plan: PlanId): string {
  return `${window.location.origin}${paymentReturnPath(plan)}`;
}

/** Back on /app from a payment (premium=true), with the plan bought when the address names a known one. */
export function paymentReturnOf(search: string): { plan: PlanId | null } | null {
  const params = new URLSearchParams(search);
  if (params.get('premium') !== 'true') return null;
  const plan = params.get('plan');
  return { plan: isPlanId(plan) ? plan : null };
}

// Ours, and the ones Stripe adds to the return URL.
const returnParams = ['premium', 'plan', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** The query without the payment return's parameters (the rest, such as ?tab=, stays), '' when nothing is left. */
export function withoutPaymentReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of returnParams) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}
