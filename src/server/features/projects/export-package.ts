import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Project } from '@shared/contracts/projects';
import type { Render } from '@shared/contracts/renders';
import { storedFileKey, type FileStorage } from '../../providers/storage/file-storage';

/** A stored file to put in the package: its storage key and its name inside the ZIP. */
interface PackageFile {
  key: string;
  name: string;
}

/** A finished render to put in the package, with the storage key of its MP4. */
export type PackageVideo = Pick<Render, 'id' | 'format' | 'resolution' | 'durationSeconds' | 'width' | 'height'> & { key: string };

/** A photo the creator uploaded to the project's media library, and the name it was uploaded under. */
export interface PackagePhoto {
  key: string;
  name: string;
}

/** What the package takes from beyond the project: its video and the creator's own photos. */
export interface PackageExtras {
  video?: PackageVideo | undefined;
  photos?: PackagePhoto[];
}

const extensionOf = (key: string) => /\.[a-z0-9]+$/i.exec(key)?.[0] ?? '';

/** A name from a title (a project's, a short's): ASCII letters, digits and dashes, never empty (`fallback` then). */
export function slugOf(title: string, fallback = 'project'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

export const packageFileName = (title: string) => `${slugOf(title)}-publish-package.zip`;

/**
 * What goes in the publish package, by name: the rendered video, the script, the newest voiceover
 * (or narration) with its captions, the chosen thumbnail and the newest three, the project's
 * pictures and the creator's own photos, the SEO copy, and project.json describing them all. Parts the project does not have yet
 * are listed in project.json under `missing`.
 */
export function packageContents(project: Project, exportedAt: Date, { video, photos = [] }: PackageExtras = {}) {
  const texts = new Map<string, string>();
  const files: PackageFile[] = [];
  const missing: string[] = [];
  const { script, seo } = project;
  const voiceover = project.voiceovers[0];

  if (script) texts.set('script.md', `# ${project.title}\n\n${script.content.trim()}\n`);
  if (voiceover) {
    files.push(
      { key: storedFileKey(voiceover.audioUrl), name: 'voiceover.mp3' },
      { key: storedFileKey(voiceover.captions.srt), name: 'captions.srt' },
      { key: storedFileKey(voiceover.captions.vtt), name: 'captions.vtt' },
    );
  } else {
    missing.push('voiceover.mp3, captions.srt and captions.vtt: the script has not been voiced yet');
  }

  const chosen = project.thumbnails.find((thumbnail) => thumbnail.chosen);
  const newestBatch = project.thumbnails.filter((thumbnail) => thumbnail.batchId === project.thumbnails[0]?.batchId);
  const thumbnails = [
    ...(chosen ? [{ thumbnail: chosen, name: 'thumbnails/chosen.jpg' }] : []),
    // Numbered 1–3 by their place in the batch.
    ...newestBatch
      .map((thumbnail, index) => ({ thumbnail, name: `thumbnails/variant-${index + 1}.jpg` }))
      .filter(({ thumbnail }) => thumbnail.id !== chosen?.id),
  ];
  for (const { thumbnail, name } of thumbnails) files.push({ key: storedFileKey(thumbnail.url), name });
  if (thumbnails.length === 0) missing.push('thumbnails/: no thumbnails have been made yet');

  // Numbered in the order they were added; the extension is the stored file's own.
  const pictures = project.images.map((image, index) => {
    const key = storedFileKey(image.imageUrl);
    return { image, key, name: `media/picture-${index + 1}${extensionOf(key)}` };
  });
  for (const { key, name } of pictures) files.push({ key, name });
  const ownPhotos = photos.map((photo, index) => ({ ...photo, file: `media/photo-${index + 1}${extensionOf(photo.key)}` }));
  for (const photo of ownPhotos) files.push({ key: photo.key, name: photo.file });

  // Last: every other stored file is read while the video waits, never the other way round.
  const videoFile = video && `video/${slugOf(project.title)}.mp4`;
  if (video && videoFile) files.push({ key: video.key, name: videoFile });
  else missing.push('video/: the video draft has not been rendered yet');

  if (seo) {
    texts.set('description.txt', `${seo.analysis.description.trim()}\n`);
    texts.set('titles.txt', `${seo.analysis.titles.join('\n')}\n`);
    // YouTube's tag field takes tags separated by commas.
    texts.set('tags.txt', `${seo.analysis.tags.join(', ')}\n`);
    if (seo.chapters.length === 0 && seo.chaptersNote) missing.push(`chapters in description.txt: ${seo.chaptersNote}`);
    else if (seo.voiceoverId !== voiceover?.id) {
      missing.push('chapters in description.txt: they were timed from an earlier voiceover; analyse SEO again to time them from this one');
    }
  } else {
    missing.push('description.txt, titles.txt and tags.txt: the project has no SEO analysis yet');
  }

  const manifest = {
    title: project.title,
    topic: project.topic,
    videoLength: project.videoLength,
    tone: project.tone,
    exportedAt: exportedAt.toISOString(),
    script: script && {
      version: script.version,
      wordCount: script.wordCount,
      estimatedTime: script.estimatedTime,
      engine: script.engine,
      model: script.model,
    },
    voiceover: voiceover && {
      voiceId: voiceover.voiceId,
      engine: voiceover.engine,
      durationSeconds: voiceover.durationSeconds,
      scriptVersion: voiceover.scriptVersion,
    },
    seo: seo && {
      seoScore: Number(seo.analysis.seoScore),
      targetAudience: seo.targetAudience,
      competition: seo.competition,
      engine: seo.analysis.engine,
      chapters: seo.chapters,
    },
    thumbnails: thumbnails.map(({ thumbnail, name }) => ({
      file: name,
      text: thumbnail.text,
      palette: thumbnail.palette,
      layout: thumbnail.layout,
      chosen: thumbnail.chosen,
    })),
    video: video && {
      file: videoFile,
      renderId: video.id,
      format: video.format,
      resolution: video.resolution,
      durationSeconds: video.durationSeconds,
      width: video.width,
      height: video.height,
    },
    images: pictures.map(({ image, name }) => ({ file: name, prompt: image.prompt, style: image.style, engine: image.engine })),
    photos: ownPhotos.map((photo) => ({ file: photo.file, uploadedAs: photo.name })),
    missing,
  };
  return { texts, files, manifest };
}

/**
 * The publish package as a ZIP stream, written as it is read (nothing held in memory). Text is
 * compressed; MP4, MP3 and pictures are stored as they are (compressing them again gains nothing and
 * costs CPU). A stored file that has gone missing is left out and named in project.json.
 */
export async function exportPackage(
  storage: FileStorage,
  project: Project,
  exportedAt: Date,
  extras: PackageExtras = {},
): Promise<Readable> {
  const { texts, files, manifest } = packageContents(project, exportedAt, extras);
  const opened = await Promise.all(files.map(async (file) => ({ ...file, stored: await storage.get(file.key) })));
  const bodies = opened.flatMap((file) => (file.stored ? [file.stored.body] : []));
  const zip = new yazl.ZipFile();
  // yazl's output is a stream.PassThrough; its types only say NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  // A stored file that fails while it is read (a dropped S3 connection, a file removed meanwhile)
  // ends the download with an error rather than the process; a download given up closes every file.
  const fail = (error: Error) => output.destroy(error);
  for (const body of bodies) body.once('error', fail);
  zip.once('error', fail);
  output.once('close', () => bodies.forEach((body) => body.destroy()));

  const mtime = exportedAt;
  for (const [name, text] of texts) zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime });
  for (const file of opened) {
    if (file.stored) zip.addReadStream(file.stored.body, file.name, { mtime, compress: false, size: file.stored.size });
    else manifest.missing.push(`${file.name}: the stored file could not be found`);
  }
  zip.addBuffer(Buffer.from(`${JSON.stringify({ ...manifest, files: zipNames(texts, opened) }, null, 2)}\n`), 'project.json', { mtime });
  zip.end();
  return output;
}

function zipNames(texts: Map<string, string>, opened: Array<PackageFile & { stored: unknown }>): string[] {
  return [...texts.keys(), ...opened.filter((file) => file.stored).map((file) => file.name), 'project.json'];
}
