import { describe, expect, it } from 'vitest';
import { commissionCents, formatPlanPrice, isPlanId, planList, plans } from './plans';

describe('plan catalogue', () => {
  it('holds the plan-card prices of DESIGN.md §4', () => {
    expect(planList.map(formatPlanPrice)).toEqual(['$6.99/week', '$20.00/month', '$50.00/month']);
    expect(plans.weekly.badge).toBe('Best Value');
    expect(plans.premium.badge).toBe('Most Popular');
  });

  it('pays affiliates 30% of the price, rounded to the cent', () => {
    expect(planList.map((plan) => commissionCents(plan.priceCents))).toEqual([210, 600, 1500]);
    expect(commissionCents(1199)).toBe(360);
  });

  it('accepts only the three plan ids', () => {
    expect(['weekly', 'basic', 'premium', 'free_trial', 'PREMIUM', undefined].map(isPlanId)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
