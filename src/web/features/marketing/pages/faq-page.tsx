import { ArrowLeft, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSupportEmail } from '@/lib/support-email';
import { FaqList } from '../components/faq-list';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { faqCategories, faqItems } from '../content/faq';

export function FaqPage() {
  const { t, i18n } = useTranslation(['marketing', 'faq']);
  const supportEmail = useSupportEmail();
  const hours = freeTrial.durationHours;
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('faqPage.eyebrow')} title={t('faqPage.title')}>
        {t('faqPage.intro')}
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link
          href={pagePaths.home}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('faqPage.backHome')}
        </Link>
        <div className="mt-8">
          <p className="text-sm font-medium text-muted-foreground">{t('faqPage.topics')}</p>
          <ul aria-label={t('faqPage.topics')} className="mt-3 flex flex-wrap gap-2">
            {faqCategories(i18n.language).map((category) => (
              <li key={category}>
                <Badge variant="outline" className="bg-card px-3 py-1 text-sm">
                  {category}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <FaqList items={faqItems(i18n.language)} idPrefix="faq" showCategory headingLevel={2} className="mt-8" />
        <section aria-labelledby="faq-more-help" className="mt-14 rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
          <h2 id="faq-more-help" className="text-2xl font-bold tracking-tight">
            {t('faqPage.moreHelp')}
          </h2>
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">
            {supportEmail ? t('faqPage.moreHelpWithEmail', { hours }) : t('faqPage.moreHelpWithoutEmail', { hours })}
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {supportEmail && (
              <Button asChild variant="outline" size="lg">
                <a href={`mailto:${supportEmail}`}>
                  <Mail aria-hidden />
                  {t('faqPage.contactSupport')}
                </a>
              </Button>
            )}
            <Button asChild variant="brand" size="lg">
              <Link href={pagePaths.home}>{t('faqPage.startTrial')}</Link>
            </Button>
          </div>
        </section>
      </div>
    </MarketingLayout>
  );
}
