import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { saveBlob } from '@/lib/save-blob';
import type { DownloadedFile } from '../api/admin-request';
import { failureMessage } from '../api/admin-request';

/** A done action: its title and the server's message (else `fallback`). */
export function toastDone(title: string, message: string | undefined, fallback: string): void {
  toast({ variant: 'success', title, description: message ?? fallback });
}

/** A failed action: its title and the server's message (else `fallback`). */
export function toastFailed(title: string, error: unknown, fallback = i18n.t('admin:errors.generic')): void {
  toast({ variant: 'destructive', title, description: failureMessage(error, fallback) });
}

/** Hands a downloaded file to the browser and says so. */
export function saveDownload({ blob, filename }: DownloadedFile): void {
  saveBlob(blob, filename);
  toast({ title: i18n.t('admin:download.startedTitle'), description: i18n.t('admin:download.startedDescription', { filename }) });
}
