import { describe, expect, it } from 'vitest';
import { effectiveStatus, formatRemaining, RENEWAL_GRACE_MS, trialState } from './subscription';

const now = new Date('2026-03-01T12:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const user = (fields: Partial<Parameters<typeof effectiveStatus>[0]>) => ({
  subscriptionStatus: 'trialing' as const,
  trialExpiry: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  ...fields,
});

describe('effectiveStatus', () => {
  it('keeps a running trial and expires it at its end', () => {
    expect(effectiveStatus(user({ trialExpiry: minutes(1) }), now)).toBe('trialing');
    expect(effectiveStatus(user({ trialExpiry: minutes(0) }), now)).toBe('trial_expired');
    expect(effectiveStatus(user({ trialExpiry: null }), now)).toBe('trial_expired');
  });

  it('ends a cancelled plan at its period end', () => {
    const active = { subscriptionStatus: 'active' as const, cancelAtPeriodEnd: true };
    expect(effectiveStatus(user({ ...active, currentPeriodEnd: minutes(1) }), now)).toBe('active');
    expect(effectiveStatus(user({ ...active, currentPeriodEnd: minutes(0) }), now)).toBe('canceled');
  });

  it('gives an unrenewed plan a day of grace, then reads past_due', () => {
    const active = { subscriptionStatus: 'active' as const };
    const graceMinutes = RENEWAL_GRACE_MS / 60_000;
    expect(effectiveStatus(user({ ...active, currentPeriodEnd: minutes(-graceMinutes + 1) }), now)).toBe('active');
    expect(effectiveStatus(user({ ...active, currentPeriodEnd: minutes(-graceMinutes) }), now)).toBe('past_due');
  });

  it('passes stored processor states through', () => {
    expect(effectiveStatus(user({ subscriptionStatus: 'past_due' }), now)).toBe('past_due');
    expect(effectiveStatus(user({ subscriptionStatus: 'canceled' }), now)).toBe('canceled');
  });
});

describe('trialState', () => {
  it('shows the countdown during a trial and blocks once it ends or the plan lapses', () => {
    expect(trialState({ access: 'subscription', subscriptionStatus: 'trialing', trialExpiry: minutes(90).toISOString() }, now)).toEqual({
      expired: false,
      withoutTrial: false,
      trialing: true,
      remainingMs: 90 * 60_000,
    });
    expect(trialState({ access: 'subscription', subscriptionStatus: 'active', trialExpiry: null }, now).expired).toBe(false);
    for (const subscriptionStatus of ['trial_expired', 'past_due', 'canceled'] as const) {
      expect(trialState({ access: 'subscription', subscriptionStatus, trialExpiry: null }, now).expired).toBe(true);
    }
  });

  it('tells an account that never had a trial (its mailbox had one) from one whose trial ended', () => {
    expect(trialState({ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: null }, now)).toEqual({
      expired: true,
      withoutTrial: true,
      trialing: false,
      remainingMs: 0,
    });
    expect(
      trialState({ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: minutes(-1).toISOString() }, now).withoutTrial,
    ).toBe(false);
    expect(
      trialState({ access: 'subscription', subscriptionStatus: 'trialing', trialExpiry: minutes(-1).toISOString() }, now).withoutTrial,
    ).toBe(false);
    expect(trialState({ access: 'subscription', subscriptionStatus: 'canceled', trialExpiry: null }, now).withoutTrial).toBe(false);
  });

  it('neither counts down nor blocks where the trial and plans do not apply: an administrator, or payments off', () => {
    for (const access of ['administrator', 'payments_off'] as const) {
      for (const user of [
        { subscriptionStatus: 'trialing', trialExpiry: minutes(90).toISOString() },
        { subscriptionStatus: 'trialing', trialExpiry: minutes(-24 * 60).toISOString() },
        { subscriptionStatus: 'trial_expired', trialExpiry: null },
        { subscriptionStatus: 'canceled', trialExpiry: null },
      ] as const) {
        expect(trialState({ access, ...user }, now)).toEqual({ expired: false, withoutTrial: false, trialing: false, remainingMs: 0 });
      }
    }
  });

  it('formats the remaining time as the banner shows it', () => {
    expect(formatRemaining(24 * 3600_000 - 1000)).toBe('23h 59m 59s');
    expect(formatRemaining(-5)).toBe('0h 0m 0s');
  });
});
