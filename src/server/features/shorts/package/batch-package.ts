import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { seoAnalyzeInput } from '@shared/contracts/seo';
import { shortBatchProblems, type ShortBatch } from '@shared/contracts/shorts';
import type { AppDeps } from '../../../app/deps';
import type { UserRow } from '../../../db/schema';
import { conflict, HttpError } from '../../../http/http-error';
import { slugOf, type ProjectService } from '../../projects';
import type { RenderService } from '../../renders';
import type { SeoService } from '../../seo';
import { clipDescription, clipFolder, clipTitle, hashtagsOf, keptSeconds, sourceRange, spokenText, type ClipTitle } from './clip-copy';
import { extractFrame, frameMoment, titledFrame } from './short-thumbnail';

/**
 * A batch of shorts as one ZIP to publish from: per finished short a folder (`01-why-sleep-matters/`)
 * holding the rendered video (short.mp4), its title (title.txt), a description with hashtags from
 * the SEO analysis of its words (description.txt) and a cover with the title over one of its frames
 * (thumbnail.jpg); at the root batch.json, listing the clips and every short or file left out, and why.
 */

type FinishedShort = Awaited<ReturnType<RenderService['batchVideos']>>['videos'][number];

export interface ShortBatchPackageDeps extends Pick<AppDeps, 'storage' | 'video' | 'heavyWork' | 'clock' | 'log'> {
  renders: Pick<RenderService, 'batchVideos'>;
  projects: Pick<ProjectService, 'get'>;
  seo: Pick<SeoService, 'analyzeOffline'>;
}

/** Something the package leaves out: a short that did not finish, or a file of one that did. */
interface Missing {
  order: number;
  renderId: string;
  title: string | null;
  /** The short's status, for one that did not finish. */
  status?: string;
  /** The file left out, for a short that finished; or the file a part is left out of. */
  file?: string;
  /** The part of `file` left out (the file itself is there). */
  part?: 'hashtags';
  /** Fixed wording (leftOutWhy), never an error's own text: that goes to the log. */
  why: string;
}

/** Why a file or part of a finished short is left out: the same words whatever the error said. */
const leftOutWhy = {
  videoGone: 'the stored video could not be found',
  noVideoForCover: 'there is no video to take a frame from',
  noFfmpeg: 'covers cannot be made on this server (it has no ffmpeg)',
  noFrame: 'no frame of the short could be decoded',
  noHashtags: 'the analysis of its words for hashtags failed; download the batch again to try once more',
} as const;

/** A cover that cannot be made, for a reason the package names (leftOutWhy). */
class NoCover extends Error {
  constructor(readonly why: (typeof leftOutWhy)[keyof typeof leftOutWhy]) {
    super(why);
    this.name = 'NoCover';
  }
}

/**
 * A refusal of heavy work (the user's places of its kind taken: 429; the instance's: 503): the
 * package as a whole is refused, with Retry-After, since it is made before its first byte is sent
 * and the next try has every part; any other failure of an extra leaves that extra out.
 */
const refusedForNow = (error: unknown) => error instanceof HttpError && (error.statusCode === 429 || error.statusCode === 503);

/** One finished short, ready to be written: its texts and cover made, its video's stored size known. */
interface PreparedClip {
  order: number;
  folder: string;
  video: FinishedShort;
  title: ClipTitle;
  hashtags: string[];
  durationSeconds: number;
  texts: Array<{ name: string; text: string }>;
  thumbnail: Buffer | undefined;
  /** The stored MP4's size; undefined when the file has gone. */
  videoSize: number | undefined;
}

const seconds = (value: number) => Math.round(value * 1000) / 1000;

/** Why a short of the batch is not in the package, from its status. */
function whyUnfinished(render: ShortBatch['renders'][number]): string {
  switch (render.status) {
    case 'queued':
    case 'running':
      return 'it was still rendering when the package was made; download the batch again once it has finished';
    case 'failed':
      return `it failed to render${render.error ? `: ${render.error}` : ''}`;
    case 'canceled':
      return 'it was canceled before it finished rendering';
    case 'done':
      return 'its video is not stored';
  }
}

