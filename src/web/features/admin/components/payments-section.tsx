import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '@shared/contracts/admin';
import { i18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { usePayments, useRefundPayment } from '../api/payments';
import { capitalize, formatCents, formatDateTime, planName } from '../lib/format';
import { toastDone, toastFailed } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import { ActionTh, DataTable, EmailTd, NumTd, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { StatusBadge } from './status-badge';

function describe(payment: AdminPayment): string {
  const amount = formatCents(payment.amountCents, payment.currency);
  const email = payment.userEmail ?? i18n.t('admin:common.aDeletedAccount');
  return payment.kind === 'donation'
    ? i18n.t('admin:payments.donationFrom', { amount, email })
    : i18n.t('admin:payments.invoiceFrom', { amount, plan: planName(payment.planId), email });
}

/** Invoices and donations; a paid one can be refunded (its referral commission is clawed back). */
export function PaymentsSection() {
  const { t } = useTranslation('admin');
  const payments = usePayments();
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  return (
    <section aria-labelledby="payments-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="payments-title" title={t('payments.title')} description={t('payments.description')} />
      <QueryView
        query={payments}
        loading={t('payments.loading')}
        failed={t('payments.failed')}
        empty={{ icon: CreditCard, text: t('payments.empty') }}
        isEmpty={(data) => data.payments.length === 0}
      >
        {(data) => (
          <DataTable label={t('payments.title')}>
            <thead>
              <tr>
                <Th>{t('payments.user')}</Th>
                <Th className="text-right">{t('payments.amount')}</Th>
                <Th>{t('payments.status')}</Th>
                <Th>{t('payments.kind')}</Th>
                <Th>{t('payments.plan')}</Th>
                <Th>{t('payments.processor')}</Th>
                <Th>{t('payments.paid')}</Th>
                <ActionTh label={t('common.action')} />
              </tr>
            </thead>
            <tbody>
              {data.payments.map((payment) => (
                <tr key={payment.id} data-testid="payment-row">
                  <EmailTd email={payment.userEmail} />
                  <NumTd className="font-semibold">{formatCents(payment.amountCents, payment.currency)}</NumTd>
                  <Td className="whitespace-nowrap">
                    <StatusBadge status={payment.status} />
                    {payment.refundedAt && <span className="ml-2 text-xs text-muted-foreground">{formatDateTime(payment.refundedAt)}</span>}
                  </Td>
                  <Td>
                    <StatusBadge status={payment.kind} />
                  </Td>
                  <Td>{payment.planId ? planName(payment.planId) : '—'}</Td>
                  <Td>{payment.processor === 'local' ? t('payments.localTest') : capitalize(payment.processor)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(payment.paidAt)}</Td>
                  <Td className="text-right">
                    {payment.status === 'paid' && (
                      <Button type="button" size="sm" variant="outline" onClick={() => setRefunding(payment)}>
                        <Undo2 aria-hidden />
                        {t('payments.refund')}
                        <span className="sr-only"> {describe(payment)}</span>
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryView>
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t('payments.confirmTitle')}
        description={
          refunding
            ? t(refunding.kind === 'invoice' ? 'payments.confirmInvoice' : 'payments.confirmDonation', { payment: describe(refunding) })
            : ''
        }
        confirmLabel={t('payments.refund')}
        destructive
        pending={refund.isPending}
        onConfirm={() =>
          refunding &&
          refund.mutate(refunding.id, {
            onSuccess: (message) => {
              toastDone(t('payments.doneTitle'), message, t('payments.doneFallback'));
              setRefunding(null);
            },
            onError: (error) => toastFailed(t('payments.failedTitle'), error),
          })
        }
      />
    </section>
  );
}
