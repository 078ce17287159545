import { OctagonAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrashBoundary } from '@/components/crash-boundary';

/** Spec §2: the text the tab shows if the chat crashes (chat:crashed). */
function ChatCrashed() {
  const { t } = useTranslation('chat');
  return (
    <section role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-10 text-center shadow-sm">
      <OctagonAlert aria-hidden className="size-8 text-danger" />
      <p>{t('crashed')}</p>
    </section>
  );
}

/** Keeps a chat crash inside the tab: the rest of the workspace stays usable. */
export function ChatErrorBoundary({ children }: { children: ReactNode }) {
  return <CrashBoundary fallback={<ChatCrashed />}>{children}</CrashBoundary>;
}
