import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background bg-studio-grid">
      <header className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
            <Compass className="size-7" aria-hidden />
          </span>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('notFound.eyebrow')}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
          <p className="text-muted-foreground">{t('notFound.hint')}</p>
          <Button asChild size="lg" className="mt-2">
            <Link href="/">
              <ArrowLeft aria-hidden />
              {t('notFound.backHome')}
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
