import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@shared/realtime';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatUpdated } from '../lib/format';

type ConversationItemsProps = {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
};

/** The Live/Offline dot for the realtime connection (spec §2). */
export function ConnectionStatus({ connected }: { connected: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <span
      data-testid="chat-connection"
      role="status"
      className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-muted-foreground"
    >
      <span aria-hidden className={cn('size-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-red-500')} />
      {connected ? t('conversations.live') : t('conversations.offline')}
    </span>
  );
}

/**
 * The user's conversations (title, category badge, last-updated time), or 'No conversations yet'.
 * A conversation's button is named by all it shows, so speech input finds it by what is on screen.
 */
export function ConversationItems({ conversations, selectedId, onSelect }: ConversationItemsProps) {
  const { t, i18n } = useTranslation('chat');
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
        <MessageSquareText aria-hidden className="size-8 opacity-50" />
        <p className="font-medium text-foreground">{t('conversations.emptyTitle')}</p>
        <p>{t('conversations.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-1.5">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation)}
            className={cn(
              'grid w-full cursor-pointer gap-1 rounded-lg border px-3 py-2 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
              conversation.id === selectedId ? 'border-primary bg-accent' : 'border-transparent',
            )}
          >
            {/* The spaces keep the name's words apart ('… ideas Story Ideas 1:26 PM'). */}
            <span className="truncate text-sm font-medium">{conversation.title}</span>{' '}
            <span className="flex items-center justify-between gap-2">
              <Badge variant="soft">{t(`categories.${conversation.category}`)}</Badge>{' '}
              <time dateTime={conversation.updatedAt} className="text-xs text-muted-foreground">
                {formatUpdated(conversation.updatedAt, i18n.language)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The left column on wide screens (spec §2): the conversations and the Live/Offline dot. */
export function ConversationList({ connected, ...items }: ConversationItemsProps & { connected: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <aside
      aria-label={t('conversations.title')}
      className="flex min-h-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{t('conversations.title')}</h2>
        <ConnectionStatus connected={connected} />
      </div>
      <div className="-m-1 max-h-[32rem] overflow-y-auto p-1">
        <ConversationItems {...items} />
      </div>
    </aside>
  );
}
