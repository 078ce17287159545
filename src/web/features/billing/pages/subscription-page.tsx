import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';

export function SubscriptionPage() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-background bg-studio-grid">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Button asChild variant="outline" size="sm" className="h-9">
          {isAuthenticated ? <Link href={pagePaths.app}>Back to App</Link> : <Link href={pagePaths.home}>Back to Home</Link>}
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-16 text-center sm:px-6">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Crown className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Choose Your Plan</h1>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">
          Weekly, Basic and Premium plans are coming to this page soon.
        </p>
      </main>
    </div>
  );
}
