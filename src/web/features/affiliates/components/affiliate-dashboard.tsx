import { useTranslation } from 'react-i18next';
import type { AffiliateDashboard } from '@shared/contracts/affiliates';
import { commissionPercent } from '../lib/format';
import { AffiliateLinkBox } from './affiliate-link-box';
import { CommissionStructure } from './commission-structure';
import { EarningsSplit, PayoutStatementCard } from './earnings-panel';
import { RecentReferrals } from './recent-referrals';
import { StatCards } from './stat-cards';

/** The affiliate page for a member (spec §2): stats, the link, earnings and payouts, commissions, referrals. */
export function AffiliateDashboardView({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t, i18n } = useTranslation('affiliates');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('dashboard.description', { percent: commissionPercent(i18n.language) })}</p>
      </div>
      <StatCards dashboard={dashboard} />
      <AffiliateLinkBox code={dashboard.affiliate.affiliateCode} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EarningsSplit stats={dashboard.stats} />
        <PayoutStatementCard payoutEmail={dashboard.affiliate.payoutEmail} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <CommissionStructure />
        <RecentReferrals referrals={dashboard.referrals} />
      </div>
    </div>
  );
}
