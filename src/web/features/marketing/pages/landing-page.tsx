import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AffiliateSection } from '../components/affiliate-section';
import { DonationButton } from '../components/donation-button';
import { MarketingLayout } from '../components/marketing-layout';
import { PricingSection } from '../components/pricing-section';
import { StartTrialButton } from '../components/start-trial-button';
import { StylePicture } from '../components/style-picture';
import { landingStyles } from '../content/landing-styles';
import { studioModules } from '../lib/modules';

const highlights = ['trial', 'noCard', 'ownership'] as const;

function Hero() {
  const { t } = useTranslation('marketing');
  return (
    <section className="relative overflow-hidden bg-studio-grid">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <Badge variant="soft" className="px-3 py-1 text-sm">
          <Sparkles aria-hidden />
          {t('landing.badge')}
        </Badge>
        <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-7xl">
          <span className="text-brand-gradient">Genesis Studio</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{t('landing.intro')}</p>
        <div className="mt-10 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:items-center">
          <StartTrialButton size="lg" />
          <Button asChild size="lg" variant="outline">
            <a href="#pricing">{t('landing.viewPlans')}</a>
          </Button>
          <DonationButton size="lg" variant="ghost" />
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          {t('landing.haveAccount')}{' '}
          <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
            {t('landing.signIn')}
          </Link>
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {highlights.map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-success" aria-hidden />
              {t(`landing.highlights.${item}`, { hours: freeTrial.durationHours })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StylesGallery() {
  const { t, i18n } = useTranslation('marketing');
  const styles = landingStyles(i18n.language);
  return (
    <section aria-labelledby="styles-heading" className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('landing.styles.eyebrow')}</p>
        <h2 id="styles-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.styles.title')}
        </h2>
        <p className="mt-4 text-muted-foreground">{t('landing.styles.intro')}</p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {styles.map((style) => (
          <li
            key={style.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
          >
            <StylePicture image={style.image} className="aspect-[4/3] object-cover" />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-semibold">{style.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{style.description}</p>
              <figure className="mt-4 rounded-xl bg-muted px-4 py-3 text-sm">
                <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('landing.styles.examplePrompt')}
                </figcaption>
                <blockquote className="mt-1 text-foreground/90 italic">
                  {t('landing.styles.quotedPrompt', { prompt: style.examplePrompt })}
                </blockquote>
              </figure>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link href={pagePaths.subscription}>
            {t('landing.styles.unlock')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

function ModulesSection() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="modules-heading" className="border-t border-border bg-studio-grid">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="modules-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.modules.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('landing.modules.intro')}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {studioModules.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t(`modules.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`modules.${id}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function LandingPage() {
  return (
    <MarketingLayout>
      <Hero />
      <StylesGallery />
      <ModulesSection />
      <PricingSection />
      <AffiliateSection />
    </MarketingLayout>
  );
}
