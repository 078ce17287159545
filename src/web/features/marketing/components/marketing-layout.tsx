import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { useSupportEmail } from '@/lib/support-email';
import { COPYRIGHT_YEAR } from '../content/site-facts';
import { StartTrialButton } from './start-trial-button';

const navLinks = [
  { href: pagePaths.features, label: 'Features' },
  { href: `${pagePaths.home}#pricing`, label: 'Pricing' },
  { href: pagePaths.about, label: 'About' },
  { href: pagePaths.blog, label: 'Blog' },
  { href: pagePaths.faq, label: 'FAQ' },
] as const;

const footerColumns = [
  {
    title: 'Product',
    links: [
      { href: pagePaths.features, label: 'Features' },
      { href: `${pagePaths.home}#pricing`, label: 'Pricing' },
      { href: pagePaths.comparison, label: 'Compare' },
      { href: pagePaths.affiliate, label: 'Affiliate Program' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { href: pagePaths.blog, label: 'Blog' },
      { href: pagePaths.faq, label: 'FAQ' },
      { href: pagePaths.scriptFaq, label: 'Script Generator FAQ' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: pagePaths.about, label: 'About' },
      { href: pagePaths.privacy, label: 'Privacy' },
      { href: pagePaths.terms, label: 'Terms' },
    ],
  },
] as const;

/** A link to a page, or to a section of the home page ('/#pricing'): the browser scrolls to those itself. */
function NavLink({ href, className, children, onClick }: { href: string; className: string; children: ReactNode; onClick?: () => void }) {
  if (href.includes('#')) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

export function MarketingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="h-9 text-sm">
            <Link href={pagePaths.login}>Log In</Link>
          </Button>
          <StartTrialButton size="sm" className="hidden h-9 text-sm sm:inline-flex" />
          <Button
            variant="ghost"
            size="icon"
            className="size-9 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="marketing-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">Menu</span>
          </Button>
        </div>
      </div>
      <nav
        id="marketing-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-border/70 bg-background px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="grid gap-1">
          {navLinks.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-accent"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <StartTrialButton className="mt-3 w-full" />
      </nav>
    </header>
  );
}

export function MarketingFooter() {
  const supportEmail = useSupportEmail();
  const linkClass = 'text-muted-foreground transition-colors hover:text-foreground';
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            The AI content studio for video creators, marketers and businesses. Self-hostable, and your content stays yours.
          </p>
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className="w-fit text-sm font-medium text-primary hover:underline">
              {supportEmail}
            </a>
          )}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {column.title === 'Company' && supportEmail && (
                <li>
                  <a href={`mailto:${supportEmail}`} className={linkClass}>
                    Contact
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
