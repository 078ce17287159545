import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '@/components/brand/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type AuthLayoutProps = {
  title: string;
  description: string;
  children: ReactNode;
  /** The line under the card's body (a link to sign in or up); none when null. */
  footer: ReactNode;
};

/** The frame of the sign-in and sign-up pages, and of the pages that recover an account or follow an e-mailed link. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh flex-col bg-background bg-studio-grid">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('layout.backToHome')}
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md gap-7 py-8 shadow-xl shadow-violet-950/5">
          <CardHeader className="gap-2 px-8 text-center">
            <h1 className="text-2xl font-semibold leading-tight tracking-tight">{title}</h1>
            <CardDescription className="text-[0.9375rem]">{description}</CardDescription>
          </CardHeader>
          <CardContent className="px-8">{children}</CardContent>
          {footer != null && <div className="px-8 text-center text-sm text-muted-foreground">{footer}</div>}
        </Card>
      </main>
    </div>
  );
}
