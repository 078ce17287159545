import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

/** A signed-in page outside the workspace (affiliate, owner voice): the logo and a way back to /app. */
export function SignedInPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background bg-studio-grid">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo href={pagePaths.app} />
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link href={pagePaths.app}>
            <ArrowLeft aria-hidden />
            {t('layout.backToApp')}
          </Link>
        </Button>
      </header>
      {children}
    </div>
  );
}

/** The body of a page whose tool arrives in a later release: an icon, its title and one paragraph. */
export function PagePreview({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-16 text-center sm:px-6">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted-foreground">{children}</p>
    </main>
  );
}
