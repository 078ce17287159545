import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { SignedInPage } from '@/components/layout/signed-in-page';
import { Button } from '@/components/ui/button';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { useAuth } from '@/features/auth';
import { ApiTokensSection } from '../components/api-tokens-section';
import { AppearanceSection } from '../components/appearance-section';
import { ChannelsSection } from '../components/channels-section';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { showsSingleSignOn, SingleSignOnSection } from '../components/single-sign-on-section';
import { useAccountSso } from '../api/single-sign-on';
import { WebhooksSection } from '../components/webhooks-section';

/** The sections in page order: each one's anchor and the key of its name in the contents list. */
const contents = [
  { id: 'profile', label: 'profile' },
  { id: 'appearance', label: 'appearance' },
  { id: 'email', label: 'email' },
  { id: 'password', label: 'password' },
  { id: 'sessions', label: 'sessions' },
  { id: 'single-sign-on', label: 'singleSignOn' },
  { id: 'channels', label: 'channels' },
  { id: 'api-tokens', label: 'apiTokens' },
  { id: 'webhooks', label: 'webhooks' },
  { id: 'data', label: 'data' },
  { id: 'delete', label: 'delete' },
] as const;

/** /account (signed in): name, address, password, sessions, connected channels, API tokens, the data export and leaving. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  // The single sign-on section shows only on a studio that has it (or for an account with links from before).
  const sso = useAccountSso();
  const sections = contents.filter(({ id }) => id !== 'single-sign-on' || (sso.data && showsSingleSignOn(sso.data)));
  // Deleting the account ends with a toast on the home page: have the toast UI ready.
  useEffect(preloadToaster, []);
  if (!user) return null;

  return (
    <SignedInPage>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-20 sm:px-6 sm:pt-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.title')}</h1>
            <p className="mt-2 text-muted-foreground wrap-anywhere">
              <Trans
                t={t}
                i18nKey="page.signedInAs"
                values={{ email: user.email }}
                components={{ email: <span className="font-medium text-foreground" /> }}
              />
            </p>
          </div>
          {user.isAdmin && (
            <Button asChild variant="outline" className="h-10">
              <Link href={pagePaths.admin}>
                <ShieldCheck aria-hidden />
                {t('page.operatorConsole')}
              </Link>
            </Button>
          )}
        </div>
        <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
          <nav aria-label={t('page.sectionsLabel')} className="hidden lg:block">
            <ul className="sticky top-6 grid gap-1 text-sm">
              {sections.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block rounded-lg px-3 py-2 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                  >
                    {t(`page.contents.${label}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid min-w-0 gap-6">
            <ProfileSection user={user} />
            <AppearanceSection />
            <EmailSection user={user} />
            <PasswordSection email={user.email} />
            <SessionsSection />
            <SingleSignOnSection email={user.email} />
            <ChannelsSection />
            <ApiTokensSection />
            <WebhooksSection />
            <DataExportSection />
            <DeleteAccountSection />
          </div>
        </div>
      </main>
    </SignedInPage>
  );
}
