import { Banknote, PiggyBank } from 'lucide-react';
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
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <PiggyBank aria-hidden className="size-5 text-primary" />
          Earnings
        </CardTitle>
        <CardDescription>
          A commission is pending for {COMMISSION_APPROVAL_DAYS} days after the payment, then approved unless refunded.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-label="Earnings" className="divide-y divide-border">
          <Row label="Pending" value={formatDollars(stats.pendingEarnings)} testId="earnings-pending" />
          <Row label="Approved" value={formatDollars(stats.approvedEarnings)} testId="earnings-approved" />
          <Row label="Paid out" value={formatDollars(stats.paidEarnings)} testId="earnings-paid" />
        </dl>
      </CardContent>
    </Card>
  );
}

function StatementBody({ statement, payoutEmail }: { statement: PayoutStatement; payoutEmail: string }) {
  const shortfall = statement.minimumPayout - statement.approvedBalance;
  return (
    <div className="grid gap-4">
      <dl aria-label="Payout statement" className="divide-y divide-border">
        <Row label="Minimum payout" value={formatDollars(statement.minimumPayout)} testId="payout-minimum" />
        <Row label="Approved balance" value={formatDollars(statement.approvedBalance)} testId="payout-approved-balance" />
        <Row label="Pending balance" value={formatDollars(statement.pendingBalance)} testId="payout-pending-balance" />
      </dl>
      <div className="rounded-xl bg-muted/60 p-3 text-sm">
        <Badge
          data-testid="payout-status"
          variant="outline"
          className={statement.payable ? 'border-success-line bg-success-soft text-success' : 'border-border'}
        >
          {statement.payable ? 'Payable this month' : 'Not yet payable'}
        </Badge>
        <p className="mt-2 text-muted-foreground">
          {statement.payable
            ? `Your approved balance of ${formatDollars(statement.approvedBalance)} goes out in this month's payout to ${payoutEmail}.`
            : `Approved commissions are paid monthly once they reach ${formatDollars(statement.minimumPayout)}; ${formatDollars(Math.max(shortfall, 0))} to go. Payouts go to ${payoutEmail}.`}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">Past Payouts</h3>
        {statement.payouts.length === 0 ? (
          <p data-testid="payouts-empty" className="mt-2 text-sm text-muted-foreground">
            No payouts yet.
          </p>
        ) : (
          <ul aria-label="Past Payouts" className="mt-1 divide-y divide-border">
            {statement.payouts.map((payout) => (
              <li key={`${payout.month}-${payout.createdAt}`} data-testid="payout-item" className="flex justify-between gap-4 py-2 text-sm">
                <span>
                  {formatPayoutMonth(payout.month)}
                  <span className="text-muted-foreground">
                    {' · '}
                    {payout.commissions} {payout.commissions === 1 ? 'commission' : 'commissions'}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatDollars(payout.amount)}</span>
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
  const statement = usePayoutStatement();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Banknote aria-hidden className="size-5 text-primary" />
          Payouts
        </CardTitle>
        <CardDescription>Paid monthly via a payment service or direct deposit.</CardDescription>
      </CardHeader>
      <CardContent>
        {statement.isError ? (
          <LoadFailed compact message="Failed to load your payout statement." onRetry={() => void statement.refetch()} className="py-6" />
        ) : !statement.data ? (
          <LoadingState label="Loading payout statement..." className="py-6 text-sm" />
        ) : (
          <StatementBody statement={statement.data} payoutEmail={payoutEmail} />
        )}
      </CardContent>
    </Card>
  );
}
