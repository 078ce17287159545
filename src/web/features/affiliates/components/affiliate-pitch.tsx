import { CircleDollarSign, BadgePercent, ChartLine, Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH } from '@shared/catalog/limits';
import { createAffiliateInput } from '@shared/contracts/affiliates';
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

/** Why join: each perk's icon and the key of its words. */
const perks = [
  { icon: CircleDollarSign, id: 'commission' },
  { icon: ChartLine, id: 'tracking' },
  { icon: Banknote, id: 'payouts' },
] as const;

/** The affiliate page for a user without an account (spec §2): why join, and the form to join. */
export function AffiliatePitch() {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  const percent = commissionPercent(locale);
  const id = useId();
  const [payoutEmail, setPayoutEmail] = useState('');
  const create = useCreateAffiliate();

  function submit() {
    if (create.isPending) return;
    if (payoutEmail.trim() === '') {
      toast({ variant: 'destructive', title: t('problems.emailRequired.title'), description: t('problems.emailRequired.message') });
      return;
    }
    // The server's own rule, so a mistyped address is caught before the round trip.
    if (!createAffiliateInput.safeParse({ payoutEmail }).success) {
      toast({ variant: 'destructive', title: t('problems.emailInvalid.title'), description: t('problems.emailInvalid.message') });
      return;
    }
    create.mutate(
      { payoutEmail: payoutEmail.trim() },
      {
        onSuccess: () => toast({ title: t('pitch.createdTitle'), description: t('pitch.createdDescription') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('problems.createFailed'),
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
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{t('pitch.title')}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{t('pitch.description', { percent })}</p>
      </div>

      <ul aria-label={t('pitch.benefitsLabel')} className="grid gap-4 sm:grid-cols-3">
        {perks.map(({ icon: Icon, id: perk }) => (
          <li key={perk}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <CardTitle className="mt-2 text-lg">{t(`pitch.perks.${perk}.title`, { percent })}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-base">{t(`pitch.perks.${perk}.text`, { range: commissionRange(locale) })}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mx-auto w-full max-w-lg">
        <FormCard title={t('pitch.joinTitle')} description={t('pitch.joinDescription')} onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-payout-email`}>{t('pitch.payoutEmail')}</Label>
            <Input
              id={`${id}-payout-email`}
              name="payoutEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              placeholder={t('pitch.payoutEmailPlaceholder')}
              value={payoutEmail}
              onChange={(event) => setPayoutEmail(event.target.value)}
            />
            <p className="text-xs text-muted-foreground">{t('pitch.payoutEmailHint')}</p>
          </div>
          <Button type="submit" variant="brand" size="lg" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending && <Spinner className="text-current" />}
            {create.isPending ? t('pitch.creating') : t('pitch.create')}
          </Button>
        </FormCard>
      </div>
    </div>
  );
}
