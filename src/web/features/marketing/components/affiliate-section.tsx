import { BadgeDollarSign, Link2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { commissionCents, planList } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { planName, planPrice } from '@/lib/plan-text';
import { commissionPercent } from '../lib/content-values';

const perks = [
  { id: 'commission', icon: BadgeDollarSign },
  { id: 'tracking', icon: Link2 },
  { id: 'payouts', icon: Wallet },
] as const;

/** The landing page's affiliate pitch; the commission per plan comes from the catalogue. */
export function AffiliateSection() {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const percent = commissionPercent(format.locale);
  return (
    <section aria-labelledby="affiliate-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-700 p-6 text-white shadow-xl sm:p-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-violet-200 uppercase">{t('affiliate.eyebrow')}</p>
          <h2 id="affiliate-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('affiliate.title', { percent })}
          </h2>
          <p className="mt-4 text-violet-100">{t('affiliate.intro', { percent })}</p>
          <ul className="mt-8 grid gap-4">
            {perks.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{t(`affiliate.perks.${id}.title`, { percent })}</span>
                  <span className="text-sm text-violet-100">{t(`affiliate.perks.${id}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-violet-700 shadow-none hover:bg-violet-50">
              <Link href={pagePaths.affiliate}>{t('affiliate.join')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link href={pagePaths.login}>{t('affiliate.dashboard')}</Link>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl bg-card p-5 text-card-foreground shadow-lg sm:p-6">
          <h3 className="font-semibold">{t('affiliate.tableTitle')}</h3>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">{t('affiliate.tableCaption')}</caption>
            <thead className="text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 font-medium">
                  {t('affiliate.columns.plan')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('affiliate.columns.price')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('affiliate.columns.earn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {planList.map((plan) => (
                <tr key={plan.id} className="border-b border-border last:border-0">
                  <th scope="row" className="py-3 pr-3 font-medium">
                    {planName(plan.id, format.locale)}
                  </th>
                  <td className="py-3 pr-3 whitespace-nowrap text-muted-foreground">{planPrice(plan, format.locale)}</td>
                  <td className="py-3 text-right text-base font-bold text-success">
                    {format.price(commissionCents(plan.priceCents), 'USD')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-muted-foreground">{t('affiliate.note')}</p>
        </div>
      </div>
    </section>
  );
}
