import { clipAtWord } from '@shared/clip-text';
import { DEFAULT_SCRIPT_TONE, DEFAULT_VIDEO_LENGTH } from '@shared/catalog/scripts';
import { contentLanguage, DEFAULT_CONTENT_LANGUAGE } from '@shared/catalog/languages';
import {
  PROJECT_TITLE_MAX_LENGTH,
  PROJECTS_MAX_PER_USER,
  PROJECT_VOICEOVERS_MAX,
  SCRIPT_EDIT_ENGINE,
  SCRIPT_VERSIONS_KEPT,
  projectProblems,
  type CreateProjectInput,
  type GenerateProjectScriptInput,
  type GeneratedProjectScript,
  type Project,
  type ProjectListRequest,
  type ProjectListResponse,
  type ProjectVoiceover,
  type ProjectSeoAnalysis,
  type ProjectSeoRequest,
  type ProjectThumbnail,
  PROJECT_IMAGES_MAX,
  PROJECT_SEO_ANALYSES_KEPT,
  projectSeoAnalysis,
  type CreateProjectVoiceoverInput,
  type SaveScriptInput,
  type ScriptVersion,
  type UpdateProjectInput,
} from '@shared/contracts/projects';
import { scriptProblems } from '@shared/contracts/scripts';
import type { ScriptTone, VideoLength, QuickTemplateId } from '@shared/catalog/scripts';
import type {
  GeneratedImageRow,
  UserRow,
  ProjectRow,
  ProjectSeoAnalysisRow,
  ProjectThumbnailRow,
  ProjectVoiceoverRow,
  ScriptVersionRow,
} from '../../db/schema';
import { publicFileUrl, type FileStorage } from '../../providers/storage/file-storage';
import type { StoredVoiceover, VoiceoverRequest, VoiceoverService } from '../voice';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import type { ScriptService } from '../scripts';
import { toGalleryImage, type ImageService } from '../images';
import type { SeoService } from '../seo';
import type { GenerateImagesRequest, GenerateImagesResponse, GalleryImage } from '@shared/contracts/images';
import { isSeoContentTooLarge, SEO_CONTENT_TOO_LARGE_MESSAGE } from '@shared/catalog/seo';
import { text as readText } from 'node:stream/consumers';
import type { TimedWord } from '../../providers/speech/speech-engine';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import type { Readable } from 'node:stream';
import { exportPackage, packageFileName, type PackagePhoto, type PackageVideo } from './export-package';
import { chapterNotes, chaptersFor, describeWithChapters, timedSections, type ChapterResult } from './chapters';
import type { ProjectRepository, VersionWrite } from './repository';

const UNTITLED = 'Untitled project';

/** The project's content language, as the catalogue knows it. */
const languageOf = (row: Pick<ProjectRow, 'language'>) => contentLanguage(row.language).tag;
const TITLE_FROM_TOPIC_MAX = 80;

/** An untitled project is named after its topic: its first line, cut at a word within 80 characters. */
export function titleFromTopic(topic: string | undefined): string {
  const line = clipAtWord((topic ?? '').split('\n')[0]!, TITLE_FROM_TOPIC_MAX);
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : UNTITLED;
}

