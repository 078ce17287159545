import { BadgePercent } from 'lucide-react';
import { COMMISSION_APPROVAL_DAYS } from '@shared/catalog/affiliates';
import { formatPlanPrice } from '@shared/catalog/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { commissionPercent, commissionRows } from '../lib/format';

/** What each plan earns the affiliate, from the plan catalogue (DESIGN.md §4). */
export function CommissionStructure() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BadgePercent aria-hidden className="size-5 text-primary" />
          Commission Structure
        </CardTitle>
        <CardDescription>
          {commissionPercent} of every payment, approved {COMMISSION_APPROVAL_DAYS} days after it unless refunded.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Commission Structure" className="divide-y divide-border">
          {commissionRows.map(({ plan, commission }) => (
            <li key={plan.id} data-testid="commission-item" className="flex items-center justify-between gap-4 py-3">
              <span>
                <span className="block font-medium">{plan.name}</span>
                <span className="text-sm text-muted-foreground">{formatPlanPrice(plan)}</span>
              </span>
              <span className="text-right">
                <span className="block text-xs text-muted-foreground">Your commission</span>
                <span className="text-lg font-bold text-success">{commission}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
