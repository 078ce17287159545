import { ChevronDown, ChevronUp, KeyRound, Play, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  createInstanceWebhookInput,
  createWebhookInput,
  instanceWebhookEvents,
  userWebhookEvents,
  webhookMessages,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_URL_MAX_LENGTH,
  type CreatedWebhook,
  type InstanceWebhookEventName,
  type UserWebhookEventName,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventName,
} from '@shared/contracts/webhooks';
import { SecretReveal } from '@/components/secret-reveal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { useFormat } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { errorBodyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useResumeWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
  type WebhookScope,
} from '../api/webhooks';

const failed = (error: unknown) => errorBodyMessage(error) ?? i18n.t('webhooks:errors.generic');

/**
 * A problem the contract found in the form, in the interface language: the contract's messages are
 * the server's (English), so each is told by which of them it is.
 */
function problemText(issue: { path: PropertyKey[]; message: string }, events: readonly string[]): string {
  const [field] = issue.path;
  if (field === 'url') {
    if (issue.message === webhookMessages.urlTooLong) return i18n.t('webhooks:form.errors.urlTooLong', { max: WEBHOOK_URL_MAX_LENGTH });
    if (issue.message === webhookMessages.urlInvalid) return i18n.t('webhooks:form.errors.urlInvalid');
    if (issue.message === webhookMessages.urlCredentials) return i18n.t('webhooks:form.errors.urlCredentials');
    return i18n.t('webhooks:form.errors.urlRequired');
  }
  if (field === 'events') {
    if (issue.message === webhookMessages.eventsRepeated) return i18n.t('webhooks:form.errors.eventsRepeated');
    // One event refused: not one this form offers (the form only lists its scope's own).
    if (issue.path.length > 1)
      return i18n.t('webhooks:form.errors.unknownEvent', { event: String(events[Number(issue.path[1])] ?? '').slice(0, 60) });
    return i18n.t('webhooks:form.errors.eventsRequired');
  }
  return i18n.t('webhooks:form.errors.check');
}

type Feedback = { kind: 'success' | 'error'; message: string } | null;

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <p
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      className={cn('text-sm [overflow-wrap:anywhere]', feedback.kind === 'error' ? 'text-danger' : 'text-success')}
    >
      {feedback.message}
    </p>
  );
}

/** The secret of the endpoint just made, or just rotated: shown this once, with Copy. */
function NewSecret({ created, rotated = false, onDone }: { created: CreatedWebhook; rotated?: boolean; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretReveal
      testId={rotated ? 'rotated-webhook-secret' : 'new-webhook-secret'}
      label={rotated ? t('secret.newLabel', { url: created.url }) : t('secret.label', { url: created.url })}
      secret={created.secret}
      copyWhat={t('secret.copyWhat')}
      warning={<Trans t={t} i18nKey="secret.warning" components={{ code: <code className="font-mono" /> }} />}
      onDone={onDone}
    />
  );
}

