import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions, type Upload } from '@tus/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MEDIA_RESUMABLE_MAX_BYTES, mediaProblems } from '@shared/contracts/media';
import { HttpError } from '../../http/http-error';
import { readFileHead, shownFileName } from '../../http/read-file-upload';
import type { MediaService } from './service';

/** Where the resumable protocol is served (the route's prefix included: tus writes it into each upload's Location). */
export const RESUMABLE_PATH = '/api/uploads/resumable';
/** An upload not finished within this is removed, with whatever of it arrived. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often abandoned uploads are looked for. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
/** A refusal as tus sends it: a status and a body (ours: the JSON every other route answers with). */
type TusRefusal = { status_code: number; body: string };

const refusal = (status: number, code: string, message: string): TusRefusal => ({
  status_code: status,
  body: JSON.stringify({ message, code }),
});

/** An error of ours (or anything else, as a 500 that says nothing) as tus sends it. */
function asRefusal(error: unknown): TusRefusal {
  if (error instanceof HttpError) return refusal(error.statusCode, error.code, error.message);
  if (typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error) return error as TusRefusal;
  return refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}

/** What the client names in Upload-Metadata: the project, and the file's name. */
const uploadMetadata = z.object({
  projectId: z.uuid('Name the project (projectId, a UUID) in Upload-Metadata.'),
  // tus-js-client's examples send `filename`, Uppy `name` too.
  filename: z.string().max(1000).nullish(),
  name: z.string().max(1000).nullish(),
});

/**
 * The tus protocol (resumable uploads, DESIGN.md §7) for media files up to 2 GB: @tus/server with its
 * file store in RESUMABLE_UPLOADS_DIR (a folder the instances of a cluster share: a part may reach
 * any of them). The signed-in user (the route checks the bearer token on every
 * request) is handed in per request with `handle`; each upload's id starts with its owner's id, and
 * no other user reaches it. The project in Upload-Metadata is checked for ownership, and the length
 * against 2 GB and the user's quota, before anything is written; a finished upload goes through the
 * multipart route's checks (MediaService) and is removed from the store however they end. Uploads
 * left unfinished are removed after a day.
 */
export function createResumableUploads(options: { media: MediaService; directory: string; log: Pick<Logger, 'warn'> }) {
  const { media, log, directory } = options;
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: ABANDONED_AFTER_MS });
  /** The signed-in user of each request being handled. */
  const owners = new WeakMap<IncomingMessage, string>();

  const ownerOf = (req: TusRequest): string => {
    const raw = req.runtime?.node?.req as IncomingMessage | undefined;
    const userId = raw && owners.get(raw);
    if (!userId) throw refusal(401, 'UNAUTHENTICATED', 'Sign in to upload.');
    return userId;
  };
  const notFound = () => refusal(404, 'UPLOAD_NOT_FOUND', 'Upload not found');

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: MEDIA_RESUMABLE_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: the client sends its bearer token, no other site's page may.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => `${ownerOf(req)}-${randomUUID()}`,
    async onIncomingRequest(req, id) {
      if (!id.startsWith(`${ownerOf(req)}-`)) throw notFound();
    },
    async onUploadCreate(req, upload) {
      const userId = ownerOf(req);
      const metadata = uploadMetadata.safeParse(upload.metadata ?? {});
      if (!metadata.success) throw refusal(400, 'VALIDATION_ERROR', metadata.error.issues[0]?.message ?? 'Invalid Upload-Metadata');
      if (upload.size === undefined)
        throw refusal(400, 'LENGTH_REQUIRED', 'Send the file’s length (Upload-Length) when the upload starts.');
      try {
        await media.admitResumable(userId, metadata.data.projectId, upload.size);
      } catch (error) {
        throw asRefusal(error);
      }
      return {};
    },
    async onUploadFinish(req, upload: Upload) {
      const userId = ownerOf(req);
      const path = join(directory, upload.id);
      try {
        const { projectId, filename, name } = uploadMetadata.parse(upload.metadata ?? {});
        const bytes = upload.offset;
        const item = await media.acceptResumable(userId, projectId, {
          path,
          name: shownFileName(filename ?? name ?? ''),
          bytes,
          head: await readFileHead(path, bytes),
        });
        return { status_code: 201, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item) };
      } catch (error) {
        throw asRefusal(error);
      } finally {
        // Accepted (it was copied to storage) or refused: the upload is done with either way.
        await store
          .remove(upload.id)
          .catch((err: unknown) => log.warn({ err, uploadId: upload.id }, 'a finished upload could not be removed'));
      }
    },
    onResponseError(_req, error) {
      // tus' own refusals are plain text; ours are JSON already.
      if ('status_code' in error && error.status_code === 413 && !error.body.startsWith('{')) {
        return refusal(413, 'MEDIA_TOO_LARGE', mediaProblems.tooLarge);
      }
      if (!('status_code' in error)) return asRefusal(error);
      return undefined;
    },
  });

  const sweep = setInterval(() => {
    server.cleanUpExpiredUploads().catch((err: unknown) => log.warn({ err }, 'abandoned uploads could not be removed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    /** Answers one request of the protocol for `userId` (whose token the route checked), writing to `res` itself. */
    async handle(userId: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
      owners.set(req, userId);
      await server.handle(req, res);
    },
    /** Removes uploads abandoned for a day (also done every hour). */
    sweep: () => server.cleanUpExpiredUploads(),
    close(): void {
      clearInterval(sweep);
    },
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
