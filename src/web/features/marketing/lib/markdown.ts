// A parser for the small markdown-like subset the blog and legal texts use. It produces plain data
// that the Markdown component turns into React elements, so text is never injected as HTML.
//
// Blocks: '## ' and '### ' headings, paragraphs (lines joined until a blank line), '- ' bullet
// lists and '1. ' numbered lists. Inline: **bold**, `code` and [text](href) links to safe targets.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; id: string; text: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

// Any origin works for resolving paths: only whether the result stays on it matters.
const siteOrigin = 'https://site.invalid';

/**
 * Link targets allowed through: paths and anchors on this site, absolute http(s) URLs, and mailto.
 * Decided the way a browser resolves the href, so `//host`, `/\host` (a backslash counts as a
 * slash) and the like, which look like paths but lead off-site, are refused.
 */
export function isSafeHref(href: string): boolean {
  try {
    if (href.startsWith('/') || href.startsWith('#')) return new URL(href, siteOrigin).origin === siteOrigin;
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) link (opened in a new tab), rather than a path on this site or mailto. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/** 'Step 1: Write a brief' → 'step-1-write-a-brief' */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const inlinePattern = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = nodes[nodes.length - 1];
    if (previous?.type === 'text') previous.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index;
    pushText(text.slice(last, index));
    const [whole, strong, code, linkText, href] = match;
    if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (linkText !== undefined && href !== undefined && isSafeHref(href)) {
      nodes.push({ type: 'link', href, children: parseInline(linkText) });
    } else pushText(linkText ?? whole);
    last = index + whole.length;
  }
  pushText(text.slice(last));
  return nodes;
}

/** The plain text of inline nodes (heading ids, tables of contents). */
export function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children))).join('');
}

const bulletItem = /^[-*] +(.*)$/;
const numberedItem = /^\d+[.)] +(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen ? `${base}-${seen + 1}` : base;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = /^(#{2,3}) +(.+)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const children = parseInline(heading[2]!.trim());
      const text = inlineText(children);
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, id: uniqueId(text), text, children });
      continue;
    }
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
      continue;
    }
    if (list) {
      // A line right under a list item continues that item.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The words in a text, for read-time estimates. */
export function countWords(source: string): number {
  return source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
