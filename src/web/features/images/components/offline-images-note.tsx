import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AI_ENGINES_CONSOLE_HREF } from '@/lib/ai-engine-label';
import { OFFLINE_IMAGE_ENGINE } from '@/lib/image-engine-label';
import { useAiStatus } from '@/hooks/use-ai-status';

/**
 * Shown while no image engine is connected: the offline renderer makes title cards,
 * not pictures of the prompt, and says so, with how to get real pictures.
 */
export function OfflineImagesNote({ className }: { className?: string }) {
  const images = useAiStatus().data?.capabilities.images;
  const { user } = useAuth();
  const { t } = useTranslation('images');
  if (images?.engine !== OFFLINE_IMAGE_ENGINE) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm text-muted-foreground',
        className,
      )}
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('offlineNote.body')}{' '}
        {user?.isAdmin ? (
          <Trans
            t={t}
            i18nKey="offlineNote.admin"
            components={{
              console: <Link href={AI_ENGINES_CONSOLE_HREF} className="font-medium text-foreground underline underline-offset-2" />,
            }}
          />
        ) : (
          t('offlineNote.user')
        )}
      </span>
    </p>
  );
}
