import { ChevronDown, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@shared/realtime';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { ConversationItems } from './conversation-list';

type ConversationDrawerProps = {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
};

/**
 * The conversation list on a phone: a button naming the conversation on screen opens
 * the list as a drawer; picking one closes it.
 */
export function ConversationDrawer({ conversations, selectedId, onSelect }: ConversationDrawerProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const selected = conversations.find((conversation) => conversation.id === selectedId);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className="flex h-10 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 text-left text-sm font-medium shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <PanelLeftOpen aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 truncate">{selected?.title ?? t('conversations.title')}</span>
        {selected && <span className="sr-only"> {t('conversations.switchConversation')}</span>}
        <ChevronDown aria-hidden className="ml-auto size-4 shrink-0 text-muted-foreground" />
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="pr-8">{t('conversations.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('conversations.pickHint')}</SheetDescription>
        <ConversationItems
          conversations={conversations}
          selectedId={selectedId}
          onSelect={(conversation) => {
            setOpen(false);
            onSelect(conversation);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
