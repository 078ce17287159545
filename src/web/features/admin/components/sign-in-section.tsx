import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
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
  return (
    <div className="grid gap-3 text-sm">
      <RedirectUri label="Redirect URI to register at the provider" uri={redirectUri} testId="oidc-redirect-uri" />
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>At your provider (Google, Microsoft Entra ID, Keycloak, Authentik …), create a web application client (confidential).</li>
        <li>Add the redirect URI above, and allow the scopes openid, email and profile.</li>
        <li>
          Enter the provider's issuer URL (the address of its <span className="font-mono text-xs">/.well-known/openid-configuration</span>),
          the client ID and secret here, or set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET on the server.
        </li>
      </ol>
    </div>
  );
}

/** Single sign-on as the environment sets it: shown, never changed here. */
function EnvironmentSettings({ view }: { view: SignInSettingsView }) {
  return (
    <EnvironmentValues
      rows={[
        ['Issuer', view.issuerUrl ?? 'None'],
        ['Client ID', view.clientId ?? 'None'],
        ['Button', view.label ? `Continue with ${view.label}` : 'None'],
        ['Allowed domains', view.allowedDomains.length > 0 ? view.allowedDomains.join(', ') : 'Any verified address'],
        ['Password sign-in', view.passwordSignInActive ? 'On' : 'Off'],
      ]}
      variables={view.variables}
    />
  );
}

/** The console's provider: issuer, client (the secret never shown), label, domains, and whether passwords still sign in. */
function SettingsForm({ view }: { view: SignInSettingsView }) {
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
          toastDone('Sign-in Saved', undefined, `The sign-in pages now offer 'Continue with ${label.trim()}'.`);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Single sign-on provider"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid min-w-0 gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-issuer`}>Issuer URL</Label>
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
        <Label htmlFor={`${id}-client-id`}>Client ID</Label>
        <Input
          id={`${id}-client-id`}
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-secret`}>Client secret</Label>
        <PasswordInput
          id={`${id}-secret`}
          toggleLabel="client secret"
          autoComplete="new-password"
          spellCheck={false}
          value={clientSecret}
          placeholder={secretSaved ? 'A secret is saved' : undefined}
          onChange={(event) => setClientSecret(event.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-label`}>Button label</Label>
        <Input id={`${id}-label`} maxLength={40} placeholder="Acme ID" value={label} onChange={(event) => setLabel(event.target.value)} />
        <p className="text-xs text-muted-foreground">Shown as 'Continue with {label.trim() || '…'}'.</p>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-domains`}>Allowed email domains</Label>
        <Input
          id={`${id}-domains`}
          spellCheck={false}
          placeholder="example.com, example.org"
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">Empty: any address the provider has verified.</p>
      </div>
      {view.passwordSignInSource === 'environment' ? (
        <p className="text-sm sm:col-span-2" data-testid="password-sign-in-environment">
          <span className="font-medium">Password sign-in: {view.passwordSignInActive ? 'On' : 'Off'}</span>
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
            <span className="font-medium">Password sign-in stays on</span>
            <span className="block text-muted-foreground">
              Off: the password forms go away and only single sign-on signs in and registers (passwords come back by themselves if the
              provider is removed).
            </span>
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
                { onSuccess: () => toastDone('Single Sign-on Removed', undefined, 'People sign in with their passwords again.') },
              )
            }
          >
            <Trash2 aria-hidden />
            Remove provider
          </Button>
        )}
      </div>
      <SaveFailure error={save.error} fallback="The settings could not be saved. Please try again." />
    </form>
  );
}

/**
 * 'Sign-in': single sign-on with any OpenID Connect provider, and whether passwords still sign in.
 * Settings in the server's environment win and are shown read-only, each part on its own: with
 * PASSWORD_SIGN_IN alone the provider is still saved here.
 */
export function SignInSection() {
  const settings = useSignInSettings();
  return (
    <section aria-labelledby="sign-in-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="sign-in-title"
        title="Sign-in"
        description="Single sign-on with your organisation's OpenID Connect provider, and whether passwords still sign in. Settings in the server's environment win and are shown read-only."
      />
      <QueryView query={settings} loading="Loading the sign-in settings..." failed="Failed to load the sign-in settings.">
        {(view) => (
          <SettingsCard
            title="Single sign-on (OpenID Connect)"
            titleId="oidc-title"
            testId="sign-in-settings"
            source={view.source}
            unsetLabel="Passwords only"
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
