import type { Project } from '@shared/contracts/projects';
import {
  createPublicationInput,
  DEFAULT_YOUTUBE_CATEGORY,
  youtubeLimits,
  youtubeTagsLength,
  type CreatePublicationInput,
  type VideoPrivacy,
  type YoutubeCategoryId,
} from '@shared/contracts/publishing';
import { i18n } from '@/i18n/i18n';
import { fromDateTimeLocal } from './calendar-dates';

/** The Publish form as typed: tags as one comma-separated text, the time as a datetime-local value. */
export interface PublishDraft {
  channelId: string;
  renderId: string;
  title: string;
  description: string;
  tags: string;
  categoryId: YoutubeCategoryId;
  language: string;
  privacy: VideoPrivacy;
  /** No default: YouTube requires the creator's own answer. */
  madeForKids: boolean | null;
  scheduled: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone. */
  publishAt: string;
  thumbnail: boolean;
  captions: boolean;
}

export type PublishField = keyof CreatePublicationInput;
export type PublishErrors = Partial<Record<PublishField, string>>;

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The tags of a comma-separated text, without empty ones. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The SEO tags YouTube takes, in order, as long as they fit in its 500 characters. */
export function tagsThatFit(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || /[<>,]/.test(tag)) continue;
    if (youtubeTagsLength([...kept, tag]) <= youtubeLimits.tagsChars) kept.push(tag);
  }
  return kept;
}

/** `m:ss`, or `h:mm:ss` past an hour, as YouTube reads chapter times. */
export function chapterClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The SEO description with the chapters' lines (`0:00 Intro`), which the server's analysis usually holds already. */
export function seoDescription(project: Project): string {
  const seo = project.seo;
  if (!seo) return '';
  const text = seo.analysis.description.trimEnd();
  const lines = seo.chapters.map((chapter) => `${chapterClock(chapter.startSeconds)} ${chapter.title}`);
  if (lines.length === 0 || text.includes(lines[0]!)) return text;
  const list = `Chapters:\n${lines.join('\n')}`;
  return text ? `${text}\n\n${list}` : list;
}

/** What the form starts from: the project's SEO (else its title), the first channel and the newest render. */
export function publishDefaults(
  project: Project,
  {
    channelId,
    renderId,
    hasThumbnail,
    hasVoiceover,
  }: { channelId: string; renderId: string; hasThumbnail: boolean; hasVoiceover: boolean },
): PublishDraft {
  return {
    channelId,
    renderId,
    title: project.seo?.analysis.titles[0] ?? project.title,
    description: seoDescription(project),
    tags: tagsThatFit(project.seo?.analysis.tags ?? []).join(', '),
    categoryId: DEFAULT_YOUTUBE_CATEGORY,
    language: 'en',
    privacy: 'private',
    madeForKids: null,
    scheduled: false,
    publishAt: '',
    thumbnail: hasThumbnail,
    captions: hasVoiceover,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as ISO 8601 with the browser's offset then (`2027-01-31T18:00:00+01:00`): the time as the creator chose it. */
export function withLocalOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/**
 * A problem the contract found, in the interface language: the contract's messages are English (the
 * server's), so each field's issue is told by its code and by what was typed.
 */
function problemText(field: PublishField, issue: { code: string; path: PropertyKey[] }, draft: PublishDraft): string {
  switch (field) {
    case 'channelId':
      return i18n.t('publishing:form.errors.channel');
    case 'renderId':
      return i18n.t('publishing:form.errors.render');
    case 'title':
      if (issue.code === 'too_small') return i18n.t('publishing:form.errors.titleMissing');
      if (issue.code === 'too_big') return i18n.t('publishing:form.errors.titleTooLong', { max: youtubeLimits.titleChars });
      return /[<>]/.test(draft.title) ? i18n.t('publishing:form.errors.titleAngleBrackets') : i18n.t('publishing:form.errors.titleOneLine');
    case 'description':
      return utf8Bytes(draft.description) > youtubeLimits.descriptionBytes || draft.description.length > youtubeLimits.descriptionBytes
        ? i18n.t('publishing:form.errors.descriptionTooLong', { max: youtubeLimits.descriptionBytes })
        : i18n.t('publishing:form.errors.descriptionAngleBrackets');
    case 'tags':
      // A single tag's problem (its path goes on to its index), else the whole list's length.
      if (issue.path.length > 1 && issue.code === 'too_small') return i18n.t('publishing:form.errors.tagEmpty');
      if (issue.path.length > 1 && issue.code === 'custom') return i18n.t('publishing:form.errors.tagCharacters');
      return i18n.t('publishing:form.errors.tagsTooLong', { max: youtubeLimits.tagsChars });
    case 'categoryId':
      return i18n.t('publishing:form.errors.category');
    case 'language':
      return i18n.t('publishing:form.errors.language');
    case 'privacy':
      return issue.code === 'custom' ? i18n.t('publishing:form.errors.privacyScheduled') : i18n.t('publishing:form.errors.privacy');
    case 'madeForKids':
      return i18n.t('publishing:form.errors.madeForKids');
    case 'publishAt':
      return i18n.t('publishing:form.errors.publishAtFormat');
    case 'thumbnail':
      return i18n.t('publishing:form.errors.thumbnail');
    case 'captions':
      return i18n.t('publishing:form.errors.captions');
  }
}

/**
 * The request the form stands for, checked by the contract itself, or each field's first problem.
 * A scheduled video is public at its time (the contract refuses another privacy with a time), and
 * its time must be in the future.
 */
export function publicationInputOf(
  draft: PublishDraft,
  { hasThumbnail, hasVoiceover, now = Date.now() }: { hasThumbnail: boolean; hasVoiceover: boolean; now?: number },
): { input: CreatePublicationInput; errors: null } | { input: null; errors: PublishErrors } {
  const errors: PublishErrors = {};
  let publishAt: string | undefined;
  if (draft.scheduled) {
    const at = fromDateTimeLocal(draft.publishAt);
    if (!at) errors.publishAt = i18n.t('publishing:form.errors.publishAtMissing');
    else if (at.getTime() <= now) errors.publishAt = i18n.t('publishing:form.errors.publishAtPast');
    else publishAt = withLocalOffset(at);
  }
  const parsed = createPublicationInput.safeParse({
    channelId: draft.channelId,
    renderId: draft.renderId,
    title: draft.title,
    description: draft.description,
    tags: splitTags(draft.tags),
    categoryId: draft.categoryId,
    language: draft.language.trim(),
    privacy: draft.scheduled ? 'public' : draft.privacy,
    madeForKids: draft.madeForKids ?? undefined,
    ...(publishAt ? { publishAt } : {}),
    thumbnail: hasThumbnail && draft.thumbnail,
    captions: hasVoiceover && draft.captions,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PublishField;
      errors[field] ??= problemText(field, issue, draft);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { input: null, errors };
  return { input: parsed.data, errors: null };
}
