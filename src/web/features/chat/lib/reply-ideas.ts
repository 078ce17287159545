import { scriptTones, videoLengthLabels, type ScriptTone, type VideoLength } from '@shared/catalog/scripts';
import { PROJECT_TITLE_MAX_LENGTH } from '@shared/contracts/projects';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import { clipAtWord } from '@shared/clip-text';

/** One idea of a chat reply, as a new project takes it. */
export interface ReplyIdea {
  /** What the picker shows: the idea's own title, or its text. */
  label: string;
  /** The new project's topic (at most TOPIC_MAX_LENGTH characters, plain text). */
  topic: string;
  /** The idea's title, when it has one; without it the server names the project after the topic. */
  title?: string;
  /** Script settings the reply suggests for the idea ('tone Energetic', '1-3 minutes'). */
  tone?: ScriptTone;
  videoLength?: VideoLength;
}

/** The most ideas one reply offers: more would not fit a short menu. */
const MAX_IDEAS = 10;
/** A first sentence shorter than this ('Sure!') runs on to the next one. */
const MIN_SENTENCE = 20;

/** Markdown's marks taken off one line: headings, quotes, list markers, bold, italics, code, links. */
export function plainText(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(>\s*)+/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const topic = (text: string) => clipAtWord(text, TOPIC_MAX_LENGTH);

/** 'Script Writing settings: topic "…", 1-3 minutes, tone Energetic' or 'use the topic "…", the Storytelling tone and 1-3 minutes'. */
function suggestedSettings(lines: string[]): Pick<ReplyIdea, 'topic' | 'tone' | 'videoLength'> | null {
  for (const raw of lines) {
    const line = plainText(raw);
    const quoted = /\btopic:?\s*["“]([^"”]+)["”]/i.exec(line);
    if (!quoted) continue;
    const toneWord = /\btone:?\s+([a-z]+)|\b([a-z]+) tone\b/i.exec(line);
    const tone = scriptTones.find((t) => t.toLowerCase() === (toneWord?.[1] ?? toneWord?.[2] ?? '').toLowerCase());
    const videoLength = videoLengthLabels.find((label) => line.includes(label));
    return { topic: topic(quoted[1]!), ...(tone ? { tone } : {}), ...(videoLength ? { videoLength } : {}) };
  }
  return null;
}

/** The first line of a section that says something: a bullet's text after its label ('Logline: …'), or a paragraph. */
function firstDetail(lines: string[]): string | null {
  for (const raw of lines) {
    if (/^\s*#/.test(raw)) continue;
    const line = plainText(raw).replace(/^[A-Z][\w ()'-]{0,40}:\s+/, '');
    if (line) return line;
  }
  return null;
}

/** Sections under numbered headings ('### 2. The Night Shift'), each up to the next heading of its level or above. */
function headedIdeas(lines: string[]): ReplyIdea[] {
  const ideas: ReplyIdea[] = [];
  lines.forEach((line, index) => {
    const heading = /^(#{1,6})\s+\d+[.)]\s+(.+)$/.exec(line);
    if (!heading) return;
    const level = heading[1]!.length;
    const rest = lines.slice(index + 1);
    const end = rest.findIndex((next) => new RegExp(`^#{1,${level}}\\s`).test(next));
    const body = end === -1 ? rest : rest.slice(0, end);
    const title = plainText(heading[2]!);
    if (!title) return;
    const settings = suggestedSettings(body);
    const detail = firstDetail(body);
    ideas.push({
      label: title,
      title: clipAtWord(title, PROJECT_TITLE_MAX_LENGTH),
      ...(settings ?? { topic: topic(detail ? `${title}: ${detail}` : title) }),
    });
  });
  return ideas;
}

/** Top-level list items, numbered ones first: each item is an idea. */
function listedIdeas(lines: string[]): ReplyIdea[] {
  const items = (pattern: RegExp) =>
    lines
      .filter((line) => pattern.test(line))
      .map(plainText)
      .filter(Boolean);
  const numbered = items(/^\d+[.)]\s+\S/);
  const listed = numbered.length >= 2 ? numbered : items(/^[-*+]\s+\S/);
  if (listed.length < 2) return [];
  return listed.map((text) => {
    // '**Title** – what it is about' or 'Title: what it is about': the lead is the title.
    const lead = /^(.{3,80}?)(?:\s[–—-]\s|:\s)/.exec(text)?.[1];
    return { label: clipAtWord(text, 120), topic: topic(text), ...(lead ? { title: lead } : {}) };
  });
}

/** The reply's first sentence (or first line), as one idea. */
function firstSentence(lines: string[]): ReplyIdea[] {
  const line = lines.map(plainText).find(Boolean);
  if (!line) return [];
  const sentence = new RegExp(`^(.{${MIN_SENTENCE},}?[.!?])(?:\\s|$)`).exec(line)?.[1] ?? line;
  return [{ label: clipAtWord(sentence, 120), topic: topic(sentence) }];
}

/**
 * The ideas of an assistant reply a project can start from. A reply of numbered sections (the
 * offline writer's story ideas, script prompts and ad concepts: '### 1. Title' then bullets) gives
 * one idea per section: the topic the section suggests for Script Writing if it names one, else
 * its title and first line ('Title: logline'). Otherwise a list gives one idea per item, and any
 * other reply its first sentence. Every topic is plain text within the topic limit.
 */
export function replyIdeas(content: string): ReplyIdea[] {
  const lines = content.split(/\r?\n/);
  const headed = headedIdeas(lines);
  const ideas = headed.length > 0 ? headed : listedIdeas(lines);
  return (ideas.length > 0 ? ideas : firstSentence(lines)).filter((idea) => idea.topic !== '').slice(0, MAX_IDEAS);
}
