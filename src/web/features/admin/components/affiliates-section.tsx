import { BadgePercent, CheckCheck, Download, Receipt, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionStatuses, type CommissionStatus } from '@shared/contracts/affiliates';
import type { AdminPayout } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useApprovePayouts, useCommissions, useMarkPayoutPaid, usePayouts, usePayoutsCsv } from '../api/affiliates';
import { currentMonth, formatCents, formatDateTime, formatDay, formatMonth, planName, shortId } from '../lib/format';
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
  const { t } = useTranslation('admin');
  const options: (CommissionStatus | null)[] = [null, ...commissionStatuses];
  return (
    <div role="group" aria-label={t('affiliates.commissions.filter')} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <Button
          key={option ?? 'all'}
          type="button"
          size="sm"
          variant={value === option ? 'default' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option ? t(`statuses.${option}`) : t('affiliates.commissions.all')}
        </Button>
      ))}
    </div>
  );
}

function Commissions() {
  const [status, setStatus] = useState<CommissionStatus | null>(null);
  const commissions = useCommissions(status);
  const { t } = useTranslation('admin');
  return (
    <AffiliatesCard icon={BadgePercent} title={t('affiliates.commissions.title')} description={t('affiliates.commissions.description')}>
      <QueryView query={commissions} loading={t('affiliates.commissions.loading')} failed={t('affiliates.commissions.failed')}>
        {(data) => (
          <div className="grid grid-cols-1 gap-4">
            <dl aria-label={t('affiliates.commissions.totals')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {commissionStatuses.map((name) => (
                <div key={name} className="rounded-xl border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{t(`statuses.${name}`)}</dt>
                  <dd data-testid={`commission-total-${name}`} className="text-lg font-semibold tabular-nums">
                    {formatCents(data.totals[name] ?? 0)}
                  </dd>
                </div>
              ))}
            </dl>
            <StatusFilter value={status} onChange={setStatus} />
            {data.commissions.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
                {status ? t(`affiliates.commissions.emptyByStatus.${status}`) : t('affiliates.commissions.empty')}
              </p>
            ) : (
              <DataTable label={t('affiliates.commissions.title')}>
                <thead>
                  <tr>
                    <Th>{t('affiliates.commissions.affiliate')}</Th>
                    <Th>{t('affiliates.commissions.plan')}</Th>
                    <Th className="text-right">{t('affiliates.commissions.paid')}</Th>
                    <Th className="text-right">{t('affiliates.commissions.commission')}</Th>
                    <Th>{t('affiliates.commissions.status')}</Th>
                    <Th>{t('affiliates.commissions.paidOn')}</Th>
                    <Th>{t('affiliates.commissions.approves')}</Th>
                    <Th>{t('affiliates.commissions.invoice')}</Th>
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
  const { t } = useTranslation('admin');
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
      title={t('affiliates.markPaid.title')}
      description={
        payout
          ? t('affiliates.markPaid.description', {
              amount: formatCents(payout.amountCents),
              email: payout.payoutEmail ?? t('common.aDeletedAccount'),
              month: formatMonth(payout.month),
            })
          : ''
      }
      confirmLabel={t('affiliates.markPaid.confirm')}
      pending={markPaid.isPending}
      confirmDisabled={trimmed.length === 0}
      onConfirm={() =>
        payout &&
        markPaid.mutate(
          { id: payout.id, reference: trimmed },
          {
            onSuccess: (message) => {
              toastDone(t('affiliates.markPaid.doneTitle'), message, t('affiliates.markPaid.doneFallback'));
              setReference('');
              onClose();
            },
            onError: (error) => toastFailed(t('affiliates.markPaid.failedTitle'), error),
          },
        )
      }
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={fieldId}>{t('affiliates.markPaid.reference')}</Label>
        <Input
          id={fieldId}
          value={reference}
          maxLength={200}
          autoComplete="off"
          placeholder={t('affiliates.markPaid.referencePlaceholder')}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

function Payouts() {
  const { t } = useTranslation('admin');
  const payouts = usePayouts();
  const approve = useApprovePayouts();
  const csv = usePayoutsCsv();
  const [month, setMonth] = useState(currentMonth);
  const [paying, setPaying] = useState<AdminPayout | null>(null);
  const monthId = useId();
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

  return (
    <AffiliatesCard icon={Receipt} title={t('affiliates.payouts.title')} description={t('affiliates.payouts.description')}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!validMonth) return;
          approve.mutate(month, {
            onSuccess: (message) =>
              toastDone(
                t('affiliates.payouts.approvedTitle'),
                message,
                t('affiliates.payouts.approvedFallback', { month: formatMonth(month) }),
              ),
            onError: (error) => toastFailed(t('affiliates.payouts.approveFailed'), error),
          });
        }}
      >
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={monthId}>{t('affiliates.payouts.month')}</Label>
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
          {t('affiliates.payouts.approve')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={csv.isPending || !validMonth}
          onClick={() => csv.mutate(month, { onSuccess: saveDownload, onError: (error) => toastFailed(t('common.downloadFailed'), error) })}
        >
          <BusyIcon busy={csv.isPending} icon={Download} />
          {t('common.downloadCsv')}
        </Button>
      </form>
      <QueryView
        query={payouts}
        loading={t('affiliates.payouts.loading')}
        failed={t('affiliates.payouts.failed')}
        empty={{ icon: Receipt, text: t('affiliates.payouts.empty') }}
        isEmpty={(data) => data.payouts.length === 0}
      >
        {(data) => (
          <DataTable label={t('affiliates.payouts.title')}>
            <thead>
              <tr>
                <Th>{t('affiliates.payouts.month')}</Th>
                <Th>{t('affiliates.payouts.payTo')}</Th>
                <Th className="text-right">{t('affiliates.payouts.amount')}</Th>
                <Th>{t('affiliates.payouts.status')}</Th>
                <Th>{t('affiliates.payouts.reference')}</Th>
                <Th>{t('affiliates.payouts.paid')}</Th>
                <ActionTh label={t('common.action')} />
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
                        {t('affiliates.markPaid.confirm')}
                        <span className="sr-only">
                          {t('affiliates.markPaid.forEmail', { email: payout.payoutEmail ?? t('common.aDeletedAccount') })}
                        </span>
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
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="affiliates-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="affiliates-title" title={t('affiliates.title')} description={t('affiliates.description')} />
      <Payouts />
      <Commissions />
    </section>
  );
}
