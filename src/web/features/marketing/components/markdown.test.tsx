import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countWords, isSafeHref, parseInline, parseMarkdown } from '../lib/markdown';
import { Markdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        'Intro line one',
        'continues here.',
        '',
        '## Step 1: Write a brief',
        '### Be specific',
        '- first',
        '- second with **bold**',
        '',
        '1. one',
        '2. two',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'heading', 'heading', 'list', 'list']);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Intro line one continues here.' }] });
    expect(blocks[1]).toMatchObject({ level: 2, id: 'step-1-write-a-brief', text: 'Step 1: Write a brief' });
    expect(blocks[2]).toMatchObject({ level: 3, id: 'be-specific' });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [[{ type: 'text', text: 'first' }], expect.any(Array)] });
    expect(blocks[4]).toMatchObject({ ordered: true });
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Contact\n\n## Contact').map((block) => (block.type === 'heading' ? block.id : ''));
    expect(ids).toEqual(['contact', 'contact-2']);
  });

  it('keeps only safe link targets', () => {
    expect(parseInline('[home](/faq) [mail](mailto:a@b.co) [web](https://example.com)')).toEqual([
      { type: 'link', href: '/faq', children: [{ type: 'text', text: 'home' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'mailto:a@b.co', children: [{ type: 'text', text: 'mail' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'web' }] },
    ]);
    expect(parseInline('[click](javascript:alert(1)) and [x](//evil.example)')).toEqual([{ type: 'text', text: 'click) and x' }]);
  });

  // Chat replies are Markdown too: a model can be talked into writing any link.
  it.each([
    ['/\\evil.example/x', 'a backslash after the slash: browsers read //evil.example/x'],
    ['/\\\\evil.example', 'two backslashes'],
    ['//evil.example', 'a protocol-relative URL'],
    ['/%5C/evil.example', 'allowed: an encoded backslash stays in the path'],
    ['javascript:alert(1)', 'script'],
    ['JavaScript:alert(1)', 'script in capitals'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['vbscript:msgbox', 'another scheme'],
    ['evil.example', 'a relative path'],
    ['https://ok.example', 'allowed: https'],
    ['HTTPS://OK.EXAMPLE/a', 'allowed: https in capitals'],
    ['http://ok.example/page', 'allowed: http'],
    ['/app', 'allowed: a site path'],
    ['/blog/seo-tips?x=1#part', 'allowed: a site path with query and anchor'],
    ['#section', 'allowed: an anchor'],
    ['mailto:support@example.com', 'allowed: mailto'],
  ])('link target %s (%s)', (href, why) => {
    expect(isSafeHref(href)).toBe(why.startsWith('allowed'));
  });

  it('renders a refused link as its text', () => {
    expect(parseInline('see [here](/\\evil.example/x)')).toEqual([{ type: 'text', text: 'see here' }]);
  });

  it('counts words for read-time estimates', () => {
    expect(countWords('## A heading\n\n- one, two — three 4')).toBe(6);
  });
});

describe('Markdown', () => {
  it('renders the subset as elements, with heading anchors', () => {
    render(<Markdown source={'## Why scripts matter\n\nA **bold** claim.\n\n- one\n- two\n\n1. first'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why scripts matter' })).toHaveAttribute('id', 'why-scripts-matter');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<Markdown source={'<img src=x onerror="alert(1)"> and <script>alert(1)</script>\n\n- <b>not bold</b>'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> and <script>alert(1)</script>');
  });

  it('opens external links in a new tab and keeps site links in the app', () => {
    render(<Markdown source={'See the [terms](/terms), [example](https://example.com) or [plain](http://example.org).'} />);
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'terms' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'plain' })).toHaveAttribute('target', '_blank');
  });
});
