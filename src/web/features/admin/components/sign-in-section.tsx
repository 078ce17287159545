import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SignInSettingsView } from '@shared/contracts/sign-in';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useSaveSignInSettings, useSignInSettings } from '../api/sign-in-settings';
import { toastDone } from '../lib/notify';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { EnvironmentNote, EnvironmentValues, RedirectUri, SaveButton, SaveFailure, SettingsCard } from './settings-card';

/** The redirect URI to register at the provider, and what to register. */
function SetupSteps({ redirectUri }: { redirectUri: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-3 text-sm">
      <RedirectUri
        label={t('signIn.redirectUri')}
        copiedLabel={t('signIn.redirectUriCopied')}
        uri={redirectUri}
        testId="oidc-redirect-uri"
      />
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>{t('signIn.step1')}</li>
        <li>{t('signIn.step2')}</li>
        <li>
          <Trans t={t} i18nKey="signIn.step3" components={{ mono: <span className="font-mono text-xs" /> }} />
        </li>
      </ol>
    </div>
  );
}

/** Single sign-on as the environment sets it: shown, never changed here. */
function EnvironmentSettings({ view }: { view: SignInSettingsView }) {
  const { t } = useTranslation('admin');
  const none = t('common.none');
  return (
    <EnvironmentValues
      rows={[
        [t('signIn.issuer'), view.issuerUrl ?? none],
        [t('signIn.clientId'), view.clientId ?? none],
        [t('signIn.button'), view.label ? t('signIn.continueWith', { label: view.label }) : none],
        [t('signIn.allowedDomains'), view.allowedDomains.length > 0 ? view.allowedDomains.join(', ') : t('signIn.anyVerified')],
        [t('signIn.passwordSignIn'), view.passwordSignInActive ? t('common.on') : t('common.off')],
      ]}
      variables={view.variables}
    />
  );
}

/** The console's provider: issuer, client (the secret never shown), label, domains, and whether passwords still sign in. */
function SettingsForm({ view }: { view: SignInSettingsView }) {
  const { t } = useTranslation('admin');
  const save = useSaveSignInSettings();
  const id = useId();
  const [issuerUrl, setIssuerUrl] = useState(view.issuerUrl ?? '');
  const [clientId, setClientId] = useState(view.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [label, setLabel] = useState(view.label ?? '');
  const [domains, setDomains] = useState(view.allowedDomains.join(', '));
  const [passwordSignIn, setPasswordSignIn] = useState(view.passwordSignIn);
  // The saved secret goes only with the issuer and client it was saved for (the server asks for it again otherwise).
  const secretSaved = view.hasClientSecret && issuerUrl.trim() === view.issuerUrl && clientId.trim() === view.clientId && !view.problem;
  const complete = issuerUrl.trim() !== '' && clientId.trim() !== '' && label.trim() !== '';

  const submit = () => {
    const secret = clientSecret.trim();
    const allowedDomains = domains
      .split(',')
      .map((domain) => domain.trim())
      .filter(Boolean);
    save.mutate(
      {
        provider: {
          issuerUrl: issuerUrl.trim(),
          clientId: clientId.trim(),
          label: label.trim(),
          allowedDomains,
          ...(secret ? { clientSecret: secret } : {}),
        },
        passwordSignIn,
      },
      {
        onSuccess: () => {
          setClientSecret('');
          toastDone(t('signIn.savedTitle'), undefined, t('signIn.savedDescription', { label: label.trim() }));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('signIn.formLabel')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid min-w-0 gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-issuer`}>{t('signIn.issuerUrl')}</Label>
        <Input
          id={`${id}-issuer`}
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://keycloak.example.com/realms/studio"
          value={issuerUrl}
          onChange={(event) => setIssuerUrl(event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-client-id`}>{t('signIn.clientId')}</Label>
        <Input
          id={`${id}-client-id`}
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-secret`}>{t('signIn.clientSecret')}</Label>
        <PasswordInput
          id={`${id}-secret`}
          toggleLabel={t('signIn.clientSecretToggle')}
          autoComplete="new-password"
          spellCheck={false}
          value={clientSecret}
          placeholder={secretSaved ? t('signIn.secretSaved') : undefined}
          onChange={(event) => setClientSecret(event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-label`}>{t('signIn.buttonLabel')}</Label>
        <Input id={`${id}-label`} maxLength={40} placeholder="Acme ID" value={label} onChange={(event) => setLabel(event.target.value)} />
        <p className="text-xs text-muted-foreground">{t('signIn.shownAs', { label: label.trim() || '…' })}</p>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-domains`}>{t('signIn.allowedEmailDomains')}</Label>
        <Input
          id={`${id}-domains`}
          spellCheck={false}
          placeholder="example.com, example.org"
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">{t('signIn.domainsHint')}</p>
      </div>
      {view.passwordSignInSource === 'environment' ? (
        <p className="text-sm sm:col-span-2" data-testid="password-sign-in-environment">
          <span className="font-medium">
            {t('signIn.passwordSignInState', { state: view.passwordSignInActive ? t('common.on') : t('common.off') })}
          </span>
          <EnvironmentNote variables={['PASSWORD_SIGN_IN']} className="block text-muted-foreground" />
        </p>
      ) : (
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={passwordSignIn}
            onChange={(event) => setPasswordSignIn(event.target.checked)}
          />
          <span>
            <span className="font-medium">{t('signIn.passwordStaysOn')}</span>
            <span className="block text-muted-foreground">{t('signIn.passwordStaysOnHint')}</span>
          </span>
        </label>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SaveButton pending={save.isPending} disabled={!complete} />
        {view.source === 'console' && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { provider: null, passwordSignIn: true },
                { onSuccess: () => toastDone(t('signIn.removedTitle'), undefined, t('signIn.removedDescription')) },
              )
            }
          >
            <Trash2 aria-hidden />
            {t('signIn.removeProvider')}
          </Button>
        )}
      </div>
      <SaveFailure error={save.error} fallback={t('signIn.saveFailed')} />
    </form>
  );
}

/**
 * 'Sign-in': single sign-on with any OpenID Connect provider, and whether passwords still sign in.
 * Settings in the server's environment win and are shown read-only, each part on its own: with
 * PASSWORD_SIGN_IN alone the provider is still saved here.
 */
export function SignInSection() {
  const { t } = useTranslation('admin');
  const settings = useSignInSettings();
  return (
    <section aria-labelledby="sign-in-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="sign-in-title" title={t('signIn.title')} description={t('signIn.description')} />
      <QueryView query={settings} loading={t('signIn.loading')} failed={t('signIn.failed')}>
        {(view) => (
          <SettingsCard
            title={t('signIn.cardTitle')}
            titleId="oidc-title"
            testId="sign-in-settings"
            source={view.source}
            unsetLabel={t('signIn.passwordsOnly')}
            problem={view.problem}
            footer={<SetupSteps redirectUri={view.redirectUri} />}
          >
            {view.source === 'environment' ? (
              <EnvironmentSettings view={view} />
            ) : (
              <SettingsForm
                key={[view.source, view.issuerUrl, view.clientId, view.hasClientSecret, view.passwordSignIn].join('|')}
                view={view}
              />
            )}
          </SettingsCard>
        )}
      </QueryView>
    </section>
  );
}
