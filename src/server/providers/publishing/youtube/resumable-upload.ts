import type { UploadProgress, UploadSession, VideoDetails } from '../publishing-platform';
import { callGoogle, googleError, unexpectedAnswer } from './google-errors';

/**
 * YouTube's resumable upload ("Resumable uploads", YouTube Data API), with plain fetch: Google's
 * client sends media in one multipart request, which a cut connection loses whole.
 *
 * 1. POST {api}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status with the video's
 *    metadata and X-Upload-Content-Length/-Type → 200 with the session URI in `Location`.
 * 2. PUT chunks to the session URI with `Content-Range: bytes a-b/total` → 308 Resume Incomplete with
 *    `Range: bytes=0-n` (n + 1 bytes held; no Range: none), or 200/201 with the video resource.
 * 3. An empty PUT whose Content-Range names only the total (`bytes *` and `/total`) asks how far it
 *    is, with the same answers.
 * 404 or 410 on a PUT: the session expired; the upload starts over in a new one.
 */

/** Every chunk but the last is a whole multiple of 256 KiB. */
export const CHUNK_UNIT = 256 * 1024;

export interface UploadCalls {
  apiBaseUrl: string;
  fetch: typeof fetch;
  /** For starting a session and asking how far it is. */
  timeoutMs: number;
  /** For sending one chunk. */
  chunkTimeoutMs: number;
}

/** The resource YouTube creates: the metadata part of the first request. */
export function videoResource(details: VideoDetails) {
  return {
    snippet: {
      title: details.title,
      description: details.description,
      tags: details.tags,
      categoryId: details.categoryId,
      defaultLanguage: details.language,
      defaultAudioLanguage: details.language,
    },
    status: {
      // A scheduled video is private until publishAt; YouTube refuses publishAt on any other.
      privacyStatus: details.publishAt ? 'private' : details.privacy,
      ...(details.publishAt ? { publishAt: details.publishAt.toISOString() } : {}),
      selfDeclaredMadeForKids: details.madeForKids,
    },
  };
}

/** How far the upload is, from the answer to a PUT (a chunk or a status query). */
async function progressOf(response: Response, what: string, secrets: string[]): Promise<UploadProgress> {
  if (response.status === 308) {
    await response.body?.cancel();
    const range = response.headers.get('range');
    if (!range) return { state: 'incomplete', confirmedBytes: 0 };
    const last = /^bytes=0-(\d+)$/.exec(range.trim());
    if (!last?.[1]) throw unexpectedAnswer(what, 308);
    return { state: 'incomplete', confirmedBytes: Number(last[1]) + 1 };
  }
  if (response.status === 200 || response.status === 201) {
    const video = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (typeof video?.id !== 'string') throw unexpectedAnswer(what, response.status);
    return { state: 'complete', videoId: video.id };
  }
  const body = await response.text();
  const expired = response.status === 404 || response.status === 410;
  throw googleError(what, response.status, body, secrets, expired ? 'uploadSessionExpired' : undefined);
}

export function createResumableUpload(calls: UploadCalls) {
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  return {
    chunkUnit: CHUNK_UNIT,

    startUpload(
      accessToken: string,
      details: VideoDetails,
      file: { bytes: number; contentType: string },
      signal?: AbortSignal,
    ): Promise<UploadSession> {
      const what = 'the upload';
      const limits = { timeoutMs: calls.timeoutMs, signal, secrets: [accessToken] };
      return callGoogle(what, limits, async (callSignal) => {
        const response = await calls.fetch(`${calls.apiBaseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
          method: 'POST',
          headers: {
            ...bearer(accessToken),
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-length': String(file.bytes),
            'x-upload-content-type': file.contentType,
          },
          body: JSON.stringify(videoResource(details)),
          signal: callSignal,
        });
        if (!response.ok) throw googleError(what, response.status, await response.text(), [accessToken]);
        await response.body?.cancel();
        const url = response.headers.get('location');
        if (!url) throw unexpectedAnswer(what, response.status);
        return { url };
      });
    },

    uploadStatus(accessToken: string, session: UploadSession, totalBytes: number, signal?: AbortSignal): Promise<UploadProgress> {
      const what = "the upload's status query";
      const limits = { timeoutMs: calls.timeoutMs, signal, secrets: [accessToken, session.url] };
      return callGoogle(what, limits, async (callSignal) => {
        const response = await calls.fetch(session.url, {
          method: 'PUT',
          headers: { ...bearer(accessToken), 'content-range': `bytes */${totalBytes}` },
          // A 308 is YouTube's "Resume Incomplete" here, not a redirect to follow.
          redirect: 'manual',
          signal: callSignal,
        });
        return progressOf(response, what, limits.secrets);
      });
    },

    async sendChunk(
      accessToken: string,
      session: UploadSession,
      chunk: { bytes: Buffer; from: number; totalBytes: number },
      signal?: AbortSignal,
    ): Promise<UploadProgress> {
      const { bytes, from, totalBytes } = chunk;
      const to = from + bytes.length;
      if (bytes.length === 0 || to > totalBytes)
        throw new RangeError(`A chunk of bytes ${from}–${to} does not fit an upload of ${totalBytes}`);
      if (to < totalBytes && bytes.length % CHUNK_UNIT !== 0) {
        throw new RangeError(`Every chunk but the last is a multiple of ${CHUNK_UNIT} bytes; this one has ${bytes.length}`);
      }
      const what = 'a chunk of the upload';
      const limits = { timeoutMs: calls.chunkTimeoutMs, signal, secrets: [accessToken, session.url] };
      return callGoogle(what, limits, async (callSignal) => {
        const response = await calls.fetch(session.url, {
          method: 'PUT',
          headers: { ...bearer(accessToken), 'content-range': `bytes ${from}-${to - 1}/${totalBytes}` },
          // A view of the same memory (fetch's types take no Buffer).
          body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
          redirect: 'manual',
          signal: callSignal,
        });
        return progressOf(response, what, limits.secrets);
      });
    },
  };
}
