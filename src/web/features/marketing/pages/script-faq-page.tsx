import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';

export function ScriptFaqPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Help center" title="YouTube Script Generator FAQ">
        Everything creators ask about AI script generation, voice cloning and getting started.
      </PageIntro>
      <ComingSoon>The full list of questions is coming soon.</ComingSoon>
    </MarketingLayout>
  );
}
