import { ChevronDown, ChevronUp, KeyRound, Play, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  createInstanceWebhookInput,
  createWebhookInput,
  instanceWebhookEvents,
  userWebhookEvents,
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
import { errorBodyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/time-ago';
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

/** What each event an endpoint may take is, in the words of the form. */
const eventLabels: Record<UserWebhookEventName | InstanceWebhookEventName, string> = {
  'render.finished': 'A video render finished',
  'render.failed': 'A video render failed',
  'narration.ready': 'A narration take is aligned',
  'shorts.ready': 'A batch of shorts is rendered',
  'publication.published': 'A publication went out',
  'publication.failed': 'A publication failed',
  'user.created': 'A new account was made',
  'payment.succeeded': 'A payment was received',
  'payment.refunded': 'A payment was refunded',
};

const failed = (error: unknown) => errorBodyMessage(error) ?? 'Something went wrong. Please try again.';

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
  return (
    <SecretReveal
      testId={rotated ? 'rotated-webhook-secret' : 'new-webhook-secret'}
      label={
        <>
          {rotated ? 'New signing secret' : 'Signing secret'} for {created.url}
        </>
      }
      secret={created.secret}
      copyWhat="Signing secret"
      warning={
        <>
          Check each delivery’s <code className="font-mono">webhook-signature</code> with it (the Standard Webhooks libraries do it in one
          call) and ignore any request that fails the check.
        </>
      }
      onDone={onDone}
    />
  );
}

function CreateForm({ scope, onCreated }: { scope: WebhookScope; onCreated: (created: CreatedWebhook) => void }) {
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
    if (!checked.success) return setFeedback({ kind: 'error', message: checked.error.issues[0]?.message ?? 'Please check this form.' });
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
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add a webhook endpoint">
      <FormField id={urlId} label="Endpoint URL">
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
        <legend className="mb-2 text-sm font-medium">Events</legend>
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
              <span className="text-muted-foreground">: {eventLabels[name]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" className="h-10 w-fit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add endpoint'}
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

/** One delivery: its event, where it stands, and the latest try's answer. */
function DeliveryItem({ delivery }: { delivery: WebhookDeliveryView }) {
  const answer =
    delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : delivery.attempts > 0 ? 'No answer' : 'Not sent yet';
  return (
    <li className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-xs">{delivery.event}</code>
        <Badge variant="outline" className={deliveryTone[delivery.status]}>
          {delivery.status === 'succeeded' ? 'Delivered' : delivery.status === 'pending' ? 'Retrying' : 'Failed'}
        </Badge>
        <span className="text-muted-foreground">
          {answer} · {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'} ·{' '}
          <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>{timeAgo(delivery.lastAttemptAt ?? delivery.createdAt)}</time>
          {delivery.nextAttemptAt && delivery.status === 'pending' && (
            <>
              {' '}
              · next try at <time dateTime={delivery.nextAttemptAt}>{new Date(delivery.nextAttemptAt).toLocaleTimeString()}</time>
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
  const deliveries = useWebhookDeliveries(scope, endpoint.id);
  if (deliveries.isError) {
    return <LoadFailed compact message="Failed to load the deliveries. Please try again." onRetry={() => void deliveries.refetch()} />;
  }
  if (!deliveries.data) return <LoadingState label="Loading deliveries..." className="py-3 text-sm" />;
  if (deliveries.data.deliveries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No deliveries yet: they appear here as events happen, or when you send a test event.</p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label={`Deliveries to ${endpoint.url}`}>
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
              {paused ? 'Paused' : 'Active'}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-1.5">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="outline" className="font-mono">
                {event}
              </Badge>
            ))}
          </div>
          {paused && (
            <p className="text-sm text-danger">
              Paused after {WEBHOOK_PAUSE_AFTER_FAILURES} deliveries in a row failed every retry. No events are sent until you resume it.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button type="button" variant="outline" size="sm" className="h-9" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            Deliveries
          </Button>
          {paused && (
            <Button
              type="button"
              size="sm"
              className="h-9"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(endpoint.id, {
                  onSuccess: () => onFeedback({ kind: 'success', message: `${endpoint.url} is active again.` }),
                  onError: (error) => onFeedback({ kind: 'error', message: failed(error) }),
                })
              }
            >
              <Play aria-hidden />
              Resume
            </Button>
          )}
          {!paused && (
            <EndpointAction
              label={`Send a test event to ${endpoint.url}`}
              disabled={sendTest.isPending}
              onClick={() =>
                sendTest.mutate(endpoint.id, {
                  onSuccess: () => {
                    // Its delivery is listed with the others: shown, so the answer can be watched.
                    setOpen(true);
                    onFeedback({ kind: 'success', message: `A test event is on its way to ${endpoint.url}.` });
                  },
                  onError: (error) => onFeedback({ kind: 'error', message: failed(error) }),
                })
              }
            >
              <Send aria-hidden />
              {sendTest.isPending ? 'Sending...' : 'Send test event'}
            </EndpointAction>
          )}
          {!confirming && (
            <>
              <EndpointAction label={`Rotate the secret of ${endpoint.url}`} onClick={() => setConfirming('rotate')}>
                <KeyRound aria-hidden />
                Rotate secret
              </EndpointAction>
              <EndpointAction label={`Delete ${endpoint.url}`} onClick={() => setConfirming('delete')}>
                <Trash2 aria-hidden />
                Delete
              </EndpointAction>
            </>
          )}
        </div>
      </div>
      {rotated && <NewSecret created={rotated} rotated onDone={() => setRotated(null)} />}
      {confirming === 'rotate' && (
        <div
          role="group"
          aria-label={`Rotate the secret of ${endpoint.url}`}
          className="grid gap-3 rounded-lg border border-warning-line bg-warning-soft p-3"
        >
          <p className="text-sm font-medium text-warning">
            Make a new signing secret? From now on every delivery, retries included, is signed with it: the receiver fails the check until
            it has the new one.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" size="sm" variant="outline" disabled={rotate.isPending} onClick={() => setConfirming(null)} autoFocus>
              Keep the current one
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
              {rotate.isPending ? 'Rotating...' : 'Rotate secret'}
            </Button>
          </div>
        </div>
      )}
      {confirming === 'delete' && (
        <DeleteConfirmation
          label={`Delete ${endpoint.url}`}
          question={<>Delete this endpoint and its deliveries? It receives no more events.</>}
          confirmText="Delete"
          pendingText="Deleting..."
          pending={remove.isPending}
          onKeep={() => setConfirming(null)}
          onDelete={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => onFeedback({ kind: 'success', message: `${endpoint.url} has been deleted.` }),
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
          <LoadFailed compact message="Failed to load the webhook endpoints. Please try again." onRetry={() => void endpoints.refetch()} />
        ) : !endpoints.data ? (
          <LoadingState label="Loading webhook endpoints..." className="py-6 text-sm" />
        ) : endpoints.data.endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">No webhook endpoints yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Webhook endpoints">
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