function CreateForm({ scope, onCreated }: { scope: WebhookScope; onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('webhooks');
  const events: readonly (UserWebhookEventName | InstanceWebhookEventName)[] = scope === 'user' ? userWebhookEvents : instanceWebhookEvents;
  const create = useCreateWebhook(scope);
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<WebhookEventName[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const urlId = `${scope}-webhook-url`;

  function toggle(event: WebhookEventName, on: boolean) {
    // Kept in the contract's order, whatever the clicking order.
    setChosen((current) => events.filter((each) => (each === event ? on : current.includes(each))));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = (scope === 'user' ? createWebhookInput : createInstanceWebhookInput).safeParse({ url, events: chosen });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setFeedback({ kind: 'error', message: issue ? problemText(issue, chosen) : t('form.errors.check') });
    }
    setFeedback(null);
    create.mutate(checked.data, {
      onSuccess: (created) => {
        setUrl('');
        setChosen([]);
        onCreated(created);
      },
      onError: (error) => setFeedback({ kind: 'error', message: failed(error) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('form.label')}>
      <FormField id={urlId} label={t('form.url')}>
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/genesis"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('form.events')}</legend>
        {events.map((name) => (
          <label key={name} className="flex cursor-pointer items-start gap-3 text-sm leading-snug">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            <span>
              <code className="font-mono text-xs">{name}</code>
              <span className="text-muted-foreground">{t('form.eventDescription', { description: t(`events.${name}`) })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" className="h-10 w-fit" disabled={create.isPending}>
          {create.isPending ? t('form.adding') : t('form.add')}
        </Button>
        <FeedbackLine feedback={feedback} />
      </div>
    </form>
  );
}

const deliveryTone: Record<WebhookDeliveryView['status'], string> = {
  succeeded: 'border-success-line bg-success-soft text-success',
  pending: 'border-warning-line bg-warning-soft text-warning',
  failed: 'border-danger-line bg-danger-soft text-danger',
};

/** How long ago a try was, in the interface language: `justNow` under 45 s, from there at least a minute ago. */
function howLongAgo(iso: string, justNow: string, relative: (value: number, now?: number) => string): string {
  const now = Date.now();
  const at = Date.parse(iso);
  return now - at < 45_000 ? justNow : relative(Math.min(at, now - 60_000), now);
}

/** One delivery: its event, where it stands, and the latest try's answer. */
function DeliveryItem({ delivery }: { delivery: WebhookDeliveryView }) {
  const { t } = useTranslation('webhooks');
  const format = useFormat();
  const answer =
    delivery.responseStatus !== null
      ? t('deliveries.httpStatus', { status: delivery.responseStatus })
      : delivery.attempts > 0
        ? t('deliveries.noAnswer')
        : t('deliveries.notSent');
  const lastAt = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <li className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-xs">{delivery.event}</code>
        <Badge variant="outline" className={deliveryTone[delivery.status]}>
          {t(`deliveries.status.${delivery.status}`)}
        </Badge>
        <span className="text-muted-foreground">
          {answer} · {t('deliveries.tries', { count: delivery.attempts })} ·{' '}
          <time dateTime={lastAt}>{howLongAgo(lastAt, t('deliveries.justNow'), format.relative)}</time>
          {delivery.nextAttemptAt && delivery.status === 'pending' && (
            <>
              {' '}
              ·{' '}
              <Trans
                t={t}
                i18nKey="deliveries.nextTry"
                values={{ time: format.date(delivery.nextAttemptAt, { timeStyle: 'medium' }) }}
                components={{ time: <time dateTime={delivery.nextAttemptAt} /> }}
              />
            </>
          )}
        </span>
      </div>
      {delivery.error && <p className="text-danger [overflow-wrap:anywhere]">{delivery.error}</p>}
      {delivery.responseBody && (
        <pre className="max-h-24 overflow-auto rounded-md bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
          {delivery.responseBody}
        </pre>
      )}
    </li>
  );
}

function Deliveries({ scope, endpoint }: { scope: WebhookScope; endpoint: WebhookEndpointView }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(scope, endpoint.id);
  if (deliveries.isError) {
    return <LoadFailed compact message={t('deliveries.loadFailed')} onRetry={() => void deliveries.refetch()} />;
  }
  if (!deliveries.data) return <LoadingState label={t('deliveries.loading')} className="py-3 text-sm" />;
  if (deliveries.data.deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('deliveries.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-border" aria-label={t('deliveries.listLabel', { url: endpoint.url })}>
      {deliveries.data.deliveries.map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  );
}

/** One of an endpoint's outline actions, named with its address: every endpoint in the list has the same ones. */
function EndpointAction(props: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-9"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

function EndpointItem({
  scope,
  endpoint,
  onFeedback,
}: {
  scope: WebhookScope;
  endpoint: WebhookEndpointView;
  onFeedback: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const [rotated, setRotated] = useState<CreatedWebhook | null>(null);
  const remove = useDeleteWebhook(scope);
  const resume = useResumeWebhook(scope);
  const sendTest = useSendTestWebhook(scope);
  const rotate = useRotateWebhookSecret(scope);
  const paused = endpoint.status === 'paused';
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm [overflow-wrap:anywhere]">{endpoint.url}</code>
            <Badge
              variant="outline"
              className={paused ? 'border-danger-line bg-danger-soft text-danger' : 'border-success-line bg-success-soft text-success'}
            >
              {paused ? t('endpoint.paused') : t('endpoint.active')}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-1.5">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="outline" className="font-mono">
                {event}
              </Badge>
            ))}
          </div>
          {paused && <p className="text-sm text-danger">{t('endpoint.pausedWhy', { count: WEBHOOK_PAUSE_AFTER_FAILURES })}</p>}
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button type="button" variant="outline" size="sm" className="h-9" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {t('endpoint.deliveries')}
          </Button>
          {paused && (
            <Button
              type="button"
              size="sm"
              className="h-9"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(endpoint.id, {
                  onSuccess: () => onFeedback({ kind: 'success', message: t('endpoint.resumed', { url: endpoint.url }) }),
                  onError: (error) => onFeedback({ kind: 'error', message: failed(error) }),
                })
              }
            >
              <Play aria-hidden />
              {t('endpoint.resume')}
            </Button>
          )}
          {!paused && (
            <EndpointAction
              label={t('endpoint.sendTestLabel', { url: endpoint.url })}
              disabled={sendTest.isPending}
              onClick={() =>
                sendTest.mutate(endpoint.id, {
                  onSuccess: () => {
                    // Its delivery is listed with the others: shown, so the answer can be watched.
                    setOpen(true);
                    onFeedback({ kind: 'success', message: t('endpoint.testSent', { url: endpoint.url }) });
                  },
                  onError: (error) => onFeedback({ kind: 'error', message: failed(error) }),
                })
              }
            >
              <Send aria-hidden />
              {sendTest.isPending ? t('endpoint.sending') : t('endpoint.sendTest')}
            </EndpointAction>
          )}
          {!confirming && (
            <>
              <EndpointAction label={t('endpoint.rotateLabel', { url: endpoint.url })} onClick={() => setConfirming('rotate')}>
                <KeyRound aria-hidden />
                {t('endpoint.rotate')}
              </EndpointAction>
              <EndpointAction label={t('endpoint.deleteLabel', { url: endpoint.url })} onClick={() => setConfirming('delete')}>
                <Trash2 aria-hidden />
                {t('endpoint.delete')}
              </EndpointAction>
            </>
          )}
        </div>
      </div>
      {rotated && <NewSecret created={rotated} rotated onDone={() => setRotated(null)} />}
      {confirming === 'rotate' && (
        <div
          role="group"
          aria-label={t('endpoint.rotateLabel', { url: endpoint.url })}
          className="grid gap-3 rounded-lg border border-warning-line bg-warning-soft p-3"
        >
          <p className="text-sm font-medium text-warning">{t('endpoint.rotateQuestion')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" size="sm" variant="outline" disabled={rotate.isPending} onClick={() => setConfirming(null)} autoFocus>
              {t('endpoint.keepSecret')}
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(endpoint.id, {
                  onSuccess: (made) => {
                    setConfirming(null);
                    setRotated(made);
                  },
                  onError: (error) => {
                    setConfirming(null);
                    onFeedback({ kind: 'error', message: failed(error) });
                  },
                })
              }
            >
              <KeyRound aria-hidden />
              {rotate.isPending ? t('endpoint.rotating') : t('endpoint.rotate')}
            </Button>
          </div>
        </div>
      )}
      {confirming === 'delete' && (
        <DeleteConfirmation
          label={t('endpoint.deleteLabel', { url: endpoint.url })}
          question={t('endpoint.deleteQuestion')}
          confirmText={t('endpoint.delete')}
          pendingText={t('endpoint.deleting')}
          pending={remove.isPending}
          onKeep={() => setConfirming(null)}
          onDelete={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => onFeedback({ kind: 'success', message: t('endpoint.deleted', { url: endpoint.url }) }),
              onError: (error) => {
                setConfirming(null);
                onFeedback({ kind: 'error', message: failed(error) });
              },
            })
          }
        />
      )}
      {open && (
        <div className="rounded-lg border border-border p-3">
          <Deliveries scope={scope} endpoint={endpoint} />
        </div>
      )}
    </li>
  );
}

/**
 * Webhook endpoints of one scope: add one (its signing secret shown once), list them with their
 * status, each one's deliveries with their answers, send one a test event, rotate its secret
 * (the new one shown once), resume a paused one, delete one.
 */
export function WebhooksPanel({ scope }: { scope: WebhookScope }) {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhooks(scope);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  return (
    <div className="grid gap-6">
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      <CreateForm
        scope={scope}
        onCreated={(made) => {
          setFeedback(null);
          setCreated(made);
        }}
      />
      <div className="grid gap-3 border-t border-border pt-4">
        {endpoints.isError ? (
          <LoadFailed compact message={t('panel.loadFailed')} onRetry={() => void endpoints.refetch()} />
        ) : !endpoints.data ? (
          <LoadingState label={t('panel.loading')} className="py-6 text-sm" />
        ) : endpoints.data.endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('panel.empty')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('panel.listLabel')}>
            {endpoints.data.endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} scope={scope} endpoint={endpoint} onFeedback={setFeedback} />
            ))}
          </ul>
        )}
        <FeedbackLine feedback={feedback} />
      </div>
    </div>
  );
}
