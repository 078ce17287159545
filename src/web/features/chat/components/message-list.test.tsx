import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/realtime';
import { renderWithProviders } from '@/test/render';
import { MessageList } from './message-list';

const reply = (content: string): ChatMessage => ({
  id: 'r1',
  role: 'assistant',
  content,
  timestamp: new Date().toISOString(),
  isVoice: false,
  voiceUrl: null,
  partial: false,
  engine: 'openai',
});

function showReply(content: string) {
  renderWithProviders(
    <MessageList
      messages={[reply(content)]}
      streamingText={null}
      typing={false}
      audio={{}}
      fallbacks={{}}
      autoPlayId={null}
      voiceEnabled={false}
      onSpeak={() => undefined}
    />,
    { route: '/app?tab=chat' },
  );
  return screen.getByRole('log');
}

describe('a chat reply written in Markdown', () => {
  it('shows headings, emphasis, lists, tables, code and quotes as such, with no raw marks left', () => {
    const log = showReply(
      [
        '# Three hooks for a balcony garden video',
        '',
        'Start with *the harvest*, not the **soil**.',
        '',
        '1. Show the first ripe tomato',
        '2. Ask what grows on theirs',
        '',
        '| Hook | Seconds |',
        '| --- | --- |',
        '| Harvest reveal | 3 |',
        '',
        '> Keep it under five seconds.',
        '',
        '```',
        'HOOK: "Guess what grew on my balcony"',
        '```',
      ].join('\n'),
    );
    expect(within(log).getByRole('heading', { name: 'Three hooks for a balcony garden video' })).toBeInTheDocument();
    expect(within(log).getByText('the harvest').tagName).toBe('EM');
    expect(within(log).getByText('soil').tagName).toBe('STRONG');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getByRole('cell', { name: 'Harvest reveal' })).toBeInTheDocument();
    expect(log.querySelector('blockquote')).toHaveTextContent('Keep it under five seconds.');
    expect(log.querySelector('pre')).toHaveTextContent('HOOK: "Guess what grew on my balcony"');
    for (const mark of ['# ', '*the', '**', '| ---', '```', '> Keep']) expect(log).not.toHaveTextContent(mark);
  });

  it('keeps links to the studio and shows any other address as plain text, and no HTML', () => {
    const log = showReply(
      'Open [your projects](/app/projects) or [claim a prize](https://evil.example/login). <img src=x onerror="alert(1)">',
    );
    expect(
      within(log)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/app/projects']);
    expect(log).toHaveTextContent('or claim a prize.');
    expect(log.querySelector('img')).toBeNull();
    expect(log).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});
