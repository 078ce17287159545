import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { attachmentFilename } from '@/lib/attachment-filename';

export const DEFAULT_EXPORT_FILENAME = 'genesis-studio-export.zip';

export interface ExportProgress {
  received: number;
  /** The size the server announced; null when it did not (a streamed or compressed answer). */
  total: number | null;
}

export interface AccountExport {
  blob: Blob;
  filename: string;
}

/** The size to expect, when the answer says it and is not re-encoded on the way. */
function announcedSize(response: Response): number | null {
  if (response.headers.get('Content-Encoding')) return null;
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** GET /api/account/export: every record of the user as JSON plus their files, as one ZIP; read piece by piece to tell progress. */
export async function exportAccountData(onProgress: (progress: ExportProgress) => void = () => {}): Promise<AccountExport> {
  const response = await apiRequest('GET', '/api/account/export');
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? DEFAULT_EXPORT_FILENAME;
  const type = response.headers.get('Content-Type') ?? 'application/zip';
  const total = announcedSize(response);
  if (!response.body) return { blob: await response.blob(), filename };
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return { blob: new Blob(parts, { type }), filename };
}

/** The download as a mutation, with how far it has come (null until the server starts answering). */
export function useExportAccountData() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: () => exportAccountData(setProgress),
    onMutate: () => setProgress(null),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
