import { Eye, Heart, Lock, Server } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { useSupportEmail } from '@/lib/support-email';
import { CtaBand } from '../components/cta-band';
import { TrialAndLogin } from '../components/trial-and-login';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { FOUNDED_YEAR } from '../content/site-facts';

const values = [
  { id: 'ownership', icon: Lock },
  { id: 'honest', icon: Eye },
  { id: 'open', icon: Server },
  { id: 'creators', icon: Heart },
] as const;

const facts = [
  { value: String(FOUNDED_YEAR), label: 'founded' },
  { value: '4', label: 'tools' },
  { value: '9', label: 'styles' },
  { value: '8', label: 'tones' },
] as const;

const linkClass = 'font-medium text-primary underline underline-offset-2';

export function AboutPage() {
  const { t } = useTranslation('marketing');
  const supportEmail = useSupportEmail();
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p>{t('about.intro')}</p>
        <TrialAndLogin />
      </PageIntro>

      <section aria-labelledby="story-heading" className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
            {t('about.story.title')}
          </h2>
          <div className="mt-5 grid gap-4 text-base leading-relaxed text-muted-foreground sm:text-lg">
            <p>{t('about.story.p1', { year: FOUNDED_YEAR })}</p>
            <p>{t('about.story.p2')}</p>
            <p>{t('about.story.p3')}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <dt className="text-sm text-muted-foreground">{t(`about.facts.${fact.label}`)}</dt>
              <dd className="mt-2 text-4xl font-bold tracking-tight text-brand-gradient">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="border-y border-border bg-card/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            {t('about.values.title')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{t(`about.values.${id}.title`)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`about.values.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
          {t('about.contact.title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          {supportEmail && (
            <>
              <Trans
                t={t}
                i18nKey="about.contact.email"
                values={{ email: supportEmail }}
                components={{ mailLink: <a href={`mailto:${supportEmail}`} className={linkClass} /> }}
              />{' '}
            </>
          )}
          <Trans
            t={t}
            i18nKey="about.contact.more"
            components={{
              featuresLink: <Link href={pagePaths.features} className={linkClass} />,
              faqLink: <Link href={pagePaths.faq} className={linkClass} />,
            }}
          />
        </p>
      </section>

      <CtaBand title={t('about.cta')} />
    </MarketingLayout>
  );
}
