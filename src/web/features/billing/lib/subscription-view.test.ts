import { describe, expect, it } from 'vitest';
import { plans } from '@shared/catalog/plans';
import { makeUser } from '@/test/fixtures';
import { isSubscribableEmail, requestedPlan, subscriptionView } from './subscription-view';

describe('requestedPlan', () => {
  it('accepts only weekly, basic or premium', () => {
    expect(requestedPlan('?plan=weekly')).toBe('weekly');
    expect(requestedPlan('plan=basic')).toBe('basic');
    expect(requestedPlan('?success=false&plan=premium')).toBe('premium');
    for (const ignored of ['', '?plan=', '?plan=enterprise', '?plan=Basic', '?plan=free_trial', '?plan=basic%20', '?plan=__proto__']) {
      expect(requestedPlan(ignored), ignored).toBeNull();
    }
  });
});

describe('isSubscribableEmail', () => {
  it('needs a non-empty address containing @', () => {
    expect(isSubscribableEmail('ada@example.com')).toBe(true);
    expect(isSubscribableEmail('')).toBe(false);
    expect(isSubscribableEmail('   ')).toBe(false);
    expect(isSubscribableEmail('ada.example.com')).toBe(false);
    expect(isSubscribableEmail(undefined)).toBe(false);
  });
});

describe('subscriptionView', () => {
  it('puts a signed-out visitor before Account Required, even back from a payment', () => {
    expect(subscriptionView(null, '?success=true')).toEqual({ kind: 'signed-out' });
  });

  it('shows the activated state on success=true', () => {
    expect(subscriptionView(makeUser(), '?success=true').kind).toBe('activated');
  });

  it('offers the other plans to weekly and basic subscribers, not to premium ones', () => {
    const end = '2030-01-31T00:00:00.000Z';
    const weekly = subscriptionView(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly', currentPeriodEnd: end }), '');
    expect(weekly).toEqual({
      kind: 'active',
      plan: plans.weekly,
      showPlans: true,
      renewsOrEnds: { ends: false, date: new Date(end) },
    });
    const premium = subscriptionView(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium' }), '');
    expect(premium).toMatchObject({ kind: 'active', plan: plans.premium, showPlans: false, renewsOrEnds: null });
  });

  it('reads an active plan of unknown name as Premium', () => {
    expect(subscriptionView(makeUser({ subscriptionStatus: 'active', subscriptionPlan: null }), '')).toMatchObject({
      plan: plans.premium,
    });
  });

  it('names the lapsed plan for past_due and canceled', () => {
    expect(subscriptionView(makeUser({ subscriptionStatus: 'past_due', subscriptionPlan: 'basic' }), '')).toEqual({
      kind: 'plans',
      notice: 'past_due',
      previousPlan: plans.basic,
    });
    expect(subscriptionView(makeUser({ subscriptionStatus: 'trial_expired' }), '')).toEqual({
      kind: 'plans',
      notice: 'trial_expired',
      previousPlan: null,
    });
  });

  it('says so when the account started without a trial because its mailbox had one', () => {
    expect(subscriptionView(makeUser({ subscriptionStatus: 'trial_expired', trialExpiry: null }), '')).toEqual({
      kind: 'plans',
      notice: 'without_trial',
      previousPlan: null,
    });
  });

  it('has no notice about a trial for an administrator or when payments are off', () => {
    for (const access of ['administrator', 'payments_off'] as const) {
      for (const trialExpiry of [null, new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()]) {
        expect(subscriptionView(makeUser({ access, subscriptionStatus: 'trial_expired', trialExpiry }), '')).toEqual({
          kind: 'plans',
          notice: null,
          previousPlan: null,
        });
      }
    }
  });
});
