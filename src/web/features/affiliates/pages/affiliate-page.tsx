import { ArrowLeft, BadgePercent } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

export function AffiliatePage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background bg-studio-grid">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo href={pagePaths.app} />
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link href={pagePaths.app}>
            <ArrowLeft aria-hidden />
            Back to App
          </Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-16 text-center sm:px-6">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <BadgePercent className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Affiliate Program</h1>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">
          Earn 30% commission on every subscription you refer, paid out monthly. Your affiliate dashboard is coming to
          this page soon.
        </p>
      </main>
    </div>
  );
}
