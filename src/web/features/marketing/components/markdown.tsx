import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { isExternalHref, parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-foreground">
            {renderInline(node.children)}
          </strong>
        );
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link': {
        const className = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
        if (node.href.startsWith('/')) {
          return (
            <Link key={index} href={node.href} className={className}>
              {renderInline(node.children)}
            </Link>
          );
        }
        const external = isExternalHref(node.href);
        return (
          <a key={index} href={node.href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 key={index} id={block.id} className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-foreground">
          {renderInline(block.children)}
        </h2>
      ) : (
        <h3 key={index} id={block.id} className="mt-8 scroll-mt-24 text-xl font-semibold text-foreground">
          {renderInline(block.children)}
        </h3>
      );
    case 'paragraph':
      return (
        <p key={index} className="mt-5">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const ListTag = block.ordered ? 'ol' : 'ul';
      return (
        <ListTag key={index} className={cn('mt-5 space-y-2 pl-6 marker:text-primary', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex} className="pl-1">
              {renderInline(item)}
            </li>
          ))}
        </ListTag>
      );
    }
  }
}

/**
 * Renders the markdown-like subset of lib/markdown.ts as React elements (never as raw HTML).
 * The same input gives the same markup on the server and in the browser.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={cn('text-base leading-relaxed text-foreground/85 sm:text-lg sm:leading-8 [&>*:first-child]:mt-0', className)}>
      {blocks.map(renderBlock)}
    </div>
  );
}
