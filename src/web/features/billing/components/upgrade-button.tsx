import { cva } from 'class-variance-authority';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicUser } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { plansApply, startedWithoutTrial } from '@shared/subscription';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

const upgradeVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        header: 'rounded-lg shadow-sm',
        // Beside a tab's main button: outlined and quieter, so it never outweighs the action.
        inline: 'w-full rounded-lg border sm:w-auto',
        floating: 'rounded-full px-6 shadow-md shadow-violet-900/20',
      },
      size: {
        sm: 'h-8 px-3 text-xs [&_svg]:size-3.5',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
      },
      expired: {
        true: 'animate-pulse bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-500/60',
        false: '',
      },
    },
    compoundVariants: [
      {
        variant: ['header', 'floating'],
        expired: false,
        className: 'bg-gradient-to-r from-violet-600 to-indigo-600 text-white hover:from-violet-700 hover:to-indigo-700',
      },
      {
        variant: 'inline',
        expired: false,
        className: 'border-accent-line bg-card text-accent-foreground hover:border-accent-line hover:bg-accent',
      },
      { variant: 'inline', expired: true, className: 'border-transparent' },
    ],
    defaultVariants: { variant: 'inline', size: 'md', expired: false },
  },
);

type UpgradeButtonProps = {
  variant?: 'header' | 'inline' | 'floating';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * Whether a user already has everything the upgrade button offers: an active or premium subscriber
 * (spec §2), an administrator, or anyone on a server that sells no plans (no limit a plan would lift).
 */
export function hasFullAccess(user: Pick<PublicUser, 'subscriptionStatus' | 'subscriptionPlan' | 'access'> | null): boolean {
  return user !== null && (!plansApply(user) || user.subscriptionStatus === 'active' || user.subscriptionPlan === 'premium');
}

/** Leads to the plans page; hidden for those with full access. */
export function UpgradeButton({ variant = 'inline', size = 'md', className }: UpgradeButtonProps) {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  if (hasFullAccess(user)) return null;
  const expired = user?.subscriptionStatus === 'trial_expired';
  // An account that never had a trial (its mailbox had one already) has no trial to call expired.
  const label = !expired
    ? t('upgradeButton.upgradeNow')
    : user && startedWithoutTrial(user)
      ? t('upgradeButton.choosePlan')
      : t('upgradeButton.trialExpired');
  const link = (
    <Link
      href={pagePaths.subscription}
      data-slot="upgrade-button"
      data-variant={variant}
      className={cn(upgradeVariants({ variant, size, expired }), variant !== 'floating' && className)}
    >
      <Crown aria-hidden />
      {label}
    </Link>
  );
  if (variant !== 'floating') return link;
  // Docked to the bottom edge in a bar of its own, with as much room kept at the end of the page,
  // so it covers nothing: the last control can always be scrolled above it.
  return (
    <>
      <div aria-hidden data-slot="upgrade-dock-space" className={cn('h-[calc(4rem+env(safe-area-inset-bottom))]', className)} />
      <div
        data-slot="upgrade-dock"
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 flex justify-center border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur',
          className,
        )}
      >
        {link}
      </div>
    </>
  );
}
