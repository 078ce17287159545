import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface DeleteConfirmationProps {
  /** The group's accessible name. */
  label: string;
  question: ReactNode;
  /** The delete button's text, and its text while the deletion runs. */
  confirmText: string;
  pendingText: string;
  pending: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

/** Asks in place before something is deleted: 'Keep it' (focused) or delete. */
export function DeleteConfirmation({ label, question, confirmText, pendingText, pending, onKeep, onDelete }: DeleteConfirmationProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3">
      <p className="text-sm font-medium text-danger">{question}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onKeep} autoFocus>
          {t('deleteConfirmation.keep')}
        </Button>
        <Button type="button" size="sm" variant="destructive" disabled={pending} onClick={onDelete}>
          <Trash2 aria-hidden />
          {pending ? pendingText : confirmText}
        </Button>
      </div>
    </div>
  );
}
