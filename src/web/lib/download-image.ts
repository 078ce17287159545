import { toast } from '@/components/ui/use-toast';
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
  toast({ title: 'Download Started', description: 'Your image is being downloaded.' });
  try {
    const blob = await fetchBlob(absolute);
    saveBlob(blob, imageFilename());
    toast({ title: 'Image Saved!', description: 'The image has been saved to your device.' });
  } catch {
    try {
      const opened = window.open(absolute, '_blank');
      if (!opened) throw new Error('The new tab was blocked');
      opened.opener = null;
      toast({ title: 'Image Opened', description: 'Image opened in new tab. Long press to save.' });
    } catch {
      toast({ variant: 'destructive', title: 'Download Failed', description: 'There was an error downloading the image.' });
    }
  }
}
