import { Ban, FlaskConical, UserRoundPlus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Referral } from '@shared/contracts/affiliates';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatDollars, planLabel } from '../lib/format';

const statusTone: Record<Referral['status'], string> = {
  pending: 'border-warning-line bg-warning-soft text-warning',
  approved: 'border-success-line bg-success-soft text-success',
  refused: 'border-danger-line bg-danger-soft text-danger',
  test: 'border-info-line bg-info-soft text-info',
};

function StatusBadge({ status }: { status: Referral['status'] }) {
  const { t } = useTranslation('affiliates');
  return (
    <Badge data-testid="referral-status" variant="outline" className={cn(statusTone[status])}>
      {t(`referrals.status.${status}`)}
    </Badge>
  );
}

/** The user's referrals, newest first: date, plan ('Trial' before they pay), commission and status. */
export function RecentReferrals({ referrals }: { referrals: Referral[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  const newestFirst = [...referrals].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UsersRound aria-hidden className="size-5 text-primary" />
          {t('referrals.title')}
        </CardTitle>
        <CardDescription>{t('referrals.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {newestFirst.length === 0 ? (
          <div data-testid="referrals-empty" className="flex flex-col items-center gap-2 py-10 text-center">
            <UserRoundPlus aria-hidden className="size-10 text-muted-foreground opacity-60" />
            <h3 className="font-semibold">{t('referrals.emptyTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('referrals.emptyHint')}</p>
          </div>
        ) : (
          <ul aria-label={t('referrals.title')} className="divide-y divide-border">
            {newestFirst.map((referral) => (
              <li
                key={referral.id}
                data-testid="referral-item"
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[8rem_1fr_auto_auto]"
              >
                <span className="text-sm text-muted-foreground">
                  <time dateTime={referral.createdAt}>{formatDate(referral.createdAt, locale)}</time>
                </span>
                <span data-testid="referral-plan" className="font-medium">
                  {planLabel(referral.subscriptionPlan, locale)}
                </span>
                <span data-testid="referral-commission" className="font-semibold tabular-nums">
                  {formatDollars(referral.commissionAmount, locale)}
                </span>
                <StatusBadge status={referral.status} />
                {referral.status === 'test' && (
                  <p data-testid="referral-test" className="col-span-full flex items-start gap-1.5 text-sm text-info sm:col-start-2">
                    <FlaskConical aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                    <span>{t('referrals.testNote')}</span>
                  </p>
                )}
                {referral.refusedReason && (
                  <p data-testid="referral-refusal" className="col-span-full flex items-start gap-1.5 text-sm text-danger sm:col-start-2">
                    <Ban aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                    <span>{t('referrals.refusedNote', { reason: t(`referrals.refusal.${referral.refusedReason}`) })}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
