import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function ComparisonPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Compare" title="AI Script Generator Comparison">
        See how Genesis Studio compares with other AI script generators, feature by feature.
      </PageIntro>
      <ComingSoon>The detailed comparison table is coming soon.</ComingSoon>
    </MarketingLayout>
  );
}
