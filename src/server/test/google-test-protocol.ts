/**
 * What Google's OAuth 2.0 and the YouTube Data API v3 say on the wire, for the stand-in
 * (google-test-server.ts): the scopes each method takes, error bodies in Google's two shapes, the
 * checks YouTube makes of a video's metadata, and reading request bodies (multipart/related too).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The JSON an upload opens with. */
export interface UploadMetadata {
  snippet?: Record<string, unknown>;
  status?: Record<string, unknown>;
}

const scope = {
  youtube: 'https://www.googleapis.com/auth/youtube',
  upload: 'https://www.googleapis.com/auth/youtube.upload',
  readonly: 'https://www.googleapis.com/auth/youtube.readonly',
  forceSsl: 'https://www.googleapis.com/auth/youtube.force-ssl',
  partner: 'https://www.googleapis.com/auth/youtubepartner',
} as const;
export const knownScopes = new Set<string>([...Object.values(scope), 'openid', 'email', 'profile']);

export type DataApiMethod =
  'channels.list' | 'videos.insert' | 'videos.list' | 'videos.update' | 'videos.delete' | 'thumbnails.set' | 'captions.insert';

/** The scopes each method accepts, one of which the token must carry (Google's discovery document). */
export const methodScopes: Record<DataApiMethod, string[]> = {
  'channels.list': [scope.youtube, scope.readonly, scope.forceSsl, scope.partner],
  'videos.insert': [scope.youtube, scope.upload, scope.forceSsl, scope.partner],
  'videos.list': [scope.youtube, scope.readonly, scope.forceSsl, scope.partner],
  'videos.update': [scope.youtube, scope.forceSsl, scope.partner],
  'videos.delete': [scope.youtube, scope.forceSsl, scope.partner],
  'thumbnails.set': [scope.youtube, scope.upload, scope.forceSsl, scope.partner],
  'captions.insert': [scope.forceSsl, scope.partner],
};

/** Google's status and domain for the reasons tests inject. */
export const reasonStatus: Record<string, { status: number; domain: string; message: string }> = {
  quotaExceeded: {
    status: 403,
    domain: 'youtube.quota',
    message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
  },
  uploadLimitExceeded: { status: 400, domain: 'youtube.video', message: 'The user has exceeded the number of videos they may upload.' },
  forbidden: { status: 403, domain: 'youtube.common', message: 'The request is not properly authorized.' },
  rateLimitExceeded: {
    status: 403,
    domain: 'youtube.quota',
    message: 'The request cannot be completed because you have exceeded your quota.',
  },
  backendError: { status: 500, domain: 'global', message: 'Backend Error' },
};

export const UNIT = 256 * 1024;
export const YOUTUBE_CATEGORIES = new Set(['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29']);
export const PRIVACY = new Set(['private', 'unlisted', 'public']);
/** A 1×1 PNG: the channels' picture. */
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/gH+2QqFSQAAAABJRU5ErkJggg==',
  'base64',
);

export const token = (prefix: string, bytes = 32) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
export const base64url = (buffer: Buffer) => buffer.toString('base64url');

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendPage(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Google</title><p>${text}</p>`);
}

/** The Data API's error body. */
export function apiError(res: ServerResponse, status: number, reason: string, message: string, domain = 'global') {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
  };
  const headers: Record<string, string> =
    status === 401 ? { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' } : {};
  sendJson(
    res,
    status,
    { error: { code: status, message, errors: [{ message, domain, reason }], status: statusName[status] ?? 'UNKNOWN' } },
    headers,
  );
}

/** OAuth's error body. */
export const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  sendJson(res, status, { error, error_description: description });

export async function readBody(req: IncomingMessage, limit = 16 * 1024 * 1024): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    length += part.length;
    if (length > limit) throw new Error('body too large');
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** The parts of a multipart/related body, each with its headers (lower-case) and bytes. */
export function multipartRelated(body: Buffer, contentType: string): { headers: Record<string, string>; body: Buffer }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return [];
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = Object.fromEntries(
        part
          .subarray(0, split)
          .toString('utf8')
          .split('\r\n')
          .filter((line) => line.includes(':'))
          .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      let content = part.subarray(split + 4);
      if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
      parts.push({ headers, body: content });
    }
    start = next;
  }
  return parts;
}

/** Repeated or comma-separated values of a query parameter (Google's client repeats them). */
export const listParam = (url: URL, name: string) => url.searchParams.getAll(name).flatMap((value) => value.split(',').filter(Boolean));

/** Why YouTube would refuse this upload's metadata, or null. */
export function metadataProblem(metadata: UploadMetadata): [reason: string, message: string] | null {
  const snippet = metadata.snippet ?? {};
  const status = metadata.status ?? {};
  const title = snippet.title;
  if (typeof title !== 'string' || !title.trim() || title.length > 100 || /[<>]/.test(title)) {
    return ['invalidTitle', 'The request metadata specifies an invalid or empty video title.'];
  }
  const description = snippet.description ?? '';
  if (typeof description !== 'string' || Buffer.byteLength(description) > 5000 || /[<>]/.test(description)) {
    return ['invalidDescription', 'The request metadata specifies an invalid video description.'];
  }
  const tags = snippet.tags ?? [];
  if (!Array.isArray(tags) || tags.join(',').length > 500) return ['invalidTags', 'The request metadata specifies invalid video keywords.'];
  if (snippet.categoryId !== undefined && !YOUTUBE_CATEGORIES.has(String(snippet.categoryId))) {
    return ['invalidCategoryId', 'The snippet.categoryId property specifies an invalid category ID.'];
  }
  return statusProblem(status);
}

export function statusProblem(status: Record<string, unknown>): [reason: string, message: string] | null {
  if (status.privacyStatus !== undefined && !PRIVACY.has(String(status.privacyStatus))) {
    return ['invalidVideoMetadata', 'The request metadata is invalid.'];
  }
  if (status.publishAt !== undefined) {
    const at = Date.parse(String(status.publishAt));
    if (status.privacyStatus !== 'private' || Number.isNaN(at) || at <= Date.now()) {
      return ['invalidPublishAt', 'The request metadata specifies an invalid scheduled publishing time.'];
    }
  }
  return null;
}

/** A video's status as YouTube stores it from the writable fields sent (left out: not set). */
export function storedStatus(
  sent: Record<string, unknown>,
  kept: { uploadStatus: unknown; failureReason?: unknown; rejectionReason?: unknown },
) {
  const madeForKids = sent.selfDeclaredMadeForKids;
  return {
    ...kept,
    privacyStatus: sent.privacyStatus ?? 'public',
    ...(sent.publishAt !== undefined ? { publishAt: new Date(String(sent.publishAt)).toISOString() } : {}),
    license: sent.license ?? 'youtube',
    embeddable: sent.embeddable ?? true,
    publicStatsViewable: sent.publicStatsViewable ?? true,
    ...(typeof madeForKids === 'boolean' ? { selfDeclaredMadeForKids: madeForKids, madeForKids } : {}),
    ...(typeof sent.containsSyntheticMedia === 'boolean' ? { containsSyntheticMedia: sent.containsSyntheticMedia } : {}),
  };
}
