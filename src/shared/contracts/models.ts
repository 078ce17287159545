import { z } from 'zod';

/**
 * Local models managed in the operator console (/api/admin/models): GGUF files downloaded by URL
 * into DATA_DIR/models, for the local text engine (node-llama-cpp). Administrators only.
 */

export const modelMessages = {
  notGgufUrl: 'The address must end in a file name ending in .gguf (a GGUF model file).',
  exists: 'A model file with this name is already downloaded. Delete it first to download it again.',
  downloading: 'This model file is already being downloaded.',
  downloadNotFound: 'Download not found',
  notCancelable: 'This download has already ended.',
  modelNotFound: 'Model file not found',
  canceled: 'The download was canceled.',
  checksumMismatch:
    'The downloaded file’s SHA-256 checksum did not match the one given: the file was deleted. Check the checksum and the address, then download again.',
  notGguf:
    'The downloaded file is not a GGUF model (it does not start with “GGUF”). Check that the address points to the .gguf file itself, not to a web page about it.',
  runtimeMissing:
    'The local model runtime (node-llama-cpp) is not installed on this server: install it from Local models in the operator console (about 725 MB), or run `npm install node-llama-cpp` in the app folder, then test again.',
  modelDeleted: 'Model deleted.',
  modelInUse: 'An AI engine runs on this model file. Choose another engine for it under AI engines first.',
} as const;

/** A file name the models folder accepts: letters, digits, dot, dash and underscore, no leading dot, ending in .gguf. */
export const MODEL_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\.gguf$/;

/**
 * The file name a download by this address is saved under: the last part of the URL's path, with
 * every character outside [A-Za-z0-9._-] made '_' and leading dots dropped; undefined when that is
 * not a .gguf name (or the address is not http(s)).
 */
export function modelFileNameFromUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  let last = url.pathname.split('/').at(-1) ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as it is; its '%' becomes '_' below.
  }
  const name = last.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return MODEL_FILE_NAME.test(name) ? name : undefined;
}

export const startModelDownloadInput = z.strictObject({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine((url) => modelFileNameFromUrl(url) !== undefined, modelMessages.notGgufUrl),
  sha256: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'A SHA-256 checksum is 64 hexadecimal characters.')
    .transform((hex) => hex.toLowerCase())
    .optional(),
});
export type StartModelDownloadInput = z.input<typeof startModelDownloadInput>;

export const modelDownloadStatuses = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type ModelDownloadStatus = (typeof modelDownloadStatuses)[number];

export const modelDownload = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  sha256: z.string().nullable(),
  status: z.enum(modelDownloadStatuses),
  bytesDone: z.number().int(),
  /** The file's size once the server said it; null before, or when it never says. */
  bytesTotal: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ModelDownload = z.infer<typeof modelDownload>;

export const localModel = z.object({ fileName: z.string(), bytes: z.number().int(), modifiedAt: z.string() });
export type LocalModel = z.infer<typeof localModel>;

/** node-llama-cpp on this instance: there, absent, being installed from the console, or its install failed (`message` says why). */
export const localModelRuntime = z.object({
  status: z.enum(['installed', 'missing', 'installing', 'failed']),
  message: z.string().nullable(),
});
export type LocalModelRuntime = z.infer<typeof localModelRuntime>;

/** POST /api/admin/models/runtime → 202 */
export const localModelRuntimeResponse = z.object({ runtime: localModelRuntime });

/** GET /api/admin/models: the downloaded files, the recent downloads (newest first) and whether node-llama-cpp is there to run them. */
export const modelsResponse = z.object({
  runtimeInstalled: z.boolean(),
  runtime: localModelRuntime,
  models: z.array(localModel),
  downloads: z.array(modelDownload),
});
export type ModelsResponse = z.infer<typeof modelsResponse>;

export const modelDownloadResponse = z.object({ download: modelDownload });
export type ModelDownloadResponse = z.infer<typeof modelDownloadResponse>;

export const modelDownloadIdParams = z.object({ id: z.uuid() });
export const modelFileParams = z.object({
  fileName: z.string().regex(MODEL_FILE_NAME, 'Not a model file name'),
});
