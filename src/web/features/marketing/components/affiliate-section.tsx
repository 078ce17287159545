import { BadgeDollarSign, Link2, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { AFFILIATE_COMMISSION_RATE, commissionCents, formatPlanPrice, formatPrice, planList } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';

export const commissionPercent = `${Math.round(AFFILIATE_COMMISSION_RATE * 100)}%`;

const perks = [
  { icon: BadgeDollarSign, title: `${commissionPercent} commission`, text: 'On every payment your referrals make.' },
  { icon: Link2, title: 'Easy tracking', text: 'A personal referral link and a dashboard of clicks and sign-ups.' },
  { icon: Wallet, title: 'Monthly payouts', text: 'Through a payment service or by direct deposit.' },
];

/** The landing page's affiliate pitch; the commission per plan comes from the catalogue. */
export function AffiliateSection() {
  return (
    <section aria-labelledby="affiliate-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-700 p-6 text-white shadow-xl sm:p-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-violet-200 uppercase">Affiliate Program</p>
          <h2 id="affiliate-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Earn {commissionPercent} by sharing Genesis Studio
          </h2>
          <p className="mt-4 text-violet-100">
            Recommend the studio to your audience and earn a {commissionPercent} commission on every payment from the creators you refer.
          </p>
          <ul className="mt-8 grid gap-4">
            {perks.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="text-sm text-violet-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-violet-700 shadow-none hover:bg-violet-50">
              <Link href={pagePaths.affiliate}>Join the Affiliate Program</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link href={pagePaths.login}>Log In to Your Dashboard</Link>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl bg-card p-5 text-card-foreground shadow-lg sm:p-6">
          <h3 className="font-semibold">What you earn per payment</h3>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Affiliate commission for each plan</caption>
            <thead className="text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 font-medium">
                  Price
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  You earn
                </th>
              </tr>
            </thead>
            <tbody>
              {planList.map((plan) => (
                <tr key={plan.id} className="border-b border-border last:border-0">
                  <th scope="row" className="py-3 pr-3 font-medium">
                    {plan.name}
                  </th>
                  <td className="py-3 pr-3 whitespace-nowrap text-muted-foreground">{formatPlanPrice(plan)}</td>
                  <td className="py-3 text-right text-base font-bold text-success">{formatPrice(commissionCents(plan.priceCents))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-muted-foreground">
            Every paid invoice of a creator you refer earns a commission, approved 30 days after the payment unless it is refunded.
          </p>
        </div>
      </div>
    </section>
  );
}
