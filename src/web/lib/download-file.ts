import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { fetchWithSession } from './api-client';
import { saveBlob } from './save-blob';

/** `url` made absolute against this page ('/files/a.mp3' → 'http://host/files/a.mp3'). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Fetches a file as a blob; our own files get the tokens, another origin never does. */
export async function fetchBlob(url: string): Promise<Blob> {
  const absolute = absoluteUrl(url);
  const sameOrigin = new URL(absolute).origin === window.location.origin;
  const response = sameOrigin ? await fetchWithSession(absolute) : await fetch(absolute, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

/** Downloads the file at `url` as `filename` ('Download Started', or 'Download Failed'). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  try {
    saveBlob(await fetchBlob(url), filename);
    toast({ title: i18n.t('common:download.started'), description: i18n.t('common:download.fileStarted', { filename }) });
  } catch {
    toast({ variant: 'destructive', title: i18n.t('common:download.failed'), description: i18n.t('common:download.fileFailed') });
  }
}
