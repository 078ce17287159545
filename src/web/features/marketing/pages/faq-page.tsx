import { ArrowLeft, Mail } from 'lucide-react';
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
  const supportEmail = useSupportEmail();
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Help center" title="Frequently Asked Questions">
        Answers about features, pricing, usage rights, quality and getting started with Genesis Studio.
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link
          href={pagePaths.home}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </Link>
        <div className="mt-8">
          <p className="text-sm font-medium text-muted-foreground">Topics covered</p>
          <ul aria-label="Topics covered" className="mt-3 flex flex-wrap gap-2">
            {faqCategories.map((category) => (
              <li key={category}>
                <Badge variant="outline" className="bg-card px-3 py-1 text-sm">
                  {category}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <FaqList items={faqItems} idPrefix="faq" showCategory headingLevel={2} className="mt-8" />
        <section aria-labelledby="faq-more-help" className="mt-14 rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
          <h2 id="faq-more-help" className="text-2xl font-bold tracking-tight">
            Still have questions?
          </h2>
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">
            {supportEmail ? 'Our support team answers by e-mail. Or see' : 'See'} for yourself with a {freeTrial.durationHours}-hour free
            trial, no credit card required.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {supportEmail && (
              <Button asChild variant="outline" size="lg">
                <a href={`mailto:${supportEmail}`}>
                  <Mail aria-hidden />
                  Contact Support
                </a>
              </Button>
            )}
            <Button asChild variant="brand" size="lg">
              <Link href={pagePaths.home}>Start Your Free Trial</Link>
            </Button>
          </div>
        </section>
      </div>
    </MarketingLayout>
  );
}
