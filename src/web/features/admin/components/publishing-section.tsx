import { Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { GoogleClientView } from '@shared/contracts/publishing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useGoogleClient, useSaveGoogleClient } from '../api/google-client';
import { toastDone } from '../lib/notify';
import { QueryView } from './query-view';
import { EnvironmentValues, RedirectUri, SaveButton, SaveFailure, SettingsCard } from './settings-card';
import { SectionHeader } from './section-header';

/** Where the redirect URI goes, and how a Google Cloud project becomes the studio's OAuth client. */
function SetupSteps({ redirectUri }: { redirectUri: string }) {
  return (
    <div className="grid gap-3 text-sm">
      <RedirectUri label="Redirect URI to register for the client" uri={redirectUri} testId="google-redirect-uri" />
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>In the Google Cloud console, create a project (or pick one) and enable the YouTube Data API v3.</li>
        <li>Set up its OAuth consent screen (an external app) with your studio's name and address.</li>
        <li>
          Under Credentials, create an OAuth client ID of type <span className="font-medium text-foreground">Web application</span> and add
          the redirect URI above.
        </li>
        <li>Enter its client ID and client secret here (or set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server).</li>
      </ol>
    </div>
  );
}

/** Google's rule for projects it has not audited: the operator must know before creators publish. */
function UnverifiedProjectNotice() {
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-warning-line bg-warning-soft px-3 py-2.5 text-sm text-warning"
      data-testid="google-audit-notice"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">Videos stay private until Google audits your project.</span> YouTube locks every video uploaded
        through an unverified Google Cloud project to private, whatever privacy the creator chooses. Apply for Google's YouTube API audit
        (the YouTube API Services audit and quota extension form) before creators publish public or scheduled videos.
      </p>
    </div>
  );
}

/** The client as the environment sets it: shown, never changed here. */
function EnvironmentClient({ view }: { view: GoogleClientView }) {
  return (
    <EnvironmentValues
      rows={[
        ['Client ID', view.clientId],
        ['Client secret', 'Set'],
      ]}
      variables={view.variables}
    />
  );
}

/** The console's client: the client ID, and a secret that is never shown (only that one is saved). */
function ClientForm({ view }: { view: GoogleClientView }) {
  const save = useSaveGoogleClient();
  const remove = useSaveGoogleClient();
  const id = useId();
  const [clientId, setClientId] = useState(view.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  // A saved secret goes with the saved client ID only.
  const secretSaved = view.hasClientSecret && clientId.trim() === view.clientId && !view.problem;
  const changed = clientId.trim() !== (view.clientId ?? '') || clientSecret.trim() !== '';

  return (
    <form
      noValidate
      aria-label="Google OAuth client"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const secret = clientSecret.trim();
        save.mutate(
          { clientId: clientId.trim(), ...(secret ? { clientSecret: secret } : {}) },
          {
            onSuccess: () => {
              setClientSecret('');
              toastDone('Google Client Saved', undefined, 'Creators can now connect their YouTube channels.');
            },
          },
        );
      }}
    >
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-client-id`}>Client ID</Label>
        <Input
          id={`${id}-client-id`}
          autoComplete="off"
          spellCheck={false}
          placeholder="1234567890-abc.apps.googleusercontent.com"
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
          aria-describedby={secretSaved ? `${id}-secret-note` : undefined}
          onChange={(event) => setClientSecret(event.target.value)}
        />
        {secretSaved && (
          <p id={`${id}-secret-note`} className="text-xs text-muted-foreground">
            A secret is saved. Type a new one to replace it.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SaveButton pending={save.isPending} disabled={!changed || !clientId.trim()} />
        {view.source === 'console' && !confirmingRemoval && (
          <Button type="button" variant="outline" onClick={() => setConfirmingRemoval(true)}>
            <Trash2 aria-hidden />
            Remove client
          </Button>
        )}
      </div>
      {confirmingRemoval && (
        <div
          role="group"
          aria-label="Remove the Google client"
          className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3 sm:col-span-2"
        >
          <p className="text-sm font-medium text-danger">
            Remove the Google client? Creators can no longer connect channels, and connected channels cannot publish until a client is set
            up again.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => setConfirmingRemoval(false)}
              autoFocus
            >
              Keep it
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { clientId: null },
                  { onSuccess: () => toastDone('Google Client Removed', undefined, 'Creators can no longer connect YouTube channels.') },
                )
              }
            >
              <Trash2 aria-hidden />
              {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          </div>
        </div>
      )}
      <SaveFailure error={save.error ?? remove.error} fallback="The client could not be saved. Please try again." />
    </form>
  );
}

/**
 * 'Publishing': the Google OAuth client creators connect their YouTube channels through (the
 * environment's wins and is shown read-only), the redirect URI to register for it, and what an
 * unaudited Google project means for the videos it uploads.
 */
export function PublishingSection() {
  const client = useGoogleClient();
  return (
    <section aria-labelledby="publishing-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="publishing-title"
        title="Publishing"
        description="How creators connect their YouTube channels: the Google OAuth client the studio signs them in with. A client set in the server's environment wins and is shown read-only."
      />
      <QueryView query={client} loading="Loading the Google client..." failed="Failed to load the Google client.">
        {(view) => (
          <SettingsCard
            title="Google OAuth client (YouTube)"
            titleId="google-client-title"
            testId="google-client"
            source={view.source}
            unsetLabel="Not set up"
            problem={view.problem}
            footer={<SetupSteps redirectUri={view.redirectUri} />}
          >
            <UnverifiedProjectNotice />
            {view.source === 'environment' ? (
              <EnvironmentClient view={view} />
            ) : (
              <ClientForm key={[view.source, view.clientId, view.hasClientSecret].join('|')} view={view} />
            )}
          </SettingsCard>
        )}
      </QueryView>
    </section>
  );
}