/** yazl's callback for a stream it opens when the entry's turn comes; a failure to open it is the ZIP's error. */
function lazily(open: () => Promise<Readable>) {
  return (done: (error: unknown, stream: NodeJS.ReadableStream) => void) => {
    open().then(
      (stream) => done(null, stream),
      // yazl reads no stream when it is given an error.
      (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
    );
  };
}

export const shortBatchFileName = (projectTitle: string, createdAt: string) =>
  `${slugOf(projectTitle)}-shorts-${createdAt.slice(0, 10)}.zip`;

/**
 * The batch package maker. The slow parts run off the event loop and are gated as heavy work: the
 * SEO analysis on its threads (one of the user's 'seo' places each), the frame decoded by a limited
 * ffmpeg child process and the cover drawn by sharp (one of their 'thumbnail' places each), one short
 * after another. All of that is done before the first byte is sent, so a refusal of heavy work is
 * still an HTTP error (429 or 503 with Retry-After); then the ZIP is written as it is read, each
 * video opened only when its turn comes. The plan is not checked: a lapsed user may still download
 * what they rendered, as a project's export package.
 */
export function createShortBatchPackage(deps: ShortBatchPackageDeps) {
  const { storage } = deps;

  /** The stored file's size, from a read of its first byte (the storage has no stat); undefined when it has gone. */
  async function storedSize(key: string): Promise<number | undefined> {
    const file = await storage.get(key, { start: 0, end: 0 });
    file?.body.destroy();
    return file?.size;
  }

  /** Up to five hashtags from the SEO analysis of what the short says, under its hook title when it has one. */
  async function hashtagsFor(user: UserRow, short: FinishedShort['short'], title: ClipTitle, signal?: AbortSignal): Promise<string[]> {
    const words = spokenText(short.words);
    const content = title.from === 'hook' ? `# ${title.text}\n\n${words}` : words;
    if (!/[\p{L}\p{N}]/u.test(content)) return [];
    const analysis = await deps.seo.analyzeOffline(user, seoAnalyzeInput.parse({ content }), signal);
    return hashtagsOf(analysis.tags);
  }

  /** The cover: the stored short downloaded into a folder of its own (removed after), one frame decoded, the title drawn over it. */
  async function thumbnailOf(user: UserRow, video: FinishedShort, title: ClipTitle, durationSeconds: number, signal?: AbortSignal) {
    const binaries = await deps.video();
    if (!binaries) throw new NoCover(leftOutWhy.noFfmpeg);
    return deps.heavyWork.run(user.id, 'thumbnail', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'genesis-short-cover-'));
      try {
        const file = join(folder, 'short.mp4');
        const stored = await storage.get(video.key);
        if (!stored) throw new NoCover(leftOutWhy.videoGone);
        await pipeline(stored.body, createWriteStream(file), { signal });
        const frame = join(folder, 'frame.png');
        await extractFrame(binaries, file, frameMoment(video.short.words, durationSeconds, video.short.title !== null), frame, signal);
        const size = video.width && video.height ? { width: video.width, height: video.height } : undefined;
        return await titledFrame(await readFile(frame), title.text, size);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  }

  async function prepare(
    user: UserRow,
    video: FinishedShort,
    order: number,
    missing: Missing[],
    signal?: AbortSignal,
  ): Promise<PreparedClip> {
    const { short } = video;
    const title = clipTitle(short, order);
    const folder = clipFolder(order, title.text);
    const durationSeconds = video.durationSeconds ?? keptSeconds(short.spans);
    const leftOut = (file: string, why: string, part?: Missing['part']) =>
      missing.push({ order, renderId: video.id, title: title.text, file: `${folder}/${file}`, ...(part ? { part } : {}), why });

    const hashtags = await hashtagsFor(user, short, title, signal).catch((error: unknown) => {
      // The client gone, or heavy work refused (429 or 503): the package as a whole is refused.
      if (signal?.aborted || refusedForNow(error)) throw error;
      deps.log.warn({ err: error, renderId: video.id }, 'shorts package: no hashtags for a short');
      leftOut('description.txt', leftOutWhy.noHashtags, 'hashtags');
      return [];
    });

    const videoSize = await storedSize(video.key);
    let thumbnail: Buffer | undefined;
    if (videoSize === undefined) {
      leftOut('short.mp4', leftOutWhy.videoGone);
      leftOut('thumbnail.jpg', leftOutWhy.noVideoForCover);
    } else {
      thumbnail = await thumbnailOf(user, video, title, durationSeconds, signal).catch((error: unknown) => {
        // The client gone, or heavy work refused (429 or 503): the package as a whole is refused.
        if (signal?.aborted || refusedForNow(error)) throw error;
        deps.log.warn({ err: error, renderId: video.id }, 'shorts package: no cover for a short');
        leftOut('thumbnail.jpg', error instanceof NoCover ? error.why : leftOutWhy.noFrame);
        return undefined;
      });
    }
    const description = clipDescription({ words: short.words, spans: short.spans, durationSeconds, hashtags });
    return {
      order,
      folder,
      video,
      title,
      hashtags,
      durationSeconds,
      texts: [
        { name: 'title.txt', text: `${title.text}\n` },
        { name: 'description.txt', text: description },
      ],
      thumbnail,
      videoSize,
    };
  }

  /** The ZIP, written as it is read: texts and covers compressed, videos stored as they are and opened in turn. */
  function zipOf(batch: ShortBatch, projectTitle: string, clips: PreparedClip[], missing: Missing[], exportedAt: Date): Readable {
    const zip = new yazl.ZipFile();
    // yazl's output is a stream.PassThrough; its types only say NodeJS.ReadableStream.
    const output = zip.outputStream as Readable;
    const opened: Readable[] = [];
    // A video that fails while it is read ends the download with an error rather than the process
    // (every error: a second one with no listener would be thrown); a download given up closes the
    // video being read, and one opened after it was given up (below).
    const fail = (error: Error) => output.destroy(error);
    zip.on('error', fail);
    output.once('close', () => opened.forEach((body) => body.destroy()));
    const givenUp = () => new Error('the download was given up');

    const mtime = exportedAt;
    const files: string[] = [];
    const add = (name: string, data: Buffer, compress = true) => {
      zip.addBuffer(data, name, { mtime, compress });
      files.push(name);
    };
    const manifestClips = clips.map((clip) => {
      const names: string[] = [];
      const inFolder = (name: string) => {
        names.push(`${clip.folder}/${name}`);
        return `${clip.folder}/${name}`;
      };
      if (clip.videoSize !== undefined) {
        const name = inFolder('short.mp4');
        zip.addReadStreamLazy(
          name,
          { mtime, compress: false, size: clip.videoSize },
          lazily(async () => {
            if (output.destroyed) throw givenUp();
            const stored = await storage.get(clip.video.key);
            if (!stored) throw new Error(`${name}: the stored video has gone`);
            // Given up while the video was being opened: the close above has run, so it is closed here.
            if (output.destroyed) {
              stored.body.destroy();
              throw givenUp();
            }
            opened.push(stored.body);
            stored.body.once('error', fail);
            return stored.body;
          }),
        );
        files.push(name);
      }
      for (const { name, text } of clip.texts) add(inFolder(name), Buffer.from(text, 'utf8'));
      if (clip.thumbnail) add(inFolder('thumbnail.jpg'), clip.thumbnail, false);
      const { start, end } = sourceRange(clip.video.short.spans);
      return {
        order: clip.order,
        folder: `${clip.folder}/`,
        renderId: clip.video.id,
        title: clip.title.text,
        titleFrom: clip.title.from,
        start: seconds(start),
        end: seconds(end),
        durationSeconds: seconds(clip.durationSeconds),
        cuts: clip.video.short.spans.length - 1,
        format: clip.video.format,
        width: clip.video.width ?? null,
        height: clip.video.height ?? null,
        hashtags: clip.hashtags,
        files: names,
      };
    });
    const manifest = {
      batchId: batch.batchId,
      projectId: batch.projectId,
      project: projectTitle,
      status: batch.status,
      createdAt: batch.createdAt,
      exportedAt: exportedAt.toISOString(),
      clips: manifestClips,
      missing,
      files: [...files, 'batch.json'],
    };
    add('batch.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    zip.end();
    return output;
  }

  /**
   * The package of the user's batch and the name to save it under: 404 SHORT_BATCH_NOT_FOUND for a
   * batch that is not theirs, 409 SHORT_BATCH_NOT_RENDERED while none of its shorts has finished.
   * `signal` (the client gone) stops the work still to do before the ZIP starts.
   */
  return async function shortBatchPackage(
    user: UserRow,
    batchId: string,
    signal?: AbortSignal,
  ): Promise<{ fileName: string; stream: Readable }> {
    const { batch, videos } = await deps.renders.batchVideos(user.id, batchId);
    if (videos.length === 0) {
      const problem = batch.status === 'rendering' ? shortBatchProblems.notRenderedYet : shortBatchProblems.noneRendered;
      throw conflict(problem, 'SHORT_BATCH_NOT_RENDERED');
    }
    const project = await deps.projects.get(user.id, batch.projectId);
    const exportedAt = deps.clock.now();
    const finished = new Map(videos.map((video) => [video.id, video]));
    const missing: Missing[] = [];
    const clips: PreparedClip[] = [];
    // One short after another: each holds a place of the user's heavy work while its cover is made.
    for (const [index, render] of batch.renders.entries()) {
      signal?.throwIfAborted();
      const video = finished.get(render.id);
      if (video) clips.push(await prepare(user, video, index + 1, missing, signal));
      else missing.push({ order: index + 1, renderId: render.id, title: render.title, status: render.status, why: whyUnfinished(render) });
    }
    return {
      fileName: shortBatchFileName(project.title, batch.createdAt),
      stream: zipOf(batch, project.title, clips, missing, exportedAt),
    };
  };
}

export type ShortBatchPackage = ReturnType<typeof createShortBatchPackage>;
