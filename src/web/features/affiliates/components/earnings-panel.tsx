import { Banknote, PiggyBank } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_APPROVAL_DAYS } from '@shared/catalog/affiliates';
import type { AffiliateDashboard, PayoutStatement } from '@shared/contracts/affiliates';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { usePayoutStatement } from '../api/get-payouts';
import { formatDollars, formatPayoutMonth } from '../lib/format';

function Row({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt>
        <span className="block">{label}</span>
        {hint && <span className="block text-xs text-muted-foreground">{hint}</span>}
      </dt>
      <dd data-testid={testId} className="font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Earnings split by state: pending (within the approval period), approved (unpaid), paid out. */
export function EarningsSplit({ stats }: { stats: AffiliateDashboard['stats'] }) {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <PiggyBank aria-hidden className="size-5 text-primary" />
          {t('earnings.title')}
        </CardTitle>
        <CardDescription>{t('earnings.description', { count: COMMISSION_APPROVAL_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-label={t('earnings.title')} className="divide-y divide-border">
          <Row label={t('earnings.pending')} value={formatDollars(stats.pendingEarnings, locale)} testId="earnings-pending" />
          <Row label={t('earnings.approved')} value={formatDollars(stats.approvedEarnings, locale)} testId="earnings-approved" />
          <Row label={t('earnings.paid')} value={formatDollars(stats.paidEarnings, locale)} testId="earnings-paid" />
        </dl>
      </CardContent>
    </Card>
  );
}

function StatementBody({ statement, payoutEmail }: { statement: PayoutStatement; payoutEmail: string }) {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  const shortfall = statement.minimumPayout - statement.approvedBalance;
  return (
    <div className="grid gap-4">
      <dl aria-label={t('payouts.statementLabel')} className="divide-y divide-border">
        <Row label={t('payouts.minimum')} value={formatDollars(statement.minimumPayout, locale)} testId="payout-minimum" />
        <Row
          label={t('payouts.approvedBalance')}
          value={formatDollars(statement.approvedBalance, locale)}
          testId="payout-approved-balance"
        />
        <Row label={t('payouts.pendingBalance')} value={formatDollars(statement.pendingBalance, locale)} testId="payout-pending-balance" />
      </dl>
      <div className="rounded-xl bg-muted/60 p-3 text-sm">
        <Badge
          data-testid="payout-status"
          variant="outline"
          className={statement.payable ? 'border-success-line bg-success-soft text-success' : 'border-border'}
        >
          {statement.payable ? t('payouts.payable') : t('payouts.notPayable')}
        </Badge>
        <p className="mt-2 text-muted-foreground">
          {statement.payable
            ? t('payouts.payableNote', { amount: formatDollars(statement.approvedBalance, locale), email: payoutEmail })
            : t('payouts.notPayableNote', {
                minimum: formatDollars(statement.minimumPayout, locale),
                remaining: formatDollars(Math.max(shortfall, 0), locale),
                email: payoutEmail,
              })}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('payouts.past')}</h3>
        {statement.payouts.length === 0 ? (
          <p data-testid="payouts-empty" className="mt-2 text-sm text-muted-foreground">
            {t('payouts.empty')}
          </p>
        ) : (
          <ul aria-label={t('payouts.past')} className="mt-1 divide-y divide-border">
            {statement.payouts.map((payout) => (
              <li key={`${payout.month}-${payout.createdAt}`} data-testid="payout-item" className="flex justify-between gap-4 py-2 text-sm">
                <span>
                  {formatPayoutMonth(payout.month, locale)}
                  <span className="text-muted-foreground">
                    {' · '}
                    {t('payouts.commissions', { count: payout.commissions })}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatDollars(payout.amount, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** GET /api/affiliate/payouts as a card: the minimum, the balances, this month's payability, history. */
export function PayoutStatementCard({ payoutEmail }: { payoutEmail: string }) {
  const { t } = useTranslation('affiliates');
  const statement = usePayoutStatement();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Banknote aria-hidden className="size-5 text-primary" />
          {t('payouts.title')}
        </CardTitle>
        <CardDescription>{t('payouts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {statement.isError ? (
          <LoadFailed compact message={t('payouts.loadFailed')} onRetry={() => void statement.refetch()} className="py-6" />
        ) : !statement.data ? (
          <LoadingState label={t('payouts.loading')} className="py-6 text-sm" />
        ) : (
          <StatementBody statement={statement.data} payoutEmail={payoutEmail} />
        )}
      </CardContent>
    </Card>
  );
}
