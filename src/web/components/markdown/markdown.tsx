import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { isExternalHref, isSafeHref, isSitePath } from './links';

/**
 * Which links stay links: `site` for the studio's own texts (site paths, http(s), mailto), `same-origin`
 * for text a model wrote (a reply can be talked into any link, so only this site's paths). A refused
 * link shows as its text.
 */
export type MarkdownLinks = 'site' | 'same-origin';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

function linkComponent(policy: MarkdownLinks) {
  const allowed = policy === 'site' ? isSafeHref : isSitePath;
  return function MarkdownLink({ href, children }: ComponentPropsWithoutRef<'a'>): ReactNode {
    if (!href || !allowed(href)) return <>{children}</>;
    if (href.startsWith('/')) {
      return (
        <Link href={href} className={linkClass}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} className={linkClass} {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  };
}

// Every element styled here, so one text reads the same in an article and in a chat reply (the
// container's className scales it). Pictures are never loaded from a text: their description shows.
const elements: Components = {
  h1: ({ id, children }) => (
    <h2 id={id} className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-foreground">
      {children}
    </h2>
  ),
  h2: ({ id, children }) => (
    <h2 id={id} className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-foreground">
      {children}
    </h2>
  ),
  h3: ({ id, children }) => (
    <h3 id={id} className="mt-8 scroll-mt-24 text-xl font-semibold text-foreground">
      {children}
    </h3>
  ),
  h4: ({ id, children }) => (
    <h4 id={id} className="mt-6 scroll-mt-24 font-semibold text-foreground">
      {children}
    </h4>
  ),
  p: ({ children }) => <p className="mt-5">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  ul: ({ children, className }) => <ul className={cn('mt-5 list-disc space-y-2 pl-6 marker:text-primary', className)}>{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-primary">{children}</ol>,
  li: ({ children, className }) => <li className={cn('pl-1 [&>p]:mt-2', className)}>{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-5 border-l-4 border-primary/40 pl-4 text-muted-foreground [&>p:first-child]:mt-0">{children}</blockquote>
  ),
  code: ({ children, className }) =>
    className?.startsWith('language-') ? (
      <code className={className}>{children}</code>
    ) : (
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>
    ),
  pre: ({ children }) => (
    <pre className="mt-5 overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm leading-relaxed [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
  table: ({ children }) => (
    // A wide table scrolls inside its own box rather than widening the page.
    <div className="mt-5 overflow-x-auto">
      <table className="w-full border-collapse text-left text-[0.95em]">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th style={style} className="border-b border-border px-3 py-2 font-semibold text-foreground">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-border px-3 py-2">
      {children}
    </td>
  ),
  hr: () => <hr className="mt-8 border-border" />,
  img: ({ alt }) => <>{alt}</>,
};

const siteElements: Components = { ...elements, a: linkComponent('site') };
const sameOriginElements: Components = { ...elements, a: linkComponent('same-origin') };
const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeSlug];

/**
 * Markdown (CommonMark with GitHub's tables, task lists and strikethrough) as React elements; raw HTML
 * in the text is never rendered as HTML. Headings carry ids (as `markdownOutline` gives them) for
 * anchors. The same input gives the same markup on the server and in the browser.
 */
export function Markdown({ source, className, links = 'site' }: { source: string; className?: string; links?: MarkdownLinks }) {
  return (
    <div className={cn('text-base leading-relaxed text-foreground/85 sm:text-lg sm:leading-8 [&>*:first-child]:mt-0', className)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        // Ids only for the site's own texts: a model's headings must not take ids the page's own elements use.
        rehypePlugins={links === 'site' ? rehypePlugins : undefined}
        components={links === 'site' ? siteElements : sameOriginElements}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
