import { Mail } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { useOutbox, type OutboxMessage } from '../api/records';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { StatusBadge } from './status-badge';

function Message({ message }: { message: OutboxMessage }) {
  return (
    <li data-testid="outbox-message" className="rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{message.subject}</p>
          <p className="text-sm break-all text-muted-foreground">To {message.to}</p>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <StatusBadge status={message.status} label={message.status === 'outbox' ? 'Kept' : undefined} />
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </div>
      </div>
      {message.error && (
        <p className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          <span className="font-medium">Error:</span> {message.error}
        </p>
      )}
      {message.text === null ? (
        <p className="mt-2 text-xs text-muted-foreground">Sent over SMTP: its text is not kept.</p>
      ) : (
        <details className="group mt-2">
          <summary className="cursor-pointer rounded text-sm font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
            Show text
          </summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words">
            {message.text}
          </pre>
        </details>
      )}
    </li>
  );
}

/** The mail the studio sent (SMTP) or keeps (no SMTP set: the outbox), newest first. */
export function OutboxSection() {
  const outbox = useOutbox();
  const delivery = outbox.data?.delivery;
  return (
    <section aria-labelledby="outbox-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="outbox-title"
        title="Outbox"
        description={
          delivery === 'smtp'
            ? 'Mail goes out over SMTP; only what was sent and whether it failed is kept.'
            : delivery === 'outbox'
              ? 'No SMTP server is set: mail is kept here (and printed to the server console) instead of being sent.'
              : 'The mail the studio sends: password resets, e-mail confirmations.'
        }
      />
      <QueryView
        query={outbox}
        loading="Loading messages..."
        failed="Failed to load the outbox."
        empty={{ icon: Mail, text: 'No messages yet.' }}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <ul aria-label="Messages" className="grid grid-cols-1 gap-3">
            {data.messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
