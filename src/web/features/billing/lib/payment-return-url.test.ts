import { describe, expect, it } from 'vitest';
import { paymentReturnOf, paymentReturnUrl, withoutPaymentReturn } from './payment-return-url';

describe('the embedded payment form’s return', () => {
  it('lands on /app?premium=true naming the plan bought', () => {
    expect(paymentReturnUrl('basic')).toBe(`${window.location.origin}/app?premium=true&plan=basic`);
    expect(paymentReturnUrl('weekly')).toBe(`${window.location.origin}/app?premium=true&plan=weekly`);
  });

  it('is recognised by premium=true, keeping only a known plan', () => {
    expect(paymentReturnOf('?premium=true&plan=weekly')).toEqual({ plan: 'weekly' });
    expect(paymentReturnOf('?premium=true&plan=enterprise')).toEqual({ plan: null });
    expect(paymentReturnOf('?premium=true')).toEqual({ plan: null });
    expect(paymentReturnOf('?plan=basic')).toBeNull();
    expect(paymentReturnOf('')).toBeNull();
  });

  it('is dropped from the address with what Stripe adds, keeping the rest', () => {
    expect(
      withoutPaymentReturn(
        '?premium=true&plan=basic&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      ),
    ).toBe('');
    expect(withoutPaymentReturn('?tab=seo&premium=true&plan=basic')).toBe('?tab=seo');
  });
});
