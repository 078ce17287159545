import { Copy, Save, TriangleAlert } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { copyText } from '@/lib/copy-text';
import { failureMessage } from '../api/admin-request';
import { BusyIcon } from './busy-icon';
import { StatusBadge, type StatusTone } from './status-badge';

/**
 * The frame of a console setting that the server's environment may set instead (single sign-on, the
 * Google client, an AI engine): a card with its title and where the setting comes from, why a saved
 * one is not in use, the setting (read-only when the environment sets it, else a form with Save),
 * and what a failed save says.
 */

/** The alert line a failure is told in. */
export const failureAlertClass =
  'rounded-lg border border-danger-line bg-danger-soft px-3 py-2 text-sm [overflow-wrap:anywhere] text-danger';

/** Where a setting comes from: `environment` (read-only here), `console` (saved here), or neither (`unsetLabel`). */
function sourceBadge(source: string, unsetLabel: string): { label: string; tone: StatusTone } {
  if (source === 'environment') return { label: i18n.t('admin:settings.setByEnvironment'), tone: 'info' };
  if (source === 'console') return { label: i18n.t('admin:settings.savedHere'), tone: 'good' };
  return { label: unsetLabel, tone: 'muted' };
}

export function SettingsCard({
  title,
  titleId,
  source,
  unsetLabel,
  problem,
  details,
  footer,
  className,
  testId,
  children,
}: {
  title: ReactNode;
  /** The title's id (the card is labelled by it); one of its own when left out. */
  titleId?: string;
  source: string;
  /** The badge when neither the environment nor the console sets it: 'Not set up', 'Built in'... */
  unsetLabel: string;
  /** Why the saved setting is not in use, if it is not. */
  problem: string | null;
  /** Lines under the title: what serves now, the last failure... */
  details?: ReactNode;
  /** Below the setting, after a rule: how to set it up. */
  footer?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const ownId = useId();
  const id = titleId ?? ownId;
  const badge = sourceBadge(source, unsetLabel);
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <StatusBadge status={source} label={badge.label} tone={badge.tone} />
    </div>
  );
  return (
    <article
      aria-labelledby={id}
      className={cn('grid min-w-0 content-start gap-5 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5', className)}
      data-testid={testId}
    >
      {details ? (
        <div className="grid gap-1.5">
          {heading}
          {details}
        </div>
      ) : (
        heading
      )}
      {problem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-warning-line bg-warning-soft px-3 py-2 text-sm text-warning"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('settings.notInUse')}</span> {problem}
          </span>
        </p>
      )}
      {children}
      {footer && <div className="border-t border-border pt-4">{footer}</div>}
    </article>
  );
}

/** "Set by OIDC_ISSUER_URL, … — change it in the server's environment." */
export function EnvironmentNote({ variables, className }: { variables: string[]; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={className}>
      <Trans
        t={t}
        i18nKey="settings.environmentNote"
        values={{ variables: variables.join(', ') }}
        components={{ mono: <span className="font-mono text-xs text-foreground" /> }}
      />
    </span>
  );
}

/** A setting as the environment makes it: its values (those it has), and the variables that set it. Shown, never changed here. */
export function EnvironmentValues({
  rows,
  variables,
  className,
  children,
}: {
  rows: [term: string, value: ReactNode][];
  variables: string[];
  className?: string;
  /** After the note: what can still be done with it (a Test). */
  children?: ReactNode;
}) {
  return (
    <div className={cn('grid gap-3', className)}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        <EnvironmentNote variables={variables} />
      </p>
      {children}
    </div>
  );
}

/** The form's Save: a spinner while it saves. */
export function SaveButton({ pending, disabled = false }: { pending: boolean; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button type="submit" disabled={pending || disabled}>
      <BusyIcon busy={pending} icon={Save} />
      {t('common.save')}
    </Button>
  );
}

/** What a failed save says: the server's message, else `fallback`. Nothing while there is no error. */
export function SaveFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={cn(failureAlertClass, 'sm:col-span-2')}>
      {failureMessage(error, fallback)}
    </p>
  );
}

/** The redirect URI to register at a provider, with Copy. */
export function RedirectUri({ label, copiedLabel, uri, testId }: { label: string; copiedLabel: string; uri: string; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-1.5">
      <p className="font-medium">{label}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-md bg-muted px-2 py-1 font-mono text-xs [overflow-wrap:anywhere]" data-testid={testId}>
          {uri}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copyText(uri, copiedLabel)}>
          <Copy aria-hidden />
          {t('common.copy')}
        </Button>
      </div>
    </div>
  );
}
