import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError } from './http-error';

/** An uploaded file on local disk, with its first bytes (to read its format from) and the form's text fields, until `discard()`. */
export interface FileUpload {
  path: string;
  /** The file's name as the form gave it, without control or formatting characters (shown back to its owner only). */
  name: string;
  bytes: number;
  head: Buffer;
  fields: Record<string, string>;
  discard(): Promise<void>;
}

export interface FileUploadRules {
  /** The form field that carries the file. */
  field: string;
  /** Text fields the form may carry beside it. */
  textFields: readonly string[];
  maxBytes: number;
  /** The message when the form has no file. */
  missing: string;
  /** The 413 when the file is larger than `maxBytes`. */
  tooLarge: { code: string; message: string };
}

/** The first bytes a sniffer reads (every container and picture format is named within them). */
const HEAD_BYTES = 64;

/** The first HEAD_BYTES of a file on local disk (of `bytes` bytes, when it is known to be shorter; zeros past a shorter file's end). */
export async function readFileHead(path: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const head = Buffer.alloc(Math.min(HEAD_BYTES, bytes));
  const handle = await open(path);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  return head;
}

/** A file's name as its owner sent it, to be shown back to them: no control or formatting characters (a NUL, an escape, a bidi override), at most 200 characters. */
export const shownFileName = (raw: string) =>
  raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
const TEXT_FIELD_MAX_BYTES = 1024;

/**
 * Reads a multipart form of one file and a few text fields, streaming the file to a temporary
 * folder and refusing it (413) as soon as it passes `maxBytes`; nothing of it is trusted but its bytes.
 */
export async function readFileUpload(request: FastifyRequest, rules: FileUploadRules): Promise<FileUpload> {
  if (!request.isMultipart()) throw badRequest(rules.missing, 'NOT_MULTIPART');
  const folder = await mkdtemp(join(tmpdir(), 'genesis-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const tooLarge = () => new HttpError(413, rules.tooLarge.code, rules.tooLarge.message);
  try {
    const path = join(folder, 'upload');
    const fields: Record<string, string> = {};
    let bytes = -1;
    let name = '';
    const limits = { fileSize: rules.maxBytes, files: 1, fields: rules.textFields.length, fieldSize: TEXT_FIELD_MAX_BYTES };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (!rules.textFields.includes(part.fieldname) || typeof part.value !== 'string') {
          throw badRequest(`Unexpected form field '${part.fieldname.slice(0, 40)}'.`, 'UNEXPECTED_FIELD');
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field || bytes !== -1) throw badRequest(rules.missing, 'UNEXPECTED_FIELD');
      bytes = 0;
      name = shownFileName(part.filename);
      part.file.on('data', (chunk: Buffer) => (bytes += chunk.length));
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw tooLarge();
    }
    if (bytes <= 0) throw badRequest(rules.missing, 'NO_FILE');
    return { path, name, bytes, head: await readFileHead(path, bytes), fields, discard };
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const { RequestFileTooLargeError, FieldsLimitError, FilesLimitError, PartsLimitError } = request.server.multipartErrors;
    if (error instanceof RequestFileTooLargeError) throw tooLarge();
    if (error instanceof FieldsLimitError || error instanceof FilesLimitError || error instanceof PartsLimitError) {
      throw badRequest(
        `The form can carry one ${rules.field} file and ${rules.textFields.join(', ') || 'no other fields'}.`,
        'UNEXPECTED_FIELD',
      );
    }
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) throw tooLarge();
    throw badRequest('The upload was not a complete multipart form. Please try again.', 'MALFORMED_FORM');
  }
}
