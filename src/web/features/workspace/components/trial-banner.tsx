import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { formatRemaining } from '@shared/subscription';

/** The yellow countdown shown while the free trial runs. */
export function TrialBanner({ remainingMs }: { remainingMs: number }) {
  return (
    <div role="status" className="border-b border-warning-line bg-warning-soft text-warning">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="inline-flex items-center gap-2 font-medium">
          <Clock className="size-4 text-warning" aria-hidden />
          <span className="tabular-nums">{`Free Trial: ${formatRemaining(remainingMs)} remaining`}</span>
        </p>
        <Link href={pagePaths.subscription} className="font-semibold text-warning underline underline-offset-2 hover:text-warning">
          See plans
        </Link>
      </div>
    </div>
  );
}
