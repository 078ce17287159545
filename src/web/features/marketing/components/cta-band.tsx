import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StartTrialButton } from './start-trial-button';

interface CtaPanelProps {
  title: string;
  headingId: string;
  children?: ReactNode;
  /** The second button's link; Log In unless a page offers something else. */
  secondary?: ReactNode;
  className?: string;
}

/** A call-to-action box: its text, Start Free Trial and a second way on. */
export function CtaPanel({ title, headingId, children, secondary, className }: CtaPanelProps) {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-3xl bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-700 px-6 py-12 text-center text-white shadow-xl sm:px-12',
        className,
      )}
    >
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-violet-100">{children ?? t('cta.defaultText', { hours: freeTrial.durationHours })}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <StartTrialButton
          size="lg"
          variant="outline"
          className="border-transparent bg-white text-violet-700 hover:bg-violet-50 hover:text-violet-800"
        />
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
        >
          {secondary ?? <Link href={pagePaths.login}>{t('actions.logIn')}</Link>}
        </Button>
      </div>
    </section>
  );
}

/** The closing call to action of a content page: Start Free Trial and Log In. */
export function CtaBand({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <CtaPanel title={title} headingId="cta-heading">
        {children}
      </CtaPanel>
    </div>
  );
}
