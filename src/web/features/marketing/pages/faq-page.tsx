import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function FaqPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Help center" title="Frequently Asked Questions">
        Answers about plans, features, usage rights and getting started.
      </PageIntro>
      <ComingSoon>The questions and answers are being written and will appear here soon.</ComingSoon>
    </MarketingLayout>
  );
}
