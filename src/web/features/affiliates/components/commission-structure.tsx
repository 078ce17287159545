import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_APPROVAL_DAYS } from '@shared/catalog/affiliates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { planPrice } from '@/lib/plan-text';
import { commissionPercent, commissionRows, formatCents, planLabel } from '../lib/format';

/** What each plan earns the affiliate, from the plan catalogue (DESIGN.md §4). */
export function CommissionStructure() {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BadgePercent aria-hidden className="size-5 text-primary" />
          {t('commission.title')}
        </CardTitle>
        <CardDescription>
          {t('commission.description', { percent: commissionPercent(locale), count: COMMISSION_APPROVAL_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t('commission.title')} className="divide-y divide-border">
          {commissionRows.map(({ plan, commissionCents }) => (
            <li key={plan.id} data-testid="commission-item" className="flex items-center justify-between gap-4 py-3">
              <span>
                <span className="block font-medium">{planLabel(plan.id, locale)}</span>
                <span className="text-sm text-muted-foreground">{planPrice(plan, locale)}</span>
              </span>
              <span className="text-right">
                <span className="block text-xs text-muted-foreground">{t('commission.yours')}</span>
                <span className="text-lg font-bold text-success">{formatCents(commissionCents, locale)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
