import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The panel loads when it is first opened, not with the studio. Its icon is one the studio's first
// download has already (the logo's): /app's initial JS is on a tight budget.
const AiEnginesDialog = lazy(() => import('./ai-engines-dialog').then((module) => ({ default: module.AiEnginesDialog })));

/** The header's 'AI engines' button: which engine serves each tool. */
export function AiEnginesButton() {
  const { t } = useTranslation('workspace');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-9 px-2"
        aria-haspopup="dialog"
        title={t('engines.button')}
        onClick={() => setOpen(true)}
      >
        <Sparkles aria-hidden />
        {/* Named in its tooltip: the studio header shows words only for the project, the plan, the account and Logout. */}
        <span className="sr-only">{t('engines.button')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AiEnginesDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
