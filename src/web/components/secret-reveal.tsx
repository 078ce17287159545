import { Copy, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/copy-text';

/**
 * A secret the server shows this once (a new API token, a webhook's signing secret): read-only,
 * selected on focus, with Copy, a warning that it will not be shown again, and 'I have copied it'
 * to put it away.
 */
export function SecretReveal({
  label,
  secret,
  copyWhat,
  warning,
  onDone,
  testId,
}: {
  /** The field's label: what the secret is for. */
  label: ReactNode;
  secret: string;
  /** What the Copy toast names: '{copyWhat} copied to clipboard.' */
  copyWhat: string;
  /** Said after 'Copy it now: it will not be shown again.': what to do with it. */
  warning: ReactNode;
  onDone: () => void;
  testId?: string;
}) {
  const inputId = useId();
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-lg border border-success-line bg-success-soft p-3" data-testid={testId}>
      <label htmlFor={inputId} className="text-sm font-medium text-success">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:flex-1"
        />
        <Button type="button" variant="outline" onClick={() => void copyText(secret, copyWhat)}>
          <Copy aria-hidden />
          {t('secretReveal.copy')}
        </Button>
      </div>
      <p className="flex items-start gap-2 text-xs text-success" role="note">
        <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {t('secretReveal.warning')} {warning}
        </span>
      </p>
      <Button type="button" size="sm" variant="ghost" className="h-8 w-fit" onClick={onDone}>
        {t('secretReveal.done')}
      </Button>
    </div>
  );
}
