import { toast } from '@/components/ui/use-toast';

/** Copies `text` to the clipboard and says so in a toast ('Copy Failed' when the browser refuses). */
export async function copyText(text: string, what = 'Text'): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', description: `${what} copied to clipboard.` });
  } catch {
    toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to the clipboard.' });
  }
}
