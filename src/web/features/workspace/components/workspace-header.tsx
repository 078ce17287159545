import { BadgePercent, CalendarDays, Download, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicUser } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { i18n } from '@/i18n/i18n';
import { registerServiceWorker, useInstallOffer } from '@/lib/installable-app';
import { UpgradeButton } from '@/features/billing';
import { ProjectSwitcher } from '@/features/projects';
import { LanguageSwitch } from '@/features/language';
import { ThemeSwitch } from '@/features/theme';
import { AiEnginesButton } from './ai-engines-button';
import { StudioHeaderBar } from './studio-layout';

/** Name, else e-mail, else 'User' (spec §2). */
export function displayName(user: Pick<PublicUser, 'name' | 'email'> | null): string {
  return user?.name?.trim() || user?.email?.trim() || i18n.t('workspace:header.defaultName');
}

/**
 * The header's quiet links: an icon, named for assistive technology and in a tooltip. In five
 * languages their words leave no room for the project's title and the account's name, so only the
 * project, the plan, the account and Logout show words.
 */
const textLinkClass =
  'shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground';

export function WorkspaceHeader() {
  const { t } = useTranslation('workspace');
  const { user, logout } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const installOffer = useInstallOffer();
  // The studio, not the public pages, installs the service worker (and so can be installed as an app).
  useEffect(registerServiceWorker, []);

  return (
    <StudioHeaderBar>
      {/* Only while the browser offers it, and only until it was answered once. */}
      {installOffer && (
        <button
          type="button"
          title={t('header.installTitle')}
          className={`inline-flex ${textLinkClass}`}
          onClick={() => void installOffer.install()}
        >
          <Download className="size-4" aria-hidden />
          <span className="sr-only">{t('header.install')}</span>
        </button>
      )}
      <Link href={pagePaths.affiliate} title={t('header.affiliate')} className={`inline-flex ${textLinkClass}`}>
        <BadgePercent className="size-4" aria-hidden />
        <span className="sr-only">{t('header.affiliate')}</span>
      </Link>
      {/* A phone's header has no room for it. */}
      <Link href={pagePaths.calendar} title={t('header.calendarTitle')} className={`hidden sm:inline-flex ${textLinkClass}`}>
        <CalendarDays className="size-4" aria-hidden />
        <span className="sr-only">{t('header.calendar')}</span>
      </Link>
      <ProjectSwitcher />
      <UpgradeButton variant="header" size="sm" className="hidden lg:inline-flex" />
      <AiEnginesButton />
      {/* Below 768 px the header has no room for it: there the account page's Appearance section sets the theme. */}
      <ThemeSwitch className={`hidden md:inline-flex ${textLinkClass}`} />
      {/* Likewise: on a phone the account page's Appearance section sets the language. */}
      <LanguageSwitch compact className={`hidden md:inline-flex ${textLinkClass}`} />
      {/* Small screens have no room for it: there the account page links to the console. */}
      {user?.isAdmin && (
        <Link href={pagePaths.admin} title={t('header.admin')} className={`hidden sm:inline-flex ${textLinkClass}`}>
          <ShieldCheck className="size-4" aria-hidden />
          <span className="sr-only">{t('header.admin')}</span>
        </Link>
      )}
      {/*
        The name opens the account page (name, email, password, sessions, export, deletion). When the
        row is full it gives way less than the project's title, so it stays readable longer.
      */}
      <Link
        href={pagePaths.account}
        aria-label={t('header.accountLabel', { name: displayName(user) })}
        title={t('header.accountTitle')}
        className="inline-flex min-w-0 shrink-[0.5] items-center gap-2 rounded-full border border-border bg-muted px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="max-w-20 truncate sm:max-w-40">{displayName(user)}</span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        className="h-9 text-sm"
        title={t('header.logout')}
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void logout();
        }}
      >
        {signingOut ? <Spinner className="size-4 text-current" /> : <LogOut aria-hidden />}
        {/* Below 1024 px the word would leave the account's name no room (the button keeps its name and tooltip). */}
        <span className="sr-only lg:not-sr-only">{t('header.logout')}</span>
      </Button>
    </StudioHeaderBar>
  );
}
