import { vi } from 'vitest';

/**
 * Catches what the app saves: jsdom can neither make object URLs nor follow a download link, so
 * URL.createObjectURL records the blob and an anchor's click records its file name instead.
 * setup-tests unstubs and restores both after each test.
 */
export function captureDownloads(): { blobs: Blob[]; downloads: string[] } {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return { blobs, downloads };
}
