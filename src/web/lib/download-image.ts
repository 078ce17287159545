import { toast } from '@/components/ui/use-toast';
import { authHeaders } from './api-client';
import { saveBlob } from './save-blob';

/** The saved file's name (spec §9): image-{timestamp}.jpeg. */
export function imageFilename(now: number = Date.now()): string {
  return `image-${now}.jpeg`;
}

/** `url` made absolute against this page ('/files/a.jpeg' → 'http://host/files/a.jpeg'). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

async function fetchImage(url: string): Promise<Blob> {
  // Our own files are checked per user: send the tokens, but never to another origin.
  const sameOrigin = new URL(url).origin === window.location.origin;
  const response = await fetch(url, { credentials: 'include', headers: sameOrigin ? authHeaders() : {} });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
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
    const blob = await fetchImage(absolute);
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
