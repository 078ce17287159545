import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function PrivacyPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        How Genesis Studio handles your account and the content you create.
      </PageIntro>
      <ComingSoon>The full privacy policy will be published here.</ComingSoon>
    </MarketingLayout>
  );
}
