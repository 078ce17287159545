import { describe, expect, it } from 'vitest';
import { commissionCents, formatPlanPrice, isPlanId, planFeatures, planIds, planList, plans } from './plans';

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

  it('lists on each plan every feature of the cheaper plans', () => {
    const extras = (features: string[]) => features.slice(2);
    for (let i = 1; i < planList.length; i += 1) {
      const cheaper = planList[i - 1]!;
      const dearer = planList[i]!;
      expect(extras(dearer.features), `${dearer.id} has what ${cheaper.id} has`).toEqual(expect.arrayContaining(extras(cheaper.features)));
    }
    expect(plans.basic.features).toEqual(expect.arrayContaining(['SEO optimization', 'Downloads', 'Unlimited chat']));
    expect(plans.premium.features).toEqual(
      expect.arrayContaining(['SEO optimization', 'Downloads', 'Professional lighting, composition and colour controls']),
    );
  });

  it('derives the cards from one ordered feature list and the limits', () => {
    expect(plans.weekly.features).toEqual(['25 scripts per week', '15 images per week', 'Unlimited chat', 'SEO optimization', 'Downloads']);
    expect(plans.basic.features.slice(0, 2)).toEqual(['100 scripts per month', '50 images per month']);
    expect(plans.premium.features.slice(0, 2)).toEqual(['Unlimited scripts', 'Unlimited images']);
    for (const plan of planList) {
      const rank = planIds.indexOf(plan.id);
      const included = planFeatures.filter((entry) => planIds.indexOf(entry.from) <= rank).map((entry) => entry.feature);
      // In the catalogue's order, after the two allowances.
      expect(plan.features.slice(2), plan.id).toEqual(included);
    }
    expect(new Set(planFeatures.map((entry) => entry.feature)).size).toBe(planFeatures.length);
  });
});
