import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface OutlineHeading {
  depth: number;
  text: string;
  /** The id the rendered heading carries (rehype-slug's, from the same slugger). */
  id: string;
}

/** The headings of a Markdown text in order, with the ids `Markdown` gives them: for a table of contents. */
export function markdownOutline(source: string): OutlineHeading[] {
  const slugger = new GithubSlugger();
  const tree: Root = fromMarkdown(source);
  const headings: OutlineHeading[] = [];
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'heading') {
      const text = toString(node as Heading);
      headings.push({ depth: node.depth, text, id: slugger.slug(text) });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return headings;
}
