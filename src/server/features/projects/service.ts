import { countSpokenWords, DEFAULT_SCRIPT_TONE, DEFAULT_VIDEO_LENGTH, estimatedTime } from '@shared/catalog/scripts';
import {
  PROJECT_TITLE_MAX_LENGTH,
  PROJECTS_MAX_PER_USER,
  SCRIPT_EDIT_ENGINE,
  SCRIPT_VERSIONS_KEPT,
  projectProblems,
  type CreateProjectInput,
  type GenerateProjectScriptInput,
  type Project,
  type ProjectListRequest,
  type ProjectListResponse,
  type SaveScriptInput,
  type ScriptVersion,
  type UpdateProjectInput,
} from '@shared/contracts/projects';
import { scriptProblems } from '@shared/contracts/scripts';
import type { ScriptTone, VideoLength, QuickTemplateId } from '@shared/catalog/scripts';
import type { UserRow, ProjectRow, ScriptVersionRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import type { ScriptService } from '../scripts';
import type { ProjectRepository, VersionWrite } from './repository';

const UNTITLED = 'Untitled project';
const TITLE_FROM_TOPIC_MAX = 80;

/** An untitled project is named after its topic: its first line, cut at a word within 80 characters. */
export function titleFromTopic(topic: string | undefined): string {
  const line = (topic ?? '').split('\n')[0]!.trim();
  if (!line) return UNTITLED;
  if (line.length <= TITLE_FROM_TOPIC_MAX) return line.charAt(0).toUpperCase() + line.slice(1);
  const cut = line.slice(0, TITLE_FROM_TOPIC_MAX + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_FROM_TOPIC_MAX / 2)).trim();
  return `${atWord.charAt(0).toUpperCase()}${atWord.slice(1)}…`;
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

const summaryOf = (row: ProjectRow) => ({
  id: row.id,
  title: row.title,
  topic: row.topic,
  hasScript: row.scriptVersion > 0,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const projectOf = (row: ProjectRow, script: ScriptVersionRow | undefined): Project => ({
  ...summaryOf(row),
  videoLength: row.videoLength as VideoLength,
  tone: row.tone as ScriptTone,
  template: row.template as QuickTemplateId | null,
  script: script ? toVersion(script) : null,
});

type ProjectWithScript = Project & { script: ScriptVersion };

const tooMany = () => new HttpError(409, 'PROJECT_LIMIT_REACHED', projectProblems.tooMany);
const missing = () => notFound(projectProblems.notFound);

/** The outcome of a version write as the client sees it: the project, a 404, or a 409 on a stale edit. */
function written(result: VersionWrite): ProjectWithScript {
  if (result.outcome === 'missing') throw missing();
  if (result.outcome === 'conflict') throw conflict(projectProblems.versionConflict, 'SCRIPT_VERSION_CONFLICT');
  return { ...projectOf(result.project, undefined), script: toVersion(result.version) };
}

/** A script's own measures: spoken words and the running time they take. */
function measured(content: string) {
  const wordCount = countSpokenWords(content);
  return { content, wordCount, estimatedTime: estimatedTime(wordCount) };
}

/**
 * Projects: one video's work kept together. Every use case is scoped to its user; writing a script
 * goes through the script service (the plan's allowance, the engine), and its result is kept as the
 * project's next version.
 */
export function createProjectService(deps: { projects: ProjectRepository; scripts: ScriptService }) {
  const { projects, scripts } = deps;

  async function owned(userId: string, id: string) {
    const found = await projects.find(userId, id);
    if (!found) throw missing();
    return found;
  }

  return {
    async create(userId: string, input: CreateProjectInput): Promise<Project> {
      const row = await projects.create(
        userId,
        {
          title: input.title ?? titleFromTopic(input.topic),
          topic: input.topic ?? '',
          videoLength: input.videoLength ?? DEFAULT_VIDEO_LENGTH,
          tone: input.tone ?? DEFAULT_SCRIPT_TONE,
          template: null,
        },
        PROJECTS_MAX_PER_USER,
      );
      if (!row) throw tooMany();
      return projectOf(row, undefined);
    },

    async list(userId: string, query: ProjectListRequest): Promise<ProjectListResponse> {
      const { rows, total } = await projects.page(userId, { page: query.page, limit: query.limit, search: query.search || undefined });
      return {
        projects: rows.map(summaryOf),
        pagination: { page: query.page, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    async get(userId: string, id: string): Promise<Project> {
      const { project, script } = await owned(userId, id);
      return projectOf(project, script);
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

    async remove(userId: string, id: string): Promise<void> {
      if (!(await projects.remove(userId, id))) throw missing();
    },

    /**
     * Writes a script for the project (its topic and settings unless others are given) and keeps it
     * as the next version; the settings it was written with become the project's.
     */
    async generateScript(user: UserRow, id: string, input: GenerateProjectScriptInput, signal?: AbortSignal): Promise<ProjectWithScript> {
      const { project } = await owned(user.id, id);
      const topic = input.topic ?? project.topic;
      if (!topic.trim()) throw badRequest(scriptProblems.topicRequired.message, 'VALIDATION_ERROR');
      const settings = {
        topic,
        videoLength: input.videoLength ?? (project.videoLength as VideoLength),
        tone: input.tone ?? (project.tone as ScriptTone),
        template: input.template ?? (project.template as QuickTemplateId | null) ?? undefined,
      };
      const script = await scripts.generate(user, { ...settings, seed: input.seed }, signal);
      const { generatedScript: content, wordCount, estimatedTime, engine, model } = script;
      return written(
        await projects.writeVersion(
          user.id,
          id,
          { content, wordCount, estimatedTime, engine, model: model ?? null, restoredFrom: null },
          { settings: { ...settings, template: settings.template ?? null }, keep: SCRIPT_VERSIONS_KEPT },
        ),
      );
    },

    /** Keeps the creator's edit, made from `baseVersion`; 409 when another save came first. */
    async saveScript(userId: string, id: string, input: SaveScriptInput): Promise<Project> {
      return written(
        await projects.writeVersion(
          userId,
          id,
          { ...measured(input.content), engine: SCRIPT_EDIT_ENGINE, model: null, restoredFrom: null },
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
      return written(
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
