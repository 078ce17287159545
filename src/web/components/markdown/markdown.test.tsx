import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeHref, isSitePath } from './links';
import { Markdown } from './markdown';
import { markdownOutline } from './outline';

describe('link targets', () => {
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
  ])('the site texts allow %s (%s) or not', (href, why) => {
    expect(isSafeHref(href)).toBe(why.startsWith('allowed'));
  });

  it.each([
    ['/app/projects', true],
    ['#part', true],
    ['https://ok.example', false],
    ['mailto:a@b.co', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
  ])('a reply keeps %s as a link: %s', (href, kept) => {
    expect(isSitePath(href)).toBe(kept);
  });
});

describe('markdownOutline', () => {
  it('lists the headings in order with the ids the rendered headings carry', () => {
    const source = 'Intro\n\n## Step 1: Write a brief\n\n### Be specific\n\n## Contact\n\n## Contact';
    const outline = markdownOutline(source);
    expect(outline).toEqual([
      { depth: 2, text: 'Step 1: Write a brief', id: 'step-1-write-a-brief' },
      { depth: 3, text: 'Be specific', id: 'be-specific' },
      { depth: 2, text: 'Contact', id: 'contact' },
      { depth: 2, text: 'Contact', id: 'contact-1' },
    ]);
    const { container } = render(<Markdown source={source} />);
    expect([...container.querySelectorAll('h2, h3')].map((heading) => heading.id)).toEqual(outline.map((heading) => heading.id));
  });
});

describe('Markdown', () => {
  it('renders headings, emphasis, both kinds of list, quotes, code and tables as elements', () => {
    const { container } = render(
      <Markdown
        source={[
          '## Why scripts matter',
          '',
          'A **bold** and *italic* claim with `code`.',
          '',
          '- one',
          '- two',
          '',
          '1. first',
          '',
          '> A quote',
          '',
          '```ts',
          'const hook = "Stop scrolling";',
          '```',
          '',
          '| Plan | Price |',
          '| --- | ---: |',
          '| Basic | $19 |',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why scripts matter' })).toHaveAttribute('id', 'why-scripts-matter');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('blockquote')).toHaveTextContent('A quote');
    expect(container.querySelector('pre code')).toHaveTextContent('const hook = "Stop scrolling";');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$19' })).toHaveStyle({ textAlign: 'right' });
    expect(container).not.toHaveTextContent('#');
    expect(container).not.toHaveTextContent('```');
  });

  it('shows markup in the text as text, never as HTML, and loads no pictures', () => {
    const { container } = render(
      <Markdown
        source={
          '<img src=x onerror="alert(1)"> and <script>alert(1)</script>\n\n- <b>not bold</b>\n\n![a tracking pixel](https://evil.example/p.gif)'
        }
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> and <script>alert(1)</script>');
    expect(container).toHaveTextContent('a tracking pixel');
  });

  it('opens external links in a new tab and keeps site links in the app', () => {
    render(
      <Markdown
        source={'See the [terms](/terms), [example](https://example.com), [plain](http://example.org) or [bad](javascript:alert(1)).'}
      />,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'terms' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'plain' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText(/or bad\./)).toBeInTheDocument();
  });

  it('in a reply, keeps only this site’s links as links; the rest is plain text', () => {
    render(
      <Markdown
        links="same-origin"
        source={
          'Open [your projects](/app/projects), not [this](https://evil.example/login), [mail](mailto:a@b.co) or [that](//evil.example).'
        }
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/app/projects']);
    expect(screen.getByText(/not this, mail or that\./)).toBeInTheDocument();
  });
});
