import { MessageSquareText } from 'lucide-react';
import { chatCategoryLabels } from '@shared/catalog/chat';
import type { Conversation } from '@shared/realtime';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatUpdated } from '../lib/format';

type ConversationListProps = {
  conversations: Conversation[];
  selectedId: string | null;
  connected: boolean;
  onSelect: (conversation: Conversation) => void;
};

/** The left column (spec §2): the user's conversations and the Live/Offline dot. */
export function ConversationList({ conversations, selectedId, connected, onSelect }: ConversationListProps) {
  return (
    <aside aria-label="Conversations" className="flex min-h-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Conversations</h2>
        <span data-testid="chat-connection" role="status" className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <span aria-hidden className={cn('size-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-red-500')} />
          {connected ? 'Live' : 'Offline'}
        </span>
      </div>
      {conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
          <MessageSquareText aria-hidden className="size-8 opacity-50" />
          <p className="font-medium text-foreground">No conversations yet</p>
          <p>Start a new chat to begin</p>
        </div>
      ) : (
        <ul className="grid max-h-[32rem] gap-1.5 overflow-y-auto">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                aria-label={conversation.title}
                aria-current={conversation.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(conversation)}
                className={cn(
                  'grid w-full cursor-pointer gap-1 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent',
                  conversation.id === selectedId ? 'border-primary bg-accent' : 'border-transparent',
                )}
              >
                <span className="truncate text-sm font-medium">{conversation.title}</span>
                <span className="flex items-center justify-between gap-2">
                  <Badge variant="soft">{chatCategoryLabels[conversation.category]}</Badge>
                  <time dateTime={conversation.updatedAt} className="text-xs text-muted-foreground">
                    {formatUpdated(conversation.updatedAt)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
