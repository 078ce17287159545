import { Eraser } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CLEAR_UNDO_SECONDS } from '../hooks/use-deferred-clear';
import { MESSAGE_BOX_ID } from './message-composer';

type ClearHistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation's title, when the list has it. */
  title: string | null;
  onConfirm: () => void;
};

/**
 * Clear History asks first; Cancel and Escape keep everything. Once cleared, the focus
 * goes to the message box (the Clear History button that had it is gone).
 */
export function ClearHistoryDialog({ open, onOpenChange, title, onConfirm }: ClearHistoryDialogProps) {
  const { t } = useTranslation('chat');
  const confirmed = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return;
          confirmed.current = false;
          event.preventDefault();
          document.getElementById(MESSAGE_BOX_ID)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('clearHistory.confirmTitle')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {title
              ? t('clearHistory.confirmNamed', { title, count: CLEAR_UNDO_SECONDS })
              : t('clearHistory.confirmUnnamed', { count: CLEAR_UNDO_SECONDS })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('clearHistory.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            <Eraser aria-hidden />
            {t('clearHistory.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
