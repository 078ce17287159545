import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { StartTrialButton } from './start-trial-button';

const navLinks = [
  { href: pagePaths.features, label: 'Features' },
  { href: pagePaths.about, label: 'About' },
  { href: pagePaths.blog, label: 'Blog' },
  { href: pagePaths.faq, label: 'FAQ' },
] as const;

const footerLinks = [
  { href: pagePaths.about, label: 'About' },
  { href: pagePaths.features, label: 'Features' },
  { href: pagePaths.blog, label: 'Blog' },
  { href: pagePaths.faq, label: 'FAQ' },
  { href: pagePaths.privacy, label: 'Privacy' },
  { href: pagePaths.terms, label: 'Terms' },
] as const;

export function MarketingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="h-9 text-sm">
            <Link href={pagePaths.login}>Log In</Link>
          </Button>
          <StartTrialButton size="sm" className="hidden h-9 text-sm sm:inline-flex" />
        </div>
      </div>
    </header>
  );
}

export function MarketingFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-muted-foreground">
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {footerLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
          <a href={`mailto:${site.supportEmail}`} className="text-muted-foreground transition-colors hover:text-foreground">
            Contact
          </a>
        </nav>
      </div>
    </footer>
  );
}

export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="flex-1">{children}</main>
      <MarketingFooter />
    </div>
  );
}
