import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { adminMessages, type AdminPayment } from '@shared/contracts/admin';
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
  const what = payment.kind === 'donation' ? 'donation' : `${planName(payment.planId)} invoice`;
  return `${formatCents(payment.amountCents, payment.currency)} ${what} from ${payment.userEmail ?? 'a deleted account'}`;
}

/** Invoices and donations; a paid one can be refunded (its referral commission is clawed back). */
export function PaymentsSection() {
  const payments = usePayments();
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  return (
    <section aria-labelledby="payments-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="payments-title" title="Payments" description="Subscription invoices and donations, newest first." />
      <QueryView
        query={payments}
        loading="Loading payments..."
        failed="Failed to load payments."
        empty={{ icon: CreditCard, text: 'No payments yet.' }}
        isEmpty={(data) => data.payments.length === 0}
      >
        {(data) => (
          <DataTable label="Payments">
            <thead>
              <tr>
                <Th>User</Th>
                <Th className="text-right">Amount</Th>
                <Th>Status</Th>
                <Th>Kind</Th>
                <Th>Plan</Th>
                <Th>Processor</Th>
                <Th>Paid</Th>
                <ActionTh label="Action" />
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
                  <Td>{payment.processor === 'local' ? 'Local test' : capitalize(payment.processor)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(payment.paidAt)}</Td>
                  <Td className="text-right">
                    {payment.status === 'paid' && (
                      <Button type="button" size="sm" variant="outline" onClick={() => setRefunding(payment)}>
                        <Undo2 aria-hidden />
                        Refund
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
        title="Refund this payment?"
        description={
          refunding
            ? `${describe(refunding)} is refunded at the processor${refunding.kind === 'invoice' ? ' and any referral commission on it is clawed back' : ''}. This cannot be undone.`
            : ''
        }
        confirmLabel="Refund"
        destructive
        pending={refund.isPending}
        onConfirm={() =>
          refunding &&
          refund.mutate(refunding.id, {
            onSuccess: (message) => {
              toastDone('Payment Refunded', message, adminMessages.refunded);
              setRefunding(null);
            },
            onError: (error) => toastFailed('Could Not Refund', error),
          })
        }
      />
    </section>
  );
}
