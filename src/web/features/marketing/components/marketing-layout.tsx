import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouter } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/features/language';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { useSupportEmail } from '@/lib/support-email';
import { COPYRIGHT_YEAR } from '../content/site-facts';
import { StartTrialButton } from './start-trial-button';

const navLinks = [
  { href: pagePaths.features, label: 'features' },
  { href: `${pagePaths.home}#pricing`, label: 'pricing' },
  { href: pagePaths.about, label: 'about' },
  { href: pagePaths.blog, label: 'blog' },
  { href: pagePaths.faq, label: 'faq' },
] as const;

const footerColumns = [
  {
    title: 'product',
    links: [
      { href: pagePaths.features, label: 'features' },
      { href: `${pagePaths.home}#pricing`, label: 'pricing' },
      { href: pagePaths.comparison, label: 'compare' },
      { href: pagePaths.affiliate, label: 'affiliate' },
    ],
  },
  {
    title: 'resources',
    links: [
      { href: pagePaths.blog, label: 'blog' },
      { href: pagePaths.faq, label: 'faq' },
      { href: pagePaths.scriptFaq, label: 'scriptFaq' },
    ],
  },
  {
    title: 'company',
    links: [
      { href: pagePaths.about, label: 'about' },
      { href: pagePaths.privacy, label: 'privacy' },
      { href: pagePaths.terms, label: 'terms' },
    ],
  },
] as const;

/**
 * A link to a page, or to a section of the home page ('/#pricing'): the browser scrolls to those
 * itself, so that one is a plain link, with the language's prefix (the router's base) kept.
 */
function NavLink({ href, className, children, onClick }: { href: string; className: string; children: ReactNode; onClick?: () => void }) {
  const { base } = useRouter();
  if (href.includes('#')) {
    const [path = '', hash = ''] = href.split('#');
    return (
      <a href={`${path === '/' ? base || '/' : `${base}${path}`}#${hash}`} className={className} onClick={onClick}>
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

/** The header; its full menu shows from 1280 px, where the longest languages' labels fit on one line (the menu button below that). */
export function MarketingHeader() {
  const { t } = useTranslation('marketing');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 xl:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground"
            >
              {t(`nav.${link.label}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch compact className="hidden px-2 py-2 text-muted-foreground hover:text-foreground xl:inline-flex" />
          <Button asChild variant="ghost" size="sm" className="h-9 text-sm">
            <Link href={pagePaths.login}>{t('nav.logIn')}</Link>
          </Button>
          <StartTrialButton size="sm" className="hidden h-9 text-sm sm:inline-flex" />
          <Button
            variant="ghost"
            size="icon"
            className="size-9 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="marketing-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">{t('nav.menu')}</span>
          </Button>
        </div>
      </div>
      <nav
        id="marketing-menu"
        aria-label={t('nav.mobile')}
        hidden={!menuOpen}
        className="border-t border-border/70 bg-background px-4 pt-2 pb-4 xl:hidden"
      >
        <ul className="grid gap-1">
          {navLinks.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-accent"
              >
                {t(`nav.${link.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mt-2 px-3 py-2 text-base text-foreground" />
        <StartTrialButton className="mt-3 w-full" />
      </nav>
    </header>
  );
}

export function MarketingFooter() {
  const { t } = useTranslation('marketing');
  const supportEmail = useSupportEmail();
  const linkClass = 'text-muted-foreground transition-colors hover:text-foreground';
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className="w-fit text-sm font-medium text-primary hover:underline">
              {supportEmail}
            </a>
          )}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(`footer.columns.${column.title}`)}>
            <h2 className="text-sm font-semibold text-foreground">{t(`footer.columns.${column.title}`)}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={linkClass}>
                    {t(`footer.links.${link.label}`)}
                  </NavLink>
                </li>
              ))}
              {column.title === 'company' && supportEmail && (
                <li>
                  <a href={`mailto:${supportEmail}`} className={linkClass}>
                    {t('footer.contact')}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted-foreground sm:px-6">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, site: site.name })}</p>
          <LanguageSwitch className="hover:text-foreground" />
        </div>
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
