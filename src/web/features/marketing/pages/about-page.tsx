import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function AboutPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Our story" title="About Genesis Studio">
        Genesis Studio brings script writing, SEO, image generation and an AI assistant together for video creators, marketers and businesses.
      </PageIntro>
      <ComingSoon>The full story of the studio and the team behind it is on its way.</ComingSoon>
    </MarketingLayout>
  );
}
