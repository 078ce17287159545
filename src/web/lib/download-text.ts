import { saveBlob } from '@/lib/save-blob';

/** Saves `text` as a plain-text file. */
export function downloadText(text: string, filename: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
}

/** The script download's name (spec §9): script-{timestamp}.txt. */
export function scriptFilename(now: number = Date.now()): string {
  return `script-${now}.txt`;
}
