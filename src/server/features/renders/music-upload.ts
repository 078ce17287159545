import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MUSIC_MAX_BYTES, renderProblems } from '@shared/contracts/renders';
import { badRequest, HttpError } from '../../http/http-error';
import { readFileHead, shownFileName } from '../../http/read-file-upload';
import { sniffAudioContainer, type AudioContainer } from '../../providers/video/probe-media';

/** The music formats accepted, as their first bytes say (never the file's name or declared type). */
export type MusicFormat = 'mp3' | 'wav' | 'ogg' | 'm4a';

const isMusicFormat = (container: AudioContainer): container is MusicFormat =>
  container === 'mp3' || container === 'wav' || container === 'ogg' || container === 'm4a';

/** What the file's first bytes say it is (the sniffer narrations use too), or undefined when they are none of the music formats. */
export function sniffMusicFormat(head: Buffer): MusicFormat | undefined {
  const container = sniffAudioContainer(head);
  return container && isMusicFormat(container) ? container : undefined;
}

/** An uploaded music file on local disk, until `discard()`. */
export interface MusicUpload {
  path: string;
  name: string;
  format: MusicFormat;
  bytes: number;
  discard(): Promise<void>;
}

const limits = { fileSize: MUSIC_MAX_BYTES, files: 1, fields: 0, parts: 1 };

/**
 * Reads POST /api/uploads/music: one file in the `file` field, streamed to a temporary file (at
 * most 20 MB, refused as it arrives beyond that), its format taken from its first bytes.
 */
export async function readMusicUpload(request: FastifyRequest): Promise<MusicUpload> {
  if (!request.isMultipart()) throw badRequest(renderProblems.musicMissing, 'NOT_MULTIPART');
  const folder = await mkdtemp(join(tmpdir(), 'genesis-music-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const path = join(folder, 'upload');
    let name: string | undefined;
    let bytes = 0;
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || name !== undefined)
        throw badRequest(renderProblems.musicMissing, 'UNEXPECTED_FIELD');
      name = shownFileName(part.filename) || 'music';
      part.file.on('data', (chunk: Buffer) => (bytes += chunk.length));
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new HttpError(413, 'MUSIC_TOO_LARGE', renderProblems.musicTooLarge);
    }
    if (name === undefined || bytes === 0) throw badRequest(renderProblems.musicMissing, 'NO_FILE');
    const format = sniffMusicFormat(await readFileHead(path, bytes));
    if (!format) throw badRequest(renderProblems.musicNotAudio, 'NOT_AUDIO');
    return { path, name, format, bytes, discard };
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, 'MUSIC_TOO_LARGE', renderProblems.musicTooLarge);
    }
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413)
      throw new HttpError(413, 'MUSIC_TOO_LARGE', renderProblems.musicTooLarge);
    throw badRequest('The upload was not a complete multipart form. Please try again.', 'MALFORMED_FORM');
  }
}
