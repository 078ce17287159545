import { BadgePercent } from 'lucide-react';
import { PagePreview, SignedInPage } from '@/components/layout/signed-in-page';

export function AffiliatePage() {
  return (
    <SignedInPage>
      <PagePreview icon={<BadgePercent className="size-7" aria-hidden />} title="Affiliate Program">
        Earn 30% commission on every subscription you refer, paid out monthly. Your affiliate dashboard is coming to
        this page soon.
      </PagePreview>
    </SignedInPage>
  );
}
