export { Markdown, type MarkdownLinks } from './markdown';
export { markdownOutline, type OutlineHeading } from './outline';
