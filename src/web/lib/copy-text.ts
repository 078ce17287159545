import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';

/**
 * Copies `text` to the clipboard and says so in a toast ('Copy Failed' when the browser refuses).
 * `what` names it in the toast ('{what} copied to clipboard.'), already in the interface language.
 */
export async function copyText(text: string, what?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({
      title: i18n.t('common:copy.copied'),
      description: i18n.t('common:copy.copiedDescription', { what: what ?? i18n.t('common:copy.defaultWhat') }),
    });
  } catch {
    toast({ variant: 'destructive', title: i18n.t('common:copy.failed'), description: i18n.t('common:copy.failedDescription') });
  }
}
