/** Saves `text` as a plain-text file through a temporary object URL. */
export function downloadText(text: string, filename: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The script download's name (spec §9): script-{timestamp}.txt. */
export function scriptFilename(now: number = Date.now()): string {
  return `script-${now}.txt`;
}
