import { Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-3 text-sm">
      <RedirectUri
        label={t('publishing.redirectUri')}
        copiedLabel={t('publishing.redirectUriCopied')}
        uri={redirectUri}
        testId="google-redirect-uri"
      />
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>{t('publishing.step1')}</li>
        <li>{t('publishing.step2')}</li>
        <li>
          <Trans t={t} i18nKey="publishing.step3" components={{ strong: <span className="font-medium text-foreground" /> }} />
        </li>
        <li>{t('publishing.step4')}</li>
      </ol>
    </div>
  );
}

/** Google's rule for projects it has not audited: the operator must know before creators publish. */
function UnverifiedProjectNotice() {
  const { t } = useTranslation('admin');
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-warning-line bg-warning-soft px-3 py-2.5 text-sm text-warning"
      data-testid="google-audit-notice"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans t={t} i18nKey="publishing.auditNotice" components={{ strong: <span className="font-semibold" /> }} />
      </p>
    </div>
  );
}

/** The client as the environment sets it: shown, never changed here. */
function EnvironmentClient({ view }: { view: GoogleClientView }) {
  const { t } = useTranslation('admin');
  return (
    <EnvironmentValues
      rows={[
        [t('publishing.clientId'), view.clientId],
        [t('publishing.clientSecret'), t('common.set')],
      ]}
      variables={view.variables}
    />
  );
}

/** The console's client: the client ID, and a secret that is never shown (only that one is saved). */
function ClientForm({ view }: { view: GoogleClientView }) {
  const { t } = useTranslation('admin');
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
      aria-label={t('publishing.formLabel')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const secret = clientSecret.trim();
        save.mutate(
          { clientId: clientId.trim(), ...(secret ? { clientSecret: secret } : {}) },
          {
            onSuccess: () => {
              setClientSecret('');
              toastDone(t('publishing.savedTitle'), undefined, t('publishing.savedDescription'));
            },
          },
        );
      }}
    >
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-client-id`}>{t('publishing.clientId')}</Label>
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
        <Label htmlFor={`${id}-secret`}>{t('publishing.clientSecret')}</Label>
        <PasswordInput
          id={`${id}-secret`}
          toggleLabel={t('publishing.clientSecretToggle')}
          autoComplete="new-password"
          spellCheck={false}
          value={clientSecret}
          placeholder={secretSaved ? t('publishing.secretSavedPlaceholder') : undefined}
          aria-describedby={secretSaved ? `${id}-secret-note` : undefined}
          onChange={(event) => setClientSecret(event.target.value)}
        />
        {secretSaved && (
          <p id={`${id}-secret-note`} className="text-xs text-muted-foreground">
            {t('publishing.secretSaved')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SaveButton pending={save.isPending} disabled={!changed || !clientId.trim()} />
        {view.source === 'console' && !confirmingRemoval && (
          <Button type="button" variant="outline" onClick={() => setConfirmingRemoval(true)}>
            <Trash2 aria-hidden />
            {t('publishing.removeClient')}
          </Button>
        )}
      </div>
      {confirmingRemoval && (
        <div
          role="group"
          aria-label={t('publishing.removeGroup')}
          className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3 sm:col-span-2"
        >
          <p className="text-sm font-medium text-danger">{t('publishing.removeConfirm')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => setConfirmingRemoval(false)}
              autoFocus
            >
              {t('publishing.keepIt')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { clientId: null },
                  { onSuccess: () => toastDone(t('publishing.removedTitle'), undefined, t('publishing.removedDescription')) },
                )
              }
            >
              <Trash2 aria-hidden />
              {remove.isPending ? t('publishing.removing') : t('publishing.remove')}
            </Button>
          </div>
        </div>
      )}
      <SaveFailure error={save.error ?? remove.error} fallback={t('publishing.saveFailed')} />
    </form>
  );
}

/**
 * 'Publishing': the Google OAuth client creators connect their YouTube channels through (the
 * environment's wins and is shown read-only), the redirect URI to register for it, and what an
 * unaudited Google project means for the videos it uploads.
 */
export function PublishingSection() {
  const { t } = useTranslation('admin');
  const client = useGoogleClient();
  return (
    <section aria-labelledby="publishing-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="publishing-title" title={t('publishing.title')} description={t('publishing.description')} />
      <QueryView query={client} loading={t('publishing.loading')} failed={t('publishing.failed')}>
        {(view) => (
          <SettingsCard
            title={t('publishing.cardTitle')}
            titleId="google-client-title"
            testId="google-client"
            source={view.source}
            unsetLabel={t('publishing.notSetUp')}
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
