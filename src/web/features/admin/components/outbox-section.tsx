import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { useOutbox, type OutboxMessage } from '../api/records';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { StatusBadge } from './status-badge';

function Message({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('admin');
  return (
    <li data-testid="outbox-message" className="rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{message.subject}</p>
          <p className="text-sm break-all text-muted-foreground">{t('outbox.to', { to: message.to })}</p>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <StatusBadge status={message.status} label={message.status === 'outbox' ? t('outbox.kept') : undefined} />
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </div>
      </div>
      {message.error && (
        <p className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          <span className="font-medium">{t('outbox.error')}</span> {message.error}
        </p>
      )}
      {message.text === null ? (
        <p className="mt-2 text-xs text-muted-foreground">{t('outbox.notKept')}</p>
      ) : (
        <details className="group mt-2">
          <summary className="cursor-pointer rounded text-sm font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
            {t('outbox.showText')}
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
  const { t } = useTranslation('admin');
  const outbox = useOutbox();
  const delivery = outbox.data?.delivery;
  return (
    <section aria-labelledby="outbox-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="outbox-title"
        title={t('outbox.title')}
        description={
          delivery === 'smtp'
            ? t('outbox.descriptionSmtp')
            : delivery === 'outbox'
              ? t('outbox.descriptionOutbox')
              : t('outbox.description')
        }
      />
      <QueryView
        query={outbox}
        loading={t('outbox.loading')}
        failed={t('outbox.failed')}
        empty={{ icon: Mail, text: t('outbox.empty') }}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <ul aria-label={t('outbox.messages')} className="grid grid-cols-1 gap-3">
            {data.messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
