import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function TermsPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Legal" title="Terms of Service">
        The terms that apply when you use Genesis Studio.
      </PageIntro>
      <ComingSoon>The full terms of service will be published here.</ComingSoon>
    </MarketingLayout>
  );
}