const copyTitle = (title: string) => {
  const suffix = ' (copy)';
  return `${title.slice(0, PROJECT_TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
};

const toVersion = (row: ScriptVersionRow): ScriptVersion => ({
  version: row.version,
  content: row.content,
  wordCount: row.wordCount,
  estimatedTime: row.estimatedTime,
  engine: row.engine,
  model: row.model,
  restoredFrom: row.restoredFrom,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toVoiceover = (row: ProjectVoiceoverRow): ProjectVoiceover => ({
  id: row.id,
  scriptVersion: row.scriptVersion,
  voiceId: row.voiceId,
  engine: row.engine as ProjectVoiceover['engine'],
  source: row.source,
  durationSeconds: row.durationSeconds,
  audioUrl: publicFileUrl(row.audioKey),
  captions: { vtt: publicFileUrl(row.vttKey), srt: publicFileUrl(row.srtKey) },
  createdAt: row.createdAt.toISOString(),
});

const filesOf = (row: ProjectVoiceoverRow) => ({
  audio: row.audioKey,
  vtt: row.vttKey,
  srt: row.srtKey,
  words: row.wordsKey,
  ...(row.originalKey ? { original: row.originalKey } : {}),
});

export const toThumbnail = (row: ProjectThumbnailRow): ProjectThumbnail => ({
  id: row.id,
  batchId: row.batchId,
  variant: row.variant,
  text: row.text,
  imageId: row.imageId,
  palette: row.palette as ProjectThumbnail['palette'],
  layout: row.layout as ProjectThumbnail['layout'],
  url: publicFileUrl(row.fileKey),
  width: row.width,
  height: row.height,
  sizeBytes: row.sizeBytes,
  chosen: row.chosen,
  createdAt: row.createdAt.toISOString(),
});

/** An analysis kept before `fallbackFrom` said why: only the engine's name (the reason was not kept). */
function withFallbackReason(result: Record<string, unknown>): Record<string, unknown> {
  const analysis = result.analysis as { fallbackFrom?: unknown } | undefined;
  if (typeof analysis?.fallbackFrom !== 'string') return result;
  return { ...result, analysis: { ...analysis, fallbackFrom: { engine: analysis.fallbackFrom, reason: 'unavailable', status: null } } };
}

/** The stored analysis as answered (its result column holds the analysis, chapters and note). */
export const toSeoAnalysis = (row: ProjectSeoAnalysisRow): ProjectSeoAnalysis | null =>
  // An analysis stored under an older contract is not shown (a project must still open), it is made again.
  projectSeoAnalysis.safeParse({
    ...withFallbackReason(row.result),
    id: row.id,
    scriptVersion: row.scriptVersion,
    targetAudience: row.targetAudience,
    competition: row.competition,
    createdAt: row.createdAt.toISOString(),
  }).data ?? null;

const summaryOf = (row: ProjectRow & { hasVoiceover: boolean; thumbnailKey: string | null }) => ({
  id: row.id,
  title: row.title,
  topic: row.topic,
  hasScript: row.scriptVersion > 0,
  hasVoiceover: row.hasVoiceover,
  thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface FoundProject {
  project: ProjectRow;
  script?: ScriptVersionRow | undefined;
  voiceovers?: ProjectVoiceoverRow[];
  seo?: ProjectSeoAnalysisRow | undefined;
  images?: GeneratedImageRow[];
  thumbnails?: ProjectThumbnailRow[];
}

/** The summary's picture, as the list chooses it: the chosen thumbnail, else the newest, else the first image. */
function pictureKey(thumbnails: ProjectThumbnailRow[], images: GeneratedImageRow[]): string | null {
  const thumbnail = thumbnails.find((row) => row.chosen) ?? thumbnails[0];
  return thumbnail?.fileKey ?? images[0]?.thumbnailKey ?? null;
}

/** The voiceovers a project can use: spoken ones, and takes once aligned. */
const readyVoiceovers = (rows: ProjectVoiceoverRow[]) => rows.filter((row) => row.status === 'ready');

const projectOf = ({ project: row, script, voiceovers: all = [], seo, images = [], thumbnails = [] }: FoundProject): Project => {
  const voiceovers = readyVoiceovers(all);
  return {
    ...summaryOf({ ...row, hasVoiceover: voiceovers.length > 0, thumbnailKey: pictureKey(thumbnails, images) }),
    videoLength: row.videoLength as VideoLength,
    tone: row.tone as ScriptTone,
    template: row.template as QuickTemplateId | null,
    language: languageOf(row),
    script: script ? toVersion(script) : null,
    voiceovers: voiceovers.map(toVoiceover),
    seo: seo ? toSeoAnalysis(seo) : null,
    images: images.map(toGalleryImage),
    thumbnails: thumbnails.map(toThumbnail),
  };
};

type ProjectWithScript = Project & { script: ScriptVersion };

const tooMany = () => new HttpError(409, 'PROJECT_LIMIT_REACHED', projectProblems.tooMany);
const missing = () => notFound(projectProblems.notFound);
const tooManyVoiceovers = () => new HttpError(409, 'VOICEOVER_LIMIT_REACHED', projectProblems.tooManyVoiceovers);

/** A version write that did not happen, as the client sees it: a 404, or a 409 on a stale edit. */
function assertWritten(result: VersionWrite): asserts result is Extract<VersionWrite, { outcome: 'written' }> {
  if (result.outcome === 'missing') throw missing();
  if (result.outcome === 'conflict') throw conflict(projectProblems.versionConflict, 'SCRIPT_VERSION_CONFLICT');
}

/**
 * Projects: one video's work kept together. Every use case is scoped to its user; writing a script
 * goes through the script service (the plan's allowance, the engine), and its result is kept as the
 * project's next version.
 */
/** A voiceover a speech engine has just spoken into the project. */
type SpokenVoiceover = ProjectVoiceover & { engine: StoredVoiceover['engine'] };

/** What a video render of a project is made from (ProjectService.renderSource). */
export interface RenderSource {
  title: string;
  topic: string;
  voiceover: { id: string; audioKey: string; durationSeconds: number; words: TimedWord[] } | undefined;
  sections: { title: string; startMs: number }[];
  images: { id: string; fileKey: string; style: string }[];
}

/** What the publish package needs of the renders feature. */
export interface ProjectVideos {
  /** The render named (404 unless it is a finished render of the project), else the newest finished one. */
  finishedVideo(userId: string, projectId: string, renderId?: string): Promise<PackageVideo | undefined>;
}

/** What the publish package needs of the media library: the creator's own photos, oldest first. */
export interface ProjectPhotos {
  photos(userId: string, projectId: string): Promise<PackagePhoto[]>;
}

export function createProjectService(deps: {
  projects: ProjectRepository;
  scripts: ScriptService;
  voiceovers: VoiceoverService;
  seo: SeoService;
  images: ImageService;
  /** The project's finished renders (built after this service: reached through a getter). */
  videos: () => ProjectVideos;
  /** The project's uploaded photos (the media library, built after this service too). */
  photos: () => ProjectPhotos;
  storage: FileStorage;
  clock: { now(): Date };
}) {
  const { projects, scripts, voiceovers, storage, seo, images, clock } = deps;

  const imageMissing = () => notFound(projectProblems.imageNotFound, 'IMAGE_NOT_FOUND');
  const tooManyImages = () => new HttpError(409, 'IMAGE_LIMIT_REACHED', projectProblems.tooManyImages);

  /** The newest voiceover's word timings, or undefined when its file is gone. */
  async function wordsOf(voiceover: ProjectVoiceoverRow): Promise<TimedWord[] | undefined> {
    const file = await storage.get(voiceover.wordsKey);
    return file ? (JSON.parse(await readText(file.body)) as TimedWord[]) : undefined;
  }

  async function chaptersOf(userId: string, id: string, newest: ProjectVoiceoverRow | undefined): Promise<ChapterResult> {
    if (!newest) return { chapters: [], note: chapterNotes.noVoiceover };
    const [voiced, wordsFile] = await Promise.all([projects.version(userId, id, newest.scriptVersion), storage.get(newest.wordsKey)]);
    if (!voiced || !wordsFile) {
      wordsFile?.body.destroy();
      return { chapters: [], note: chapterNotes.scriptGone };
    }
    const words = JSON.parse(await readText(wordsFile.body)) as TimedWord[];
    return chaptersFor(voiced.content, words, newest.durationSeconds);
  }

  async function owned(userId: string, id: string) {
    const found = await projects.find(userId, id);
    if (!found) throw missing();
    return found;
  }

  /** The project, refused before any speaking when it is not the user's (404) or keeps its 20 voiceovers (409). */
  async function roomForVoiceover(userId: string, id: string) {
    const found = await owned(userId, id);
    if (found.voiceovers.length >= PROJECT_VOICEOVERS_MAX) throw tooManyVoiceovers();
    return found;
  }

  /** Records a spoken voiceover in the project; if it can no longer be kept, its files are removed. */
  async function keep(userId: string, id: string, scriptVersion: number, spoken: StoredVoiceover): Promise<SpokenVoiceover> {
    const row = await projects
      .addVoiceover(
        userId,
        id,
        {
          scriptVersion,
          voiceId: spoken.voiceId,
          engine: spoken.engine,
          durationSeconds: spoken.durationSeconds,
          audioKey: spoken.files.audio,
          vttKey: spoken.files.vtt,
          srtKey: spoken.files.srt,
          wordsKey: spoken.files.words,
        },
        PROJECT_VOICEOVERS_MAX,
      )
      .catch(async (error: unknown) => {
        await voiceovers.remove(spoken.files);
        throw error;
      });
    if (!row) {
      await voiceovers.remove(spoken.files);
      throw row === null ? tooManyVoiceovers() : missing();
    }
    return { ...toVoiceover(row), engine: spoken.engine, ...(spoken.fallbackFrom ? { fallbackFrom: spoken.fallbackFrom } : {}) };
  }

  /** The project as it is after a version write (the write's own version, unless a newer one came since). */
  async function writtenProject(result: VersionWrite): Promise<ProjectWithScript> {
    assertWritten(result);
    const found = await owned(result.project.userId, result.project.id);
    return { ...projectOf(found), script: toVersion(found.script ?? result.version) };
  }

  return {
    /** A new project; its language, unless given, is the one the owner's interface is kept in (or English). */
    async create(user: Pick<UserRow, 'id' | 'locale'>, input: CreateProjectInput): Promise<Project> {
      const row = await projects.create(
        user.id,
        {
          title: input.title ?? titleFromTopic(input.topic),
          topic: input.topic ?? '',
          videoLength: input.videoLength ?? DEFAULT_VIDEO_LENGTH,
          tone: input.tone ?? DEFAULT_SCRIPT_TONE,
          template: null,
          language: input.language ?? user.locale ?? DEFAULT_CONTENT_LANGUAGE,
        },
        PROJECTS_MAX_PER_USER,
      );
      if (!row) throw tooMany();
      return projectOf({ project: row });
    },

    async list(userId: string, query: ProjectListRequest): Promise<ProjectListResponse> {
      const { rows, total } = await projects.page(userId, { page: query.page, limit: query.limit, search: query.search || undefined });
      return {
        projects: rows.map(summaryOf),
        pagination: { page: query.page, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    async get(userId: string, id: string): Promise<Project> {
      return projectOf(await owned(userId, id));
    },

    async update(userId: string, id: string, input: UpdateProjectInput): Promise<Project> {
      const row = await projects.update(userId, id, input);
      if (!row) throw missing();
      return this.get(userId, id);
    },

    async duplicate(userId: string, id: string): Promise<Project> {
      const copy = await projects.duplicate(userId, id, copyTitle, PROJECTS_MAX_PER_USER);
      if (copy === undefined) throw missing();
      if (copy === null) throw tooMany();
      return this.get(userId, copy.id);
    },

    /**
     * What a video of the project is made from: its newest voiceover with the word
     * timings, the script's sections timed on them, and the project's images in order. 404 when the
     * project is not the user's; `voiceover` undefined when it has none (or its files are gone).
     */
    async renderSource(userId: string, id: string, voiceoverId?: string): Promise<RenderSource> {
      const found = await projects.find(userId, id);
      if (!found) throw missing();
      const { project, voiceovers: all, images } = found;
      const kept = readyVoiceovers(all);
      const newest = voiceoverId === undefined ? kept[0] : kept.find((row) => row.id === voiceoverId);
      if (voiceoverId !== undefined && !newest) throw notFound(projectProblems.voiceoverNotFound, 'VOICEOVER_NOT_FOUND');
      const words = newest && (await wordsOf(newest));
      const voiced = newest && words && (await projects.version(userId, id, newest.scriptVersion));
      return {
        title: project.title,
        topic: project.topic,
        voiceover:
          newest && words ? { id: newest.id, audioKey: newest.audioKey, durationSeconds: newest.durationSeconds, words } : undefined,
        sections: voiced && words ? timedSections(voiced.content, words) : [],
        images: images.map((image) => ({ id: image.id, fileKey: image.fileKey, style: image.style })),
      };
    },

    /** Deletes the project, its script versions, voiceovers, thumbnails, videos and media, and their files (gallery images stay). */
    async remove(userId: string, id: string): Promise<void> {
      const removed = await projects.remove(userId, id);
      if (!removed) throw missing();
      await Promise.all([
        ...removed.voiceovers.map((voiceover) => voiceovers.remove(filesOf(voiceover))),
        ...removed.thumbnails.map((thumbnail) => storage.remove(thumbnail.fileKey).catch(() => undefined)),
        ...[...removed.videoKeys, ...removed.mediaKeys].map((key) => storage.remove(key).catch(() => undefined)),
      ]);
    },

    /** Voices the project's current script (up to 30,000 characters, in parts) and keeps the voiceover. */
    async voiceScript(user: UserRow, id: string, input: CreateProjectVoiceoverInput, signal?: AbortSignal): Promise<SpokenVoiceover> {
      const { project, script } = await roomForVoiceover(user.id, id);
      if (!script || !/[\p{L}\p{N}]/u.test(script.content)) throw badRequest(projectProblems.noScript, 'NO_SCRIPT');
      const spoken = await voiceovers.speak(user, { ...input, text: script.content, language: languageOf(project) }, signal);
      return keep(user.id, id, script.version, spoken);
    },

    /** The spec's voiceover of a given text, kept in the project as well (POST /api/generate-voiceover with a projectId). */
    async voiceText(user: UserRow, id: string, input: VoiceoverRequest, signal?: AbortSignal): Promise<SpokenVoiceover> {
      const { project } = await roomForVoiceover(user.id, id);
      return keep(user.id, id, project.scriptVersion, await voiceovers.speak(user, { ...input, language: languageOf(project) }, signal));
    },

    async listVoiceovers(userId: string, id: string): Promise<ProjectVoiceover[]> {
      const rows = await projects.voiceovers(userId, id);
      if (!rows) throw missing();
      return readyVoiceovers(rows).map(toVoiceover);
    },

    async removeVoiceover(userId: string, id: string, voiceoverId: string): Promise<void> {
      const row = await projects.removeVoiceover(userId, id, voiceoverId);
      if (!row) throw notFound(projectProblems.voiceoverNotFound, 'VOICEOVER_NOT_FOUND');
      await voiceovers.remove(filesOf(row));
    },

    /**
     * Analyses the project's script as it is spoken (cues and notices left out; or the text given),
     * adds chapters from the newest voiceover to the description, and keeps the analysis.
     */
    async analyseSeo(user: UserRow, id: string, input: ProjectSeoRequest, signal?: AbortSignal): Promise<ProjectSeoAnalysis> {
      const { project, script, voiceovers: all } = await owned(user.id, id);
      const spoken = readyVoiceovers(all);
      const language = languageOf(project);
      const content = input.content ?? (script ? cleanForSpeech(script.content) : '');
      if (!/[\p{L}\p{N}]/u.test(content)) throw badRequest(projectProblems.noSeoContent, 'NO_SCRIPT');
      if (isSeoContentTooLarge(content)) throw new HttpError(413, 'CONTENT_TOO_LARGE', SEO_CONTENT_TOO_LARGE_MESSAGE);
      const { targetAudience, competition } = input;
      const [analysis, { chapters, note }] = await Promise.all([
        seo.analyze(user, { content, targetAudience, competition, language }, signal),
        chaptersOf(user.id, id, spoken[0]),
      ]);
      const result = {
        analysis: { ...analysis, description: describeWithChapters(analysis.description, chapters) },
        chapters,
        chaptersNote: note,
        voiceoverId: chapters.length > 0 ? (spoken[0]?.id ?? null) : null,
      };
      const row = await projects.addSeoAnalysis(
        user.id,
        id,
        { scriptVersion: input.content === undefined ? (script?.version ?? null) : null, targetAudience, competition, result },
        PROJECT_SEO_ANALYSES_KEPT,
      );
      if (!row) throw missing();
      const kept = toSeoAnalysis(row);
      if (!kept) throw new Error('a new SEO analysis does not fit its contract');
      return kept;
    },

    /** Pictures drawn for the project: they go to the gallery and are used in the project (room is checked first). */
    async generateImages(user: UserRow, id: string, input: GenerateImagesRequest, signal?: AbortSignal): Promise<GenerateImagesResponse> {
      const used = await projects.imageCount(user.id, id);
      if (used === undefined) throw missing();
      if (used + input.count > PROJECT_IMAGES_MAX) throw tooManyImages();
      const drawn = await images.draw(user, input, signal);
      // A project deleted or filled meanwhile keeps the pictures in the gallery only.
      await projects.linkImages(
        user.id,
        id,
        drawn.images.map((image) => image.id),
        PROJECT_IMAGES_MAX,
      );
      return drawn;
    },

    async listImages(userId: string, id: string): Promise<GalleryImage[]> {
      if ((await projects.imageCount(userId, id)) === undefined) throw missing();
      return (await projects.images(userId, id)).map(toGalleryImage);
    },

    /** Uses one of the user's gallery images in the project; the project's images are answered. */
    async linkImage(userId: string, id: string, imageId: string): Promise<GalleryImage[]> {
      const outcome = await projects.linkImages(userId, id, [imageId], PROJECT_IMAGES_MAX);
      if (outcome === 'missing') throw missing();
      if (outcome === 'unknown-image') throw imageMissing();
      if (outcome === 'full') throw tooManyImages();
      return this.listImages(userId, id);
    },

    async unlinkImage(userId: string, id: string, imageId: string): Promise<void> {
      if (await projects.unlinkImage(userId, id, imageId)) return;
      await owned(userId, id);
      throw imageMissing();
    },

    /**
     * The publish package (a ZIP stream) and the file name to save it under, with the render named
     * or the newest finished one; a project needs a script first.
     */
    async exportPackage(userId: string, id: string, renderId?: string): Promise<{ fileName: string; stream: Readable }> {
      const project = projectOf(await owned(userId, id));
      if (!project.script) throw badRequest(projectProblems.noScriptToExport, 'NO_SCRIPT');
      const [video, photos] = await Promise.all([deps.videos().finishedVideo(userId, id, renderId), deps.photos().photos(userId, id)]);
      return { fileName: packageFileName(project.title), stream: await exportPackage(storage, project, clock.now(), { video, photos }) };
    },

    /**
     * Writes a script for the project (its topic and settings unless others are given) and keeps it
     * as the next version; the settings it was written with become the project's.
     */
    async generateScript(
      user: UserRow,
      id: string,
      input: GenerateProjectScriptInput,
      signal?: AbortSignal,
    ): Promise<ProjectWithScript & Pick<GeneratedProjectScript, 'fallbackFrom' | 'reading'>> {
      const { project } = await owned(user.id, id);
      const topic = input.topic ?? project.topic;
      if (!topic.trim()) throw badRequest(scriptProblems.topicRequired.message, 'VALIDATION_ERROR');
      const settings = {
        topic,
        videoLength: input.videoLength ?? (project.videoLength as VideoLength),
        tone: input.tone ?? (project.tone as ScriptTone),
        template: input.template ?? (project.template as QuickTemplateId | null) ?? undefined,
      };
      const language = languageOf(project);
      const kind = input.kind ? { kind: input.kind } : {};
      const script = await scripts.write(user, { ...settings, ...kind, seed: input.seed, voiceId: input.voiceId, language }, signal);
      const { generatedScript: content, wordCount, estimatedTime, engine, model, fallbackFrom, reading } = script;
      const written = await writtenProject(
        await projects.writeVersion(
          user.id,
          id,
          { content, wordCount, estimatedTime, engine, model: model ?? null, restoredFrom: null },
          { settings: { ...settings, template: settings.template ?? null }, keep: SCRIPT_VERSIONS_KEPT },
        ),
      );
      return fallbackFrom ? { ...written, fallbackFrom, reading } : { ...written, reading };
    },

    /** Keeps the creator's edit, made from `baseVersion`; 409 when another save came first. */
    async saveScript(userId: string, id: string, input: SaveScriptInput): Promise<Project> {
      return writtenProject(
        await projects.writeVersion(
          userId,
          id,
          { ...(await scripts.measure(userId, input.content)), engine: SCRIPT_EDIT_ENGINE, model: null, restoredFrom: null },
          { baseVersion: input.baseVersion, keep: SCRIPT_VERSIONS_KEPT },
        ),
      );
    },

    async versions(userId: string, id: string): Promise<ScriptVersion[]> {
      const rows = await projects.versions(userId, id);
      if (!rows) throw missing();
      return rows.map(toVersion);
    },

    /** Brings an older version back as the newest one (the versions in between stay in the history). */
    async restore(userId: string, id: string, version: number): Promise<Project> {
      const old = await projects.version(userId, id, version);
      if (!old) {
        await owned(userId, id);
        throw notFound(projectProblems.versionNotFound, 'SCRIPT_VERSION_NOT_FOUND');
      }
      const { content, wordCount, estimatedTime, engine, model } = old;
      return writtenProject(
        await projects.writeVersion(
          userId,
          id,
          { content, wordCount, estimatedTime, engine, model, restoredFrom: old.version },
          { keep: SCRIPT_VERSIONS_KEPT },
        ),
      );
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
