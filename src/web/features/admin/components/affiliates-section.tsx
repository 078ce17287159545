import { BadgePercent, CheckCheck, Download, Receipt, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { commissionStatuses, type CommissionStatus } from '@shared/contracts/affiliates';
import type { AdminPayout } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useApprovePayouts, useCommissions, useMarkPayoutPaid, usePayouts, usePayoutsCsv } from '../api/affiliates';
import { capitalize, currentMonth, formatCents, formatDateTime, formatDay, formatMonth, planName, shortId } from '../lib/format';
import { saveDownload, toastDone, toastFailed } from '../lib/notify';
import { BusyIcon } from './busy-icon';
import { ConfirmDialog } from './confirm-dialog';
import { ActionTh, DataTable, EmailTd, NumTd, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { StatusBadge } from './status-badge';

/** One of the section's two cards: an icon and title, what it holds, then its contents. */
function AffiliatesCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon aria-hidden className="size-5 text-primary" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

function StatusFilter({ value, onChange }: { value: CommissionStatus | null; onChange: (status: CommissionStatus | null) => void }) {
  const options: (CommissionStatus | null)[] = [null, ...commissionStatuses];
  return (
    <div role="group" aria-label="Show commissions" className="flex flex-wrap gap-1">
      {options.map((option) => (
        <Button
          key={option ?? 'all'}
          type="button"
          size="sm"
          variant={value === option ? 'default' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option ? capitalize(option) : 'All'}
        </Button>
      ))}
    </div>
  );
}

function Commissions() {
  const [status, setStatus] = useState<CommissionStatus | null>(null);
  const commissions = useCommissions(status);
  return (
    <AffiliatesCard
      icon={BadgePercent}
      title="Commissions"
      description="One per paid invoice of a referred user: pending during the hold, then approved unless refunded. Payments through the test checkout are marked Test and never paid out."
    >
      <QueryView query={commissions} loading="Loading commissions..." failed="Failed to load commissions.">
        {(data) => (
          <div className="grid grid-cols-1 gap-4">
            <dl aria-label="Commission totals" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {commissionStatuses.map((name) => (
                <div key={name} className="rounded-xl border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{capitalize(name)}</dt>
                  <dd data-testid={`commission-total-${name}`} className="text-lg font-semibold tabular-nums">
                    {formatCents(data.totals[name] ?? 0)}
                  </dd>
                </div>
              ))}
            </dl>
            <StatusFilter value={status} onChange={setStatus} />
            {data.commissions.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                {status ? `No ${status} commissions.` : 'No commissions yet.'}
              </p>
            ) : (
              <DataTable label="Commissions">
                <thead>
                  <tr>
                    <Th>Affiliate</Th>
                    <Th>Plan</Th>
                    <Th className="text-right">Paid</Th>
                    <Th className="text-right">Commission</Th>
                    <Th>Status</Th>
                    <Th>Paid on</Th>
                    <Th>Approves</Th>
                    <Th>Invoice</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.commissions.map((commission) => (
                    <tr key={commission.id} data-testid="commission-row">
                      <EmailTd email={commission.affiliateEmail} />
                      <Td>{planName(commission.planId)}</Td>
                      <NumTd>{formatCents(commission.amountPaidCents)}</NumTd>
                      <NumTd className="font-semibold">{formatCents(commission.commissionCents)}</NumTd>
                      <Td>
                        <StatusBadge status={commission.status} />
                      </Td>
                      <Td className="whitespace-nowrap">{formatDay(commission.paidAt)}</Td>
                      <Td className="whitespace-nowrap">{formatDay(commission.approvesAt)}</Td>
                      <Td className="font-mono text-xs" title={commission.id}>
                        {shortId(commission.id)}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </div>
        )}
      </QueryView>
    </AffiliatesCard>
  );
}

function MarkPaidDialog({ payout, onClose }: { payout: AdminPayout | null; onClose: () => void }) {
  const markPaid = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const fieldId = useId();
  const trimmed = reference.trim();
  return (
    <ConfirmDialog
      open={payout !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReference('');
          onClose();
        }
      }}
      title="Mark payout as paid"
      description={
        payout
          ? `${formatCents(payout.amountCents)} to ${payout.payoutEmail ?? 'a deleted account'} for ${formatMonth(payout.month)}. Record the reference of the transfer you made.`
          : ''
      }
      confirmLabel="Mark paid"
      pending={markPaid.isPending}
      confirmDisabled={trimmed.length === 0}
      onConfirm={() =>
        payout &&
        markPaid.mutate(
          { id: payout.id, reference: trimmed },
          {
            onSuccess: (message) => {
              toastDone('Payout Recorded', message, 'Payout recorded as paid.');
              setReference('');
              onClose();
            },
            onError: (error) => toastFailed('Could Not Record the Payout', error),
          },
        )
      }
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={fieldId}>Payment reference</Label>
        <Input
          id={fieldId}
          value={reference}
          maxLength={200}
          autoComplete="off"
          placeholder="e.g. PayPal transaction id"
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

function Payouts() {
  const payouts = usePayouts();
  const approve = useApprovePayouts();
  const csv = usePayoutsCsv();
  const [month, setMonth] = useState(currentMonth);
  const [paying, setPaying] = useState<AdminPayout | null>(null);
  const monthId = useId();
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

  return (
    <AffiliatesCard
      icon={Receipt}
      title="Payouts"
      description="Approving a month turns its approved commissions into one payout per affiliate. Pay each one, then record it with the transfer's reference."
    >
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!validMonth) return;
          approve.mutate(month, {
            onSuccess: (message) => toastDone('Payouts Approved', message, `Payouts for ${formatMonth(month)} are ready to pay.`),
            onError: (error) => toastFailed('Could Not Approve Payouts', error),
          });
        }}
      >
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={monthId}>Month</Label>
          <Input
            id={monthId}
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(event) => setMonth(event.target.value)}
            className="h-10 w-44"
            aria-invalid={validMonth ? undefined : true}
          />
        </div>
        <Button type="submit" disabled={approve.isPending || !validMonth}>
          <BusyIcon busy={approve.isPending} icon={CheckCheck} />
          Approve payouts for month
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={csv.isPending || !validMonth}
          onClick={() => csv.mutate(month, { onSuccess: saveDownload, onError: (error) => toastFailed('Download Failed', error) })}
        >
          <BusyIcon busy={csv.isPending} icon={Download} />
          Download CSV
        </Button>
      </form>
      <QueryView
        query={payouts}
        loading="Loading payouts..."
        failed="Failed to load payouts."
        empty={{ icon: Receipt, text: 'No payouts yet. Approve a month to create them.' }}
        isEmpty={(data) => data.payouts.length === 0}
      >
        {(data) => (
          <DataTable label="Payouts">
            <thead>
              <tr>
                <Th>Month</Th>
                <Th>Pay to</Th>
                <Th className="text-right">Amount</Th>
                <Th>Status</Th>
                <Th>Reference</Th>
                <Th>Paid</Th>
                <ActionTh label="Action" />
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((payout) => (
                <tr key={payout.id} data-testid="payout-row">
                  <Td className="whitespace-nowrap">{formatMonth(payout.month)}</Td>
                  <EmailTd email={payout.payoutEmail} />
                  <NumTd className="font-semibold">{formatCents(payout.amountCents)}</NumTd>
                  <Td>
                    <StatusBadge status={payout.status} />
                  </Td>
                  <Td className={cn('max-w-48 truncate', !payout.reference && 'text-muted-foreground')} data-testid="payout-reference">
                    {payout.reference ?? '—'}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(payout.paidAt)}</Td>
                  <Td className="text-right">
                    {payout.status === 'owed' && (
                      <Button type="button" size="sm" variant="outline" onClick={() => setPaying(payout)}>
                        Mark paid
                        <span className="sr-only"> for {payout.payoutEmail ?? 'a deleted account'}</span>
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryView>
      <MarkPaidDialog payout={paying} onClose={() => setPaying(null)} />
    </AffiliatesCard>
  );
}

/** Commissions by status with totals; approving a month's payouts; recording them paid; the payout CSV. */
export function AffiliatesSection() {
  return (
    <section aria-labelledby="affiliates-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="affiliates-title"
        title="Affiliates"
        description="Commissions earned by referrals, and the monthly payouts (the same rules as npm run payouts)."
      />
      <Payouts />
      <Commissions />
    </section>
  );
}
