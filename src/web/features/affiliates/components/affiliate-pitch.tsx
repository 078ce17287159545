import { CircleDollarSign, BadgePercent, ChartLine, Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { EMAIL_MAX_LENGTH } from '@shared/catalog/limits';
import { affiliateProblems, createAffiliateInput } from '@shared/contracts/affiliates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateAffiliate } from '../api/create-affiliate';
import { createFailureMessage } from '../lib/failure-message';
import { commissionPercent, commissionRange } from '../lib/format';

const perks = [
  {
    icon: CircleDollarSign,
    title: `${commissionPercent} Commission`,
    text: `Earn ${commissionRange()} per conversion, on every payment your referrals make.`,
  },
  {
    icon: ChartLine,
    title: 'Easy Tracking',
    text: 'Your own referral link and a dashboard of clicks, referrals and earnings.',
  },
  {
    icon: Banknote,
    title: 'Monthly Payouts',
    text: 'Paid every month via a payment service or direct deposit.',
  },
];

/** The affiliate page for a user without an account (spec §2): why join, and the form to join. */
export function AffiliatePitch() {
  const id = useId();
  const [payoutEmail, setPayoutEmail] = useState('');
  const create = useCreateAffiliate();

  function submit() {
    if (create.isPending) return;
    if (payoutEmail.trim() === '') {
      const { title, message } = affiliateProblems.emailRequired;
      toast({ variant: 'destructive', title, description: message });
      return;
    }
    // The server's own rule, so a mistyped address is caught before the round trip.
    if (!createAffiliateInput.safeParse({ payoutEmail }).success) {
      const { title, message } = affiliateProblems.emailInvalid;
      toast({ variant: 'destructive', title, description: message });
      return;
    }
    create.mutate(
      { payoutEmail: payoutEmail.trim() },
      {
        onSuccess: () => toast({ title: 'Affiliate Account Created!', description: 'Share your link to start earning commissions.' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: affiliateProblems.createFailed,
            description: createFailureMessage(error),
          }),
      },
    );
  }

  return (
    <div className="grid gap-10">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <BadgePercent aria-hidden className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Affiliate Program</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
          Earn {commissionPercent} commission on every subscription you refer to Genesis Studio.
        </p>
      </div>

      <ul aria-label="Program benefits" className="grid gap-4 sm:grid-cols-3">
        {perks.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <CardTitle className="mt-2 text-lg">{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-base">{text}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mx-auto w-full max-w-lg">
        <FormCard
          title="Join the Program"
          description="Tell us where to send your payouts, and your referral link is ready at once."
          onSubmit={submit}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-payout-email`}>Payout Email</Label>
            <Input
              id={`${id}-payout-email`}
              name="payoutEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              placeholder="you@example.com"
              value={payoutEmail}
              onChange={(event) => setPayoutEmail(event.target.value)}
            />
            <p className="text-xs text-muted-foreground">Monthly payouts are sent to this address.</p>
          </div>
          <Button type="submit" variant="brand" size="lg" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending && <Spinner className="text-current" />}
            {create.isPending ? 'Creating Account...' : 'Create Affiliate Account'}
          </Button>
        </FormCard>
      </div>
    </div>
  );
}
