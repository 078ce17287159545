import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial, planList, type Plan } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { planBadge, planFeatureLines, planName } from '@/lib/plan-text';
import { StartTrialButton } from './start-trial-button';

/** The free trial's features (freeTrial.features) and their keys under the marketing catalogue's plans.trialFeatures. */
const trialFeatureKeys = {
  'Unlimited scripts': 'unlimitedScripts',
  'Unlimited images': 'unlimitedImages',
  'Unlimited chat': 'unlimitedChat',
  'No credit card required': 'noCreditCard',
} as const satisfies Record<(typeof freeTrial.features)[number], string>;

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-6 grid gap-3 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const featured = plan.badge === 'Most Popular';
  const headingId = `plan-${plan.id}`;
  const name = planName(plan.id, format.locale);
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        featured ? 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary' : 'border-border',
      )}
    >
      {/* Side by side, cards without a badge keep its space so names and prices line up. */}
      <div className={cn('h-6 items-center', plan.badge ? 'flex' : 'hidden sm:flex')}>
        {plan.badge && <Badge variant={featured ? 'default' : 'soft'}>{planBadge(plan.badge, format.locale)}</Badge>}
      </div>
      <h3 id={headingId} className={cn('text-lg font-semibold', plan.badge ? 'mt-3' : 'sm:mt-3')}>
        {name}
      </h3>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{format.price(plan.priceCents, 'USD')}</span>
        <span className="text-sm text-muted-foreground">{t(`plans.per.${plan.interval}`)}</span>
      </p>
      <FeatureList features={planFeatureLines(plan.id, format.locale)} />
      <div className="mt-auto pt-8">
        <Button asChild variant={featured ? 'brand' : 'outline'} className="w-full">
          <Link href={`${pagePaths.subscription}?plan=${plan.id}`}>{t('pricing.choose', { plan: name })}</Link>
        </Button>
      </div>
    </li>
  );
}

/** The landing page's plans: the free trial and the three plans of the catalogue (spec §9). */
export function PricingSection() {
  const { t } = useTranslation('marketing');
  const hours = freeTrial.durationHours;
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16 border-y border-border bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('pricing.eyebrow')}</p>
          <h2 id="pricing-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('pricing.intro', { hours })}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <li aria-labelledby="plan-free-trial" className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
            <div className="flex h-6 items-center">
              <Badge variant="outline">{t('pricing.trialBadge', { hours })}</Badge>
            </div>
            <h3 id="plan-free-trial" className="mt-3 text-lg font-semibold">
              {t('plans.freeTrialName')}
            </h3>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">{t('pricing.free')}</span>
              <span className="text-sm text-muted-foreground">{t('pricing.noCreditCard')}</span>
            </p>
            <FeatureList features={freeTrial.features.map((feature) => t(`plans.trialFeatures.${trialFeatureKeys[feature]}`))} />
            <div className="mt-auto pt-8">
              <StartTrialButton variant="outline" className="w-full" />
            </div>
          </li>
          {planList.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
