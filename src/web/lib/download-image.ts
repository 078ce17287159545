import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { absoluteUrl, fetchBlob } from './download-file';
import { saveBlob } from './save-blob';

/** The saved file's name (spec §9): image-{timestamp}.jpeg. */
export function imageFilename(now: number = Date.now()): string {
  return `image-${now}.jpeg`;
}

/**
 * Save Image / Download (spec §7 "Image download", §8): fetch the image as a blob and download it
 * as image-{timestamp}.jpeg ('Download Started', then 'Image Saved!'). When that fails the image
 * opens in a new tab for a long-press save; when even that fails, 'Download Failed'.
 */
export async function downloadImage(url: string): Promise<void> {
  const absolute = absoluteUrl(url);
  toast({ title: i18n.t('common:download.started'), description: i18n.t('common:download.imageStarted') });
  try {
    const blob = await fetchBlob(absolute);
    saveBlob(blob, imageFilename());
    toast({ title: i18n.t('common:download.imageSaved'), description: i18n.t('common:download.imageSavedDescription') });
  } catch {
    try {
      const opened = window.open(absolute, '_blank');
      if (!opened) throw new Error('The new tab was blocked');
      opened.opener = null;
      toast({ title: i18n.t('common:download.imageOpened'), description: i18n.t('common:download.imageOpenedDescription') });
    } catch {
      toast({ variant: 'destructive', title: i18n.t('common:download.failed'), description: i18n.t('common:download.imageFailed') });
    }
  }
}
