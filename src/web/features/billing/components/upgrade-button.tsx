import { cva } from 'class-variance-authority';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicUser } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { startedWithoutTrial } from '@shared/subscription';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

const upgradeVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap text-white transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        header: 'rounded-lg shadow-sm',
        inline: 'w-full rounded-xl shadow-md sm:w-auto',
        floating: 'fixed right-6 bottom-6 z-40 rounded-full shadow-xl shadow-violet-900/30',
      },
      size: {
        sm: 'h-8 px-3 text-xs [&_svg]:size-3.5',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
      },
      expired: {
        true: 'animate-pulse bg-red-600 hover:bg-red-700 focus-visible:ring-red-500/60',
        false: 'bg-gradient-to-r from-violet-600 to-indigo-600 hover:from-violet-700 hover:to-indigo-700',
      },
    },
    defaultVariants: { variant: 'inline', size: 'md', expired: false },
  },
);

type UpgradeButtonProps = {
  variant?: 'header' | 'inline' | 'floating';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** Whether a user already has everything the upgrade button offers. */
export function hasFullAccess(user: Pick<PublicUser, 'subscriptionStatus' | 'subscriptionPlan'> | null): boolean {
  return user?.subscriptionStatus === 'active' || user?.subscriptionPlan === 'premium';
}

/** Leads to the plans page; hidden for active or premium subscribers (spec §2). */
export function UpgradeButton({ variant = 'inline', size = 'md', className }: UpgradeButtonProps) {
  const { user } = useAuth();
  if (hasFullAccess(user)) return null;
  const expired = user?.subscriptionStatus === 'trial_expired';
  // An account that never had a trial (its mailbox had one already) has no trial to call expired.
  const label = !expired ? 'Upgrade Now' : user && startedWithoutTrial(user) ? 'Choose a Plan' : 'Trial Expired - Upgrade';
  return (
    <Link
      href={pagePaths.subscription}
      data-slot="upgrade-button"
      data-variant={variant}
      className={cn(upgradeVariants({ variant, size, expired }), className)}
    >
      <Crown aria-hidden />
      {label}
    </Link>
  );
}
