import { KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  apiTokenLifetimesDays,
  apiTokenScopes,
  createApiTokenInput,
  type ApiTokenScope,
  type ApiTokenView,
  type CreatedApiToken,
} from '@shared/contracts/api-tokens';
import { apiDocsPaths } from '@shared/routes';
import { SecretReveal } from '@/components/secret-reveal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { fieldClass } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import type { Feedback } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { accountFailureMessage } from '../lib/failure-message';
import { formatMoment, lastUsedAgo } from '../lib/format-moment';
import { AccountSection, SectionSubmit } from './account-section';
import { FormFeedback } from './form-feedback';

/** '' stands for 'never expires' in the select. */
type Lifetime = '' | `${(typeof apiTokenLifetimesDays)[number]}`;

/** The token just made: shown this once, with Copy and a warning. */
function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <SecretReveal
      testId="new-api-token"
      label={t('apiTokens.newToken', { name: created.name })}
      secret={created.token}
      copyWhat={t('apiTokens.copyWhat')}
      warning={
        <Trans
          t={t}
          i18nKey="apiTokens.newTokenWarning"
          components={{ code: <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> }}
        />
      }
      onDone={onDone}
    />
  );
}

function TokenRow({
  token,
  onRevoked,
  onFailed,
}: {
  token: ApiTokenView;
  onRevoked: (token: ApiTokenView) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.language;
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere">{token.name}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground">gst_{token.prefix}…</code>
            {token.scopes.map((scope) => (
              <Badge key={scope} variant="outline">
                {t(`apiTokens.scopes.${scope}.label`)}
              </Badge>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">
            {token.lastUsedAt ? (
              <Trans
                t={t}
                i18nKey="apiTokens.lastUsed"
                values={{ ago: lastUsedAgo(token.lastUsedAt, locale) }}
                components={{ time: <time dateTime={token.lastUsedAt} title={formatMoment(token.lastUsedAt, locale)} /> }}
              />
            ) : (
              t('apiTokens.neverUsed')
            )}
            <span aria-hidden> · </span>
            {token.expiresAt ? (
              <Trans
                t={t}
                i18nKey="apiTokens.expires"
                values={{ moment: formatMoment(token.expiresAt, locale) }}
                components={{ time: <time dateTime={token.expiresAt} /> }}
              />
            ) : (
              t('apiTokens.neverExpires')
            )}
          </p>
        </div>
        {!confirming && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9 self-start sm:self-center"
            aria-label={t('apiTokens.revokeNamed', { name: token.name })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t('apiTokens.revoke')}
          </Button>
        )}
      </div>
      {confirming && (
        <DeleteConfirmation
          label={t('apiTokens.revokeNamed', { name: token.name })}
          question={t('apiTokens.revokeQuestion', { name: token.name })}
          confirmText={t('apiTokens.revoke')}
          pendingText={t('apiTokens.revoking')}
          pending={revoke.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={() =>
            revoke.mutate(token.id, {
              onSuccess: () => onRevoked(token),
              onError: (error) => {
                setConfirming(false);
                onFailed(error);
              },
            })
          }
        />
      )}
    </li>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation('account');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [lifetime, setLifetime] = useState<Lifetime>('90');
  const [feedback, setFeedback] = useState<Feedback>(null);

  function toggle(scope: ApiTokenScope, on: boolean) {
    // Kept in the contract's order, so the request reads the same whatever the clicking order.
    setScopes((current) => apiTokenScopes.filter((each) => (each === scope ? on : current.includes(each))));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkWith(createApiTokenInput, {
      name,
      scopes,
      ...(lifetime === '' ? {} : { expiresInDays: Number(lifetime) }),
    });
    if (!checked.ok) return setFeedback({ kind: 'error', message: checked.problem });
    setFeedback(null);
    create.mutate(checked.input, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('apiTokens.createFormLabel')}>
      <FormField id="api-token-name" label={t('apiTokens.nameLabel')}>
        <Input
          id="api-token-name"
          placeholder={t('apiTokens.namePlaceholder')}
          maxLength={API_TOKEN_NAME_MAX_LENGTH + 20}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('apiTokens.scopesLegend')}</legend>
        {apiTokenScopes.map((scope) => (
          <label key={scope} className="flex cursor-pointer items-start gap-3 text-sm leading-snug">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <span>
              <span className="font-medium">{t(`apiTokens.scopes.${scope}.label`)}</span>
              <span className="text-muted-foreground">{t('apiTokens.scopeHint', { hint: t(`apiTokens.scopes.${scope}.hint`) })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField id="api-token-expiry" label={t('apiTokens.expiresAfter')}>
        <select
          id="api-token-expiry"
          className={cn(fieldClass, 'h-10 sm:w-48')}
          value={lifetime}
          onChange={(event) => setLifetime(event.target.value as Lifetime)}
        >
          {[...apiTokenLifetimesDays.map((days) => `${days}` as Lifetime), '' as Lifetime].map((value) => (
            <option key={value} value={value}>
              {value === '' ? t('apiTokens.never') : t('apiTokens.days', { count: Number(value) })}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap sm:items-start">
        <SectionSubmit busy={create.isPending} label={t('apiTokens.create')} busyLabel={t('apiTokens.creating')} />
        <FormFeedback feedback={feedback} />
      </div>
    </form>
  );
}

/**
 * The account page's 'API tokens' card: personal tokens for scripts, automation tools and agents.
 * A new token is shown once, with Copy; the list shows each token's scopes, expiry and last use,
 * and Revoke (after a confirmation) ends it at once.
 */
export function ApiTokensSection() {
  const { t } = useTranslation('account');
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  return (
    <AccountSection
      id="api-tokens"
      title={t('apiTokens.title')}
      description={
        <Trans
          t={t}
          i18nKey="apiTokens.description"
          components={{ pageLink: <a className="font-medium underline underline-offset-2" href={apiDocsPaths.reference} /> }}
        />
      }
      icon={KeyRound}
    >
      <div className="grid gap-6">
        {created && <NewToken created={created} onDone={() => setCreated(null)} />}
        <CreateTokenForm
          onCreated={(made) => {
            setFeedback(null);
            setCreated(made);
          }}
        />
        <div className="grid gap-3 border-t border-border pt-4">
          {tokens.isError ? (
            <LoadFailed compact message={t('apiTokens.loadFailed')} onRetry={() => void tokens.refetch()} className="py-4" />
          ) : !tokens.data ? (
            <LoadingState label={t('apiTokens.loading')} className="py-6 text-sm" />
          ) : tokens.data.tokens.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="api-tokens-empty">
              {t('apiTokens.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('apiTokens.title')}>
              {tokens.data.tokens.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  onRevoked={(gone) => {
                    if (created?.id === gone.id) setCreated(null);
                    setFeedback({ kind: 'success', message: t('apiTokens.revoked', { name: gone.name }) });
                  }}
                  onFailed={(error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) })}
                />
              ))}
            </ul>
          )}
          <FormFeedback feedback={feedback} />
        </div>
      </div>
    </AccountSection>
  );
}
